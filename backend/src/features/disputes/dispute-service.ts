import { DISPUTE_MESSAGES, disputeDeadline } from '#common/disputes';
import { recordAudit } from '../../change/record-audit';
import { recordEvent } from '../../change/record-event';
import type { Trx } from '../../db/db';
import { conflict, invalid, isUniqueViolation, notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { fileDisputeGrievance } from '../grievances/public';
import { type DisputeJson, toDisputeJson } from './dispute-json';
import type { OpenDisputeInput } from './dispute-schemas';
import { createDisputesRepository } from './disputes-repository';

export const DISPUTE_NOT_FOUND = 'Dispute not found';
const NO_MATCH = 'This tournament has no such match';
const ONE_OPEN_INDEX = 'disputes_one_open_per_squad_match';

/** What every change to a dispute records beside itself: its live event and the console's. */
export async function recordDisputeChange(trx: Trx, tournamentId: number, disputeId: number) {
  await recordEvent(trx, { kind: 'dispute.changed', tournamentId, subjectId: disputeId });
  await recordEvent(trx, { kind: 'console.changed', subjectId: 'dispute' });
}

/**
 * A squad's disputes of match results: any member opens one within 1 hour of the match's
 * results (SPEC §9's lobby-glitch window), one open per squad and match.
 */
export function createDisputeService({ db }: ServiceDeps) {
  const disputes = createDisputesRepository(db);

  async function openInTransaction(
    trx: Trx,
    user: { id: number; username: string },
    tournamentId: number,
    matchNo: number,
    input: OpenDisputeInput,
  ): Promise<DisputeJson> {
    const match = await disputes.match(trx, tournamentId, matchNo);
    if (!match) throw notFound(NO_MATCH);
    const team = await disputes.teamOfMember(trx, tournamentId, user.id);
    if (!team) throw invalid(DISPUTE_MESSAGES.notMember, 'tournamentId');
    if (!match.results_posted_at) throw invalid(DISPUTE_MESSAGES.notPosted, 'matchNo');
    if (new Date() > disputeDeadline(match.results_posted_at)) {
      throw invalid(DISPUTE_MESSAGES.windowClosed, 'matchNo');
    }
    if (input.screenshotId && !(await disputes.isOwnPicture(trx, input.screenshotId, user.id))) {
      throw invalid(DISPUTE_MESSAGES.screenshotNotYours, 'screenshotId');
    }
    const { id } = await disputes.insert(trx, {
      tournament_id: tournamentId,
      match_no: matchNo,
      team_id: team.id,
      opened_by: user.id,
      reason: input.reason,
      screenshot_id: input.screenshotId,
    });
    await recordAudit(trx, {
      actorId: user.id,
      action: 'DISPUTE_OPENED',
      subjectId: id,
      tournamentId,
      userId: user.id,
      summary: `${team.team_name} disputed match ${matchNo} of ${match.tourn_name} · by ${user.username}`,
      reason: input.reason,
      before: null,
      after: { teamId: team.id, matchId: matchNo, screenshot: input.screenshotId !== null },
    });
    await recordDisputeChange(trx, tournamentId, id);
    // A dispute is a grievance too (decision 049): recorded with it, filed by the player.
    await fileDisputeGrievance(trx, {
      disputeId: id,
      userId: user.id,
      tournamentId,
      tournamentName: match.tourn_name,
      matchNo,
      teamName: team.team_name,
      reason: input.reason,
      at: new Date(),
    });
    const row = await disputes.find(id, trx);
    if (!row) throw notFound(DISPUTE_NOT_FOUND);
    return toDisputeJson(row, match.results_posted_at);
  }

  return {
    async open(
      user: { id: number; username: string },
      tournamentId: number,
      matchNo: number,
      input: OpenDisputeInput,
    ): Promise<DisputeJson> {
      try {
        return await db
          .transaction()
          .execute((trx) => openInTransaction(trx, user, tournamentId, matchNo, input));
      } catch (error) {
        if (isUniqueViolation(error, ONE_OPEN_INDEX)) {
          throw conflict(DISPUTE_MESSAGES.alreadyOpen, 'matchNo');
        }
        throw error;
      }
    },

    /** The disputes of the caller's squads (of one tournament when named), newest first. */
    mine: async (userId: number, tournamentId?: number) =>
      (await disputes.ofMember(userId, tournamentId)).map((row) => toDisputeJson(row)),
  };
}

export type DisputeService = ReturnType<typeof createDisputeService>;
