import type { Trx } from '../../db/db';
import type { MatchRow } from '../../db/schema';
import type { Mail } from '../../mail/mailer';
import { recordEvent } from '../../change/record-event';
import { createTournamentReads } from '../tournaments/public';
import { announceMatchRoom } from './match-announce';

/**
 * A room the releaser has just claimed at its time: its live event (subject: the match number)
 * and the bell of every member of every booked squad, in the releaser's transaction. Returns the
 * e-mails, which go out once it has committed.
 */
export async function releaseClaimedRoom(trx: Trx, match: MatchRow): Promise<Mail[]> {
  await recordEvent(trx, {
    kind: 'room.released',
    tournamentId: match.tournament_id,
    subjectId: match.match_no,
  });
  const tournament = await createTournamentReads(trx).findById(match.tournament_id, trx);
  return tournament ? announceMatchRoom(trx, tournament, match, false) : [];
}
