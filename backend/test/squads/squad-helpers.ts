import { type TestUser, createUser } from '../support/fixtures';
import type { TestServer } from '../support/test-server';

let uidSequence = 0;

/** A player with a Free Fire identity on their profile, as a member needs to join a squad. */
export async function createPlayer(
  server: TestServer,
  ffIgn: string,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<TestUser> {
  const user = await createUser(server, overrides);
  uidSequence += 1;
  await server.db
    .updateTable('users')
    .set({ ff_ign: ffIgn, ff_uid: String(5_100_000_000 + uidSequence * 7919 + user.id) })
    .where('id', '=', user.id)
    .execute();
  return user;
}

/** Books a slot over HTTP, the teammates typed as names; answers the team's id. */
export async function bookSquad(
  server: TestServer,
  booker: TestUser,
  tournamentId: number,
  teamName: string,
  names: string[] = ['Second', 'Third', 'Fourth'],
): Promise<number> {
  const [player2, player3, player4] = names;
  const response = await server.call('POST', '/api/bookings/slot', {
    token: booker.token,
    body: {
      tournamentId,
      teamName,
      inGameName: `${teamName} IGL`,
      player2,
      player3,
      player4,
      whatsappNumber: '9876543210',
    },
  });
  if (response.status !== 200) throw new Error(`booking answered ${response.status}`);
  return response.body.teamId as number;
}

export const invite = (
  server: TestServer,
  booker: TestUser,
  teamId: number,
  who: { mobile: string } | { username: string },
) =>
  server.call('POST', '/api/squads/invite', {
    token: booker.token,
    body: { teamId, by: 'mobile' in who ? 'mobile' : 'username', ...who },
  });

export async function invitationsOf(server: TestServer, player: TestUser) {
  const response = await server.call('GET', '/api/squads/invitations', { token: player.token });
  if (response.status !== 200) throw new Error(`invitations answered ${response.status}`);
  return response.body as { id: number; teamName: string; invitedBy: string }[];
}

/** Invites and accepts: the player becomes a member of the squad. */
export async function addMember(
  server: TestServer,
  booker: TestUser,
  teamId: number,
  member: TestUser,
) {
  const invited = await invite(server, booker, teamId, { mobile: member.mobile });
  if (invited.status !== 200) throw new Error(`invite answered ${invited.status}`);
  const accepted = await server.call(
    'POST',
    `/api/squads/invitations/${invited.body.invitationId}/accept`,
    { token: member.token },
  );
  if (accepted.status !== 200) throw new Error(`accept answered ${accepted.status}`);
}

export const mySquad = (server: TestServer, player: TestUser, tournamentId: number) =>
  server.call('GET', '/api/squads/mine', { token: player.token, query: { tournamentId } });

export async function squadEvents(server: TestServer, tournamentId: number) {
  const rows = await server.db
    .selectFrom('events')
    .select(['kind', 'subject_id'])
    .where('tournament_id', '=', tournamentId)
    .where('kind', '=', 'squad.changed')
    .execute();
  return rows.length;
}

export async function bellOf(server: TestServer, player: TestUser) {
  const response = await server.call('GET', '/api/notifications', { token: player.token });
  return response.body.notifications as { kind: string; message: string }[];
}
