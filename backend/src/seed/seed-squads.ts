import type { Trx } from '../db/db';

/**
 * Whole squads in the demo evening (decision 037): the booker of a squad in an upcoming
 * tournament the demo player has not entered invites them, so the invitations inbox has
 * something to accept. (No bell line: the seeded bell tells the evening's story as it is.)
 */
export async function seedDemoInvitation(trx: Trx, demoPlayerId: number): Promise<void> {
  const team = await trx
    .selectFrom('teams')
    .innerJoin('tournaments as t', 't.tourn_id', 'teams.tournament_id')
    .select(['teams.id', 'teams.tournament_id', 'teams.team_name', 'teams.leader_id'])
    .where('t.kind', '=', 'normal')
    .where('t.status', '=', 'upcoming')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('team_players as p')
            .select('p.team_id')
            .whereRef('p.tournament_id', '=', 't.tourn_id')
            .where('p.user_id', '=', demoPlayerId),
        ),
      ),
    )
    .orderBy('t.tourn_start')
    .orderBy('teams.id')
    .executeTakeFirst();
  if (!team) return;
  await trx
    .insertInto('squad_invitations')
    .values({
      tournament_id: team.tournament_id,
      team_id: team.id,
      invited_by: team.leader_id,
      invitee_id: demoPlayerId,
      invited_as: 'username',
    })
    .execute();
}
