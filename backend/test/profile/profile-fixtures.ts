import type { TestServer } from '../support/test-server';

/** Match results written straight to the database, and the user row a profile change touches. */

export async function addResult(
  server: TestServer,
  result: {
    tournamentId: number;
    matchId: number;
    teamId: number;
    kills: [number, number, number, number];
    booyah?: boolean;
    positionPoints?: number;
  },
): Promise<void> {
  const [p1, p2, p3, p4] = result.kills;
  await server.db
    .insertInto('match_results')
    .values({
      tournament_id: result.tournamentId,
      match_id: result.matchId,
      team_id: result.teamId,
      player1_kills: p1,
      player2_kills: p2,
      player3_kills: p3,
      player4_kills: p4,
      position_points: result.positionPoints ?? (result.booyah ? 12 : 0),
      match_participated: 1,
      booyah: result.booyah ? 1 : 0,
    })
    .execute();
}

export const userRow = (server: TestServer, userId: number) =>
  server.db
    .selectFrom('users')
    .select(['username', 'mobile', 'bio', 'profile_picture_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
