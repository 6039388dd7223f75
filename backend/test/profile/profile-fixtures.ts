import { createSigningKeysRepository } from '../../src/features/accounts/signing-keys-repository';
import { createTokenService } from '../../src/features/accounts/token-service';
import type { TestServer } from '../support/test-server';

/** Teams, team sheets and match results written straight to the database, to set the stage. */

let teamSequence = 0;

/**
 * A team in a tournament; `players[i]` sits at position i + 1, a user id or null for a name
 * without an account. The tournament's slot count follows, as a booking would do.
 */
export async function addTeam(
  server: TestServer,
  tournamentId: number,
  players: (number | null)[],
): Promise<number> {
  teamSequence += 1;
  const leader = players.find((player): player is number => player !== null);
  if (leader === undefined) throw new Error('a team needs at least one player with an account');
  return server.db.transaction().execute(async (trx) => {
    const team = await trx
      .insertInto('teams')
      .values({
        tournament_id: tournamentId,
        team_name: `Squad ${teamSequence}`,
        leader_id: leader,
        whatsapp_number: '9876543210',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('team_players')
      .values(
        players.map((userId, index) => ({
          team_id: team.id,
          position: index + 1,
          tournament_id: tournamentId,
          user_id: userId,
          in_game_name: `IGN${teamSequence}x${index + 1}`,
        })),
      )
      .execute();
    await trx
      .updateTable('tournaments')
      .set((eb) => ({ slots_taken: eb('slots_taken', '+', 1) }))
      .where('tourn_id', '=', tournamentId)
      .execute();
    return team.id;
  });
}

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

export async function banUser(server: TestServer, userId: number): Promise<void> {
  await server.db
    .updateTable('users')
    .set({ banned_at: new Date(), ban_reason: 'Hacked app detected' })
    .where('id', '=', userId)
    .execute();
}

/** A real token whose payload was rewritten to claim another user: the signature no longer fits. */
export function forgedToken(token: string, userId: number): string {
  const [header, , signature] = token.split('.');
  const payload = Buffer.from(
    JSON.stringify({ sub: String(userId), role: 'player', iss: 'creators-combat-league' }),
  ).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** A correctly signed token that expired an hour ago. */
export async function expiredToken(server: TestServer, userId: number): Promise<string> {
  const tokens = await createTokenService(createSigningKeysRepository(server.db), -1);
  return tokens.issue({ userId, role: 'player' });
}

export const userRow = (server: TestServer, userId: number) =>
  server.db
    .selectFrom('users')
    .select(['username', 'mobile', 'bio', 'profile_picture_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

export const pictureCount = async (server: TestServer) =>
  Number(
    (
      await server.db
        .selectFrom('pictures')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );
