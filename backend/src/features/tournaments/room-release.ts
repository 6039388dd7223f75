import type { TournamentRow } from '../../db/schema';
import type { Mail } from '../../mail/mailer';
import { createEntriesRepository } from './entries-repository';
import type { Trx } from '../../db/db';
import { NOTIFICATION_MESSAGES } from '../../change/notification-messages';
import { notify } from '../../change/notify';
import { roomReleasedMail } from './room-mails';

/**
 * A room's first release, inside the transaction that released it: the bell of every entrant
 * with an account. Returns their e-mails, which go out once the transaction has committed.
 */
export async function announceRoomRelease(trx: Trx, tournament: TournamentRow): Promise<Mail[]> {
  const entrants = await createEntriesRepository(trx).entrants(tournament.tourn_id);
  for (const entrant of entrants) {
    await notify(trx, {
      userId: entrant.userId,
      kind: 'room_released',
      message: NOTIFICATION_MESSAGES.roomReleased(tournament.tourn_name),
      tournamentId: tournament.tourn_id,
    });
  }
  return entrants.map((entrant) => roomReleasedMail(entrant.email, tournament));
}
