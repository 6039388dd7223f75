import type { Trx } from '../../db/db';
import type { MatchRow, TournamentRow } from '../../db/schema';
import type { Mail } from '../../mail/mailer';
import { NOTIFICATION_MESSAGES } from '../../change/notification-messages';
import { notifyMany } from '../../change/notify';
import { createEntryReads } from '../tournaments/public';
import { matchRoomMail } from './match-mails';

/**
 * A match's room reaching every member of every booked squad, inside the transaction that
 * released or changed it: the bell of each. Returns their e-mails, which go out once the
 * transaction has committed.
 */
export async function announceMatchRoom(
  trx: Trx,
  tournament: TournamentRow,
  match: MatchRow,
  changed: boolean,
): Promise<Mail[]> {
  const entrants = await createEntryReads(trx).entrants(tournament.tourn_id, trx);
  const message = changed
    ? NOTIFICATION_MESSAGES.matchRoomChanged(match.match_no, tournament.tourn_name)
    : NOTIFICATION_MESSAGES.matchRoomReleased(match.match_no, tournament.tourn_name);
  await notifyMany(
    trx,
    entrants.map((entrant) => ({
      userId: entrant.userId,
      kind: changed ? 'match_room_changed' : 'match_room_released',
      message,
      tournamentId: tournament.tourn_id,
    })),
  );
  return entrants.map((entrant) => matchRoomMail(entrant.email, tournament, match, changed));
}
