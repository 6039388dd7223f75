import { finishingOrderProblem } from '#common/finishing-order';
import { type PointsSystem, pointsSystemOf, resultFromFinish } from '#common/points-systems';
import type { TournamentRow } from '../../db/schema';
import type { Trx } from '../../db/db';
import { invalid, notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../../change/record-audit';
import { type CorrectionLine, correctionLines, correctionSentence } from './correction-lines';
import { toSheetRowJson } from './result-json';
import { announceResults, resultsMessage } from './results-announcement';
import { type NewMatchResult, type SheetRow, createResultsRepository } from './results-repository';
import type { FinishingOrderInput } from './scoring-schemas';
import { type SquadRow, createScoringRepository } from './scoring-repository';
import { createTournamentReads, TOURNAMENT_NOT_FOUND } from '../tournaments/public';

export const FINISHING_ORDER_MESSAGES = {
  cancelled: 'Results cannot be posted for a cancelled tournament',
  noMatch: (count: number) => `Match must be a number from 1 to ${count}`,
  leftOut: (name: string, status: string) =>
    `${name} is marked ${status}: leave it out of the finishing order`,
  reasonNeeded: 'Enter a reason for the correction: players will read it',
  unchanged: 'Nothing changed',
  saved: 'Results saved',
} as const;

/** The tournament's row, locked for the change, refused when it takes no results. */
export async function lockForResults(
  trx: Trx,
  tournamentId: number,
  matchNo: number,
): Promise<TournamentRow> {
  const tournament = await createTournamentReads(trx).findByIdForUpdate(trx, tournamentId);
  if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
  if (tournament.status === 'cancelled') throw invalid(FINISHING_ORDER_MESSAGES.cancelled);
  if (matchNo > tournament.matches_count) {
    throw invalid(FINISHING_ORDER_MESSAGES.noMatch(tournament.matches_count), 'matchNo');
  }
  return tournament;
}

/** Squads marked absent or disqualified are left out by rule; naming one is a mistake. */
function checkLeftOut(input: FinishingOrderInput, squads: SquadRow[]): void {
  const outOfPlay = new Map(
    squads.filter((squad) => squad.status !== 'active').map((squad) => [squad.id, squad]),
  );
  for (const [index, entry] of input.squads.entries()) {
    const squad = outOfPlay.get(entry.teamId);
    if (squad) {
      throw invalid(
        FINISHING_ORDER_MESSAGES.leftOut(squad.team_name, squad.status),
        `squads[${index}].teamId`,
      );
    }
  }
}

function rowsOf(
  system: PointsSystem,
  input: FinishingOrderInput,
  nameOf: (id: number) => string,
): NewMatchResult[] {
  return input.squads.map((entry) => {
    const { teamName: _name, ...row } = resultFromFinish(system, {
      teamName: nameOf(entry.teamId),
      place: entry.place,
      kills: entry.kills,
    });
    return { ...row, teamId: entry.teamId, place: entry.place };
  });
}

function auditSummary(
  tournament: TournamentRow,
  matchNo: number,
  rows: NewMatchResult[],
  nameOf: (id: number) => string,
  lines: CorrectionLine[] | null,
  reason: string,
): string {
  if (lines) return lines.map((line) => correctionSentence(line, matchNo, reason)).join('; ');
  const winner = rows.find((row) => row.place === 1);
  const booyah = winner ? ` · Booyah ${nameOf(winner.teamId)}` : '';
  return `Posted results of match ${matchNo} of ${tournament.tourn_name} by finishing order (${rows.length} squads)${booyah}`;
}

/**
 * Results by finishing order (issue 22): the organiser sends each squad's place and its
 * players' kills; position points and the Booyah come from the tournament's points system.
 */
export function createFinishingOrderService({ db }: ServiceDeps) {
  const results = createResultsRepository(db);
  const scoring = createScoringRepository(db);

  async function write(
    trx: Trx,
    tournament: TournamentRow,
    matchNo: number,
    rows: NewMatchResult[],
    old: SheetRow[],
  ) {
    await results.replaceMatch(trx, tournament.tourn_id, matchNo, rows);
    await scoring.markPosted(trx, tournament.tourn_id, matchNo);
    return results.sheets(trx, tournament.tourn_id, matchNo).then((posted) => ({ old, posted }));
  }

  return {
    save: (
      tournamentId: number,
      matchNo: number,
      input: FinishingOrderInput,
      organiserId: number,
    ) =>
      db.transaction().execute(async (trx) => {
        const tournament = await lockForResults(trx, tournamentId, matchNo);
        const squads = await scoring.squadsOf(trx, tournamentId);
        checkLeftOut(input, squads);
        const inPlay = new Map(
          squads.filter((squad) => squad.status === 'active').map((s) => [s.id, s.team_name]),
        );
        const problem = finishingOrderProblem(input.squads, inPlay);
        if (problem) throw invalid(problem.message, problem.field);
        const nameOf = (id: number) => inPlay.get(id) ?? String(id);
        const rows = rowsOf(pointsSystemOf(tournament.points_system), input, nameOf);
        const old = await results.sheets(trx, tournamentId, matchNo);
        const corrected = old.length > 0;
        const reason = input.reason ?? '';
        if (corrected && !reason) throw invalid(FINISHING_ORDER_MESSAGES.reasonNeeded, 'reason');
        const lines = corrected ? correctionLines(old, rows, nameOf) : null;
        if (lines?.length === 0) {
          return { message: FINISHING_ORDER_MESSAGES.unchanged, matchId: matchNo, corrections: [] };
        }
        const { posted } = await write(trx, tournament, matchNo, rows, old);
        await scoring.addCorrections(
          trx,
          (lines ?? []).map((line) => ({
            tournament_id: tournamentId,
            match_no: matchNo,
            team_id: line.teamId,
            changes: line.changes,
            reason,
            created_by: organiserId,
          })),
        );
        const auditId = await recordAudit(trx, {
          actorId: organiserId,
          action: corrected ? 'RESULTS_CORRECTED' : 'RESULTS_POSTED',
          subjectId: tournamentId,
          tournamentId,
          summary: auditSummary(tournament, matchNo, rows, nameOf, lines, reason),
          reason: corrected ? reason : null,
          before: corrected ? { matchId: matchNo, rows: old.map(toSheetRowJson) } : null,
          after: { matchId: matchNo, rows: posted.map(toSheetRowJson) },
        });
        await announceResults(
          trx,
          tournament,
          matchNo,
          resultsMessage(tournament, matchNo, corrected),
        );
        return {
          message: FINISHING_ORDER_MESSAGES.saved,
          matchId: matchNo,
          auditId,
          corrections: (lines ?? []).map((line) => correctionSentence(line, matchNo, reason)),
        };
      }),
  };
}

export type FinishingOrderService = ReturnType<typeof createFinishingOrderService>;
