import { pointsSystemOf } from '#common/points-systems';
import { type StandingsOptions, rankRows, standingsFrom } from '#common/standings';
import type { TournamentRow } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import type { Trx } from '../../db/db';
import { recordAudit } from '../../change/record-audit';
import { announceResults, resultsMessage } from './results-announcement';
import { createScoringRepository } from './scoring-repository';
import { toResultRow, toResultRowJson, toSheetRowJson, toSheetsJson } from './result-json';
import type { MatchResultsInput, ResultRowInput } from './result-schemas';
import { type NewMatchResult, createResultsRepository } from './results-repository';
import { createTournamentReads, TOURNAMENT_NOT_FOUND } from '../tournaments/public';

export const INVALID_MATCH_ID = 'Invalid match id';

function checkMatchId(tournament: TournamentRow, matchId: number): void {
  if (matchId > tournament.matches_count) throw invalid(INVALID_MATCH_ID, 'matchId');
}

const nameKey = (name: string) => name.trim().toLowerCase();

/** One row per team and at most one winner: a sheet that breaks either is a typing mistake. */
function checkSheet(rows: ResultRowInput[]): void {
  const seen = new Set<string>();
  for (const row of rows) {
    const key = nameKey(row.teamName);
    if (seen.has(key)) throw invalid(`Team "${row.teamName}" is listed more than once`, 'rows');
    seen.add(key);
    if (row.booyah === 1 && row.matchParticipated === 0) {
      throw invalid(`Team "${row.teamName}" cannot win a match it did not play`, 'rows');
    }
  }
  if (rows.filter((row) => row.booyah === 1).length > 1) {
    throw invalid('Only one team can win (booyah) a match', 'rows');
  }
}

function unknownTeamsMessage(teamNames: string[]): string {
  const quoted = teamNames.map((name) => `"${name}"`);
  return quoted.length === 1
    ? `Team ${quoted[0]} is not registered in this tournament`
    : `These teams are not registered in this tournament: ${quoted.join(', ')}`;
}

const toNewMatchResult = (teamId: number, row: ResultRowInput): NewMatchResult => ({
  teamId,
  player1Kills: row.player1Kills,
  player2Kills: row.player2Kills,
  player3Kills: row.player3Kills,
  player4Kills: row.player4Kills,
  positionPoints: row.postionPoints,
  matchParticipated: row.matchParticipated ?? 1,
  booyah: row.booyah ?? 0,
});

/** Points: standings for everyone, result sheets from the organiser. */
export function createResultService({ db }: ServiceDeps) {
  const tournaments = createTournamentReads(db);
  const results = createResultsRepository(db);
  const scoring = createScoringRepository(db);

  async function requireTournament(id: number): Promise<TournamentRow> {
    const row = await tournaments.findById(id);
    if (!row) throw notFound(TOURNAMENT_NOT_FOUND);
    return row;
  }

  /** Each row's team, matched on its name ignoring case; unknown names are refused. */
  async function withTeamIds(
    trx: Trx,
    tournamentId: number,
    rows: ResultRowInput[],
  ): Promise<NewMatchResult[]> {
    const teams = await results.teamsOf(trx, tournamentId);
    const idOf = new Map(teams.map((team) => [nameKey(team.team_name), team.id]));
    const sheet: NewMatchResult[] = [];
    const unknown: string[] = [];
    for (const row of rows) {
      const teamId = idOf.get(nameKey(row.teamName));
      if (teamId === undefined) unknown.push(row.teamName);
      else sheet.push(toNewMatchResult(teamId, row));
    }
    if (unknown.length) throw invalid(unknownTeamsMessage(unknown), 'rows');
    return sheet;
  }

  /**
   * The order §7's reads answer in: the tournament's points per kill and its penalties (of one
   * match, or all) count, while the rows keep SPEC §3's shape (decision 036).
   */
  async function rankingOf(tournament: TournamentRow, matchId?: number): Promise<StandingsOptions> {
    const penalties = await scoring.penalties(db, tournament.tourn_id);
    return {
      pointsPerKill: pointsSystemOf(tournament.points_system).pointsPerKill,
      penalties: penalties
        .filter((penalty) => matchId === undefined || penalty.match_no === matchId)
        .map((penalty) => ({ teamName: penalty.team_name, points: penalty.points })),
    };
  }

  return {
    async standings(tournamentId: number) {
      const tournament = await requireTournament(tournamentId);
      const rows = (await results.totalsByTeam(tournamentId)).map(toResultRow);
      return rankRows(rows, await rankingOf(tournament)).map(toResultRowJson);
    },

    /** The overall table with ranks and kills per team, as prizes are given (decision 044). */
    async standingLines(tournament: TournamentRow) {
      const rows = (await results.totalsByTeam(tournament.tourn_id)).map(toResultRow);
      return standingsFrom(rows, await rankingOf(tournament));
    },

    async matchStandings(tournamentId: number, matchId: number) {
      const tournament = await requireTournament(tournamentId);
      checkMatchId(tournament, matchId);
      const rows = (await results.matchRows(tournamentId, matchId)).map(toResultRow);
      return rankRows(rows, await rankingOf(tournament, matchId)).map(toResultRowJson);
    },

    /** The posted sheets, by match number, for the organiser's match desk. */
    async sheets(tournamentId: number) {
      await requireTournament(tournamentId);
      return toSheetsJson(await results.sheets(db, tournamentId));
    },

    /**
     * Replaces a match's sheet, recording the old and the new sheet in the same transaction.
     * The tournament's row stays locked meanwhile, so two organisers saving the same match (or
     * cancelling the tournament) take turns.
     */
    saveMatch: (tournamentId: number, input: MatchResultsInput, organiserId: number) =>
      db.transaction().execute(async (trx) => {
        const tournament = await tournaments.findByIdForUpdate(trx, tournamentId);
        if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
        if (tournament.status === 'cancelled') {
          throw invalid('Results cannot be posted for a cancelled tournament');
        }
        checkMatchId(tournament, input.matchId);
        checkSheet(input.rows);
        const rows = await withTeamIds(trx, tournamentId, input.rows);
        const old = await results.sheets(trx, tournamentId, input.matchId);
        await results.replaceMatch(trx, tournamentId, input.matchId, rows);
        const posted = await results.sheets(trx, tournamentId, input.matchId);
        const corrected = old.length > 0;
        const match = `match ${input.matchId} of ${tournament.tourn_name}`;
        await recordAudit(trx, {
          actorId: organiserId,
          action: corrected ? 'RESULTS_CORRECTED' : 'RESULTS_POSTED',
          subjectId: tournamentId,
          tournamentId,
          summary: `${corrected ? 'Corrected' : 'Posted'} results of ${match}`,
          before: corrected ? { matchId: input.matchId, rows: old.map(toSheetRowJson) } : null,
          after: { matchId: input.matchId, rows: posted.map(toSheetRowJson) },
        });
        await scoring.markPosted(trx, tournamentId, input.matchId);
        await announceResults(
          trx,
          tournament,
          input.matchId,
          resultsMessage(tournament, input.matchId, corrected),
        );
        return { message: 'Results saved', matchId: input.matchId, rows: rows.length };
      }),
  };
}

export type ResultService = ReturnType<typeof createResultService>;
