import type { TournamentRow } from '../../db/schema';
import type { Trx } from '../../db/db';
import { NOTIFICATION_MESSAGES } from '../../change/notification-messages';
import { notifyMany } from '../../change/notify';
import { recordEvent } from '../../change/record-event';
import { createEntryReads } from '../tournaments/public';

/**
 * A match's standings changed (results posted or corrected, a penalty given or taken back):
 * its live event, subject the match number, so POINTS follows without a reload. With a bell
 * message, every member of every booked squad gets it too.
 */
export async function announceResults(
  trx: Trx,
  tournament: TournamentRow,
  matchNo: number,
  message?: string,
): Promise<void> {
  const tournamentId = tournament.tourn_id;
  await recordEvent(trx, { kind: 'results.posted', tournamentId, subjectId: matchNo });
  if (message === undefined) return;
  const entrants = await createEntryReads(trx).entrants(tournamentId);
  await notifyMany(
    trx,
    entrants.map((entrant) => ({
      userId: entrant.userId,
      kind: 'results_posted',
      message,
      tournamentId,
    })),
  );
}

/** The bell text of a posting or a correction of a match's results. */
export const resultsMessage = (tournament: TournamentRow, matchNo: number, corrected: boolean) =>
  NOTIFICATION_MESSAGES.resultsPosted(matchNo, tournament.tourn_name, corrected);
