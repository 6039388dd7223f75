import { NOTIFICATION_MESSAGES } from '../../change/notification-messages';
import { notify } from '../../change/notify';
import { recordEvent } from '../../change/record-event';
import type { Trx } from '../../db/db';
import type { TeamStatus, TournamentRow } from '../../db/schema';

/**
 * What a team status change tells, in its transaction: the check-in lists (a squad's status
 * shows there) and, when the squad is marked absent, each member in the bell, with the refund
 * rule that keeps the fee (SPEC §9: refunds only for cancellations or technical faults).
 */
export async function announceTeamStatus(
  trx: Trx,
  tournament: TournamentRow,
  team: { id: number; name: string },
  status: TeamStatus,
): Promise<void> {
  await recordEvent(trx, {
    kind: 'checkin.changed',
    tournamentId: tournament.tourn_id,
    subjectId: team.id,
  });
  await recordEvent(trx, { kind: 'console.changed', subjectId: 'checkin' });
  if (status !== 'absent') return;
  const members = await trx
    .selectFrom('team_players')
    .select('user_id')
    .where('team_id', '=', team.id)
    .where('user_id', 'is not', null)
    .execute();
  for (const { user_id: userId } of members) {
    await notify(trx, {
      userId: userId as number,
      kind: 'team_absent',
      message: NOTIFICATION_MESSAGES.teamAbsent(team.name, tournament.tourn_name),
      tournamentId: tournament.tourn_id,
    });
  }
}
