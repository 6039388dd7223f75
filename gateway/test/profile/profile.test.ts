import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureForm, pngBytes } from '../../../backend/test/profile/images';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  uniqueMobile,
} from '../../../backend/test/support/fixtures';
import { PAYLOAD_FIELDS, upstreamCallsOf, withoutUpstreamCall } from '../account/upstream-calls';
import { type TestStack, startStack } from '../support/gateway-server';

const VIEWER = `{ viewer { id displayId username email mobile bio pictureUrl stats { tournamentsPlayed wins kills } } }`;
const VIEWER_TOURNAMENTS = `query ($search: String) { viewer { tournaments(search: $search) { id name kind } } }`;
const UPDATE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { ${PAYLOAD_FIELDS} viewer { username mobile bio } } }`;
const BOOK = `mutation ($input: BookSlotInput!) { bookSlot(input: $input) { ${PAYLOAD_FIELDS} } }`;
const CREATE_TEAM = `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { ${PAYLOAD_FIELDS} } }`;

const squad = (tournamentId: number, teamName: string) => ({
  tournamentId: String(tournamentId),
  teamName,
  inGameName: 'Leader',
  player2: 'Two',
  player3: 'Three',
  player4: 'Four',
  whatsappNumber: '9876543210',
});

describe('the viewer through the gateway', () => {
  let stack: TestStack;
  let admin: TestUser;
  beforeAll(async () => {
    stack = await startStack();
    admin = await createAdmin(stack.backend);
  });
  afterAll(() => stack.close());

  it('is null without a token, and no call is made', async () => {
    const result = await withoutUpstreamCall(stack, () => stack.gateway.graphql(VIEWER));
    expect(result.body).toEqual({ data: { viewer: null } });
  });

  it('shows the profile with the id as #AEI00 plus the id', async () => {
    const player = await createUser(stack.backend);
    const result = await stack.gateway.graphql(VIEWER, {}, { token: player.token });
    expect(result.body.data.viewer).toEqual({
      id: String(player.id),
      displayId: `#AEI00${player.id}`,
      username: player.username,
      email: player.email,
      mobile: player.mobile,
      bio: null,
      pictureUrl: null,
      stats: { tournamentsPlayed: 0, wins: 0, kills: 0 },
    });
  });

  it("gives the picture as the gateway's own /media/pictures URL", async () => {
    const player = await createUser(stack.backend);
    const upload = await stack.backend.call('PUT', '/api/v1/profile/update-picture', {
      token: player.token,
      rawBody: pictureForm(pngBytes()),
    });
    const pictureId = String(upload.body.profilePicture).split('/').pop();
    const result = await stack.gateway.graphql(VIEWER, {}, { token: player.token });
    expect(result.body.data.viewer.pictureUrl).toBe(`/media/pictures/${pictureId}`);
  });

  it('counts games, wins and kills from posted results', async () => {
    const player = await createUser(stack.backend);
    const tournamentId = await createTournament(stack.backend);
    await stack.gateway.graphql(
      BOOK,
      { input: squad(tournamentId, 'Night Owls') },
      { token: player.token },
    );
    const posted = await stack.backend.call(
      'POST',
      `/api/admin/tournaments/${tournamentId}/results`,
      {
        token: admin.token,
        body: {
          matchId: 1,
          rows: [
            {
              teamName: 'Night Owls',
              player1Kills: 7,
              player2Kills: 3,
              player3Kills: 0,
              player4Kills: 1,
              postionPoints: 12,
              booyah: 1,
            },
          ],
        },
      },
    );
    expect(posted.status).toBe(200);
    const result = await stack.gateway.graphql(VIEWER, {}, { token: player.token });
    expect(result.body.data.viewer.stats).toEqual({ tournamentsPlayed: 1, wins: 1, kills: 7 });
  });

  it('lists booked and joined tournaments with their kind, searchable', async () => {
    const player = await createUser(stack.backend);
    const normal = await createTournament(stack.backend, { tourn_name: 'Monsoon Clash' });
    const special = await createTournament(stack.backend, {
      kind: 'special',
      tourn_name: 'Diwali Showdown',
      tourn_start: new Date(Date.now() + 96 * 3_600_000),
    });
    await stack.gateway.graphql(
      BOOK,
      { input: squad(normal, 'Rain Squad') },
      { token: player.token },
    );
    await stack.gateway.graphql(
      CREATE_TEAM,
      {
        input: {
          tournamentId: String(special),
          teamName: 'Lamps',
          iglInGameName: 'Leader',
          whatsappNumber: '9876543210',
        },
      },
      { token: player.token },
    );

    const all = await stack.gateway.graphql(VIEWER_TOURNAMENTS, {}, { token: player.token });
    expect(all.body.data.viewer.tournaments).toEqual([
      { id: String(special), name: 'Diwali Showdown', kind: 'SPECIAL' },
      { id: String(normal), name: 'Monsoon Clash', kind: 'NORMAL' },
    ]);
    const searched = await stack.gateway.graphql(
      VIEWER_TOURNAMENTS,
      { search: 'monsoon' },
      { token: player.token },
    );
    expect(searched.body.data.viewer.tournaments).toEqual([
      { id: String(normal), name: 'Monsoon Clash', kind: 'NORMAL' },
    ]);
  });

  it('updates username, mobile and bio and answers the viewer as it now is', async () => {
    const player = await createUser(stack.backend);
    const mobile = uniqueMobile();
    const username = `renamed${player.id}`;
    const result = await stack.gateway.graphql(
      UPDATE,
      { input: { username, mobile, bio: 'Rusher. IGL on weekends.' } },
      { token: player.token },
    );
    expect(result.body.data.updateProfile).toEqual({
      errors: [],
      message: 'Profile updated successfully!',
      viewer: { username, mobile, bio: 'Rusher. IGL on weekends.' },
    });

    const kept = await stack.gateway.graphql(
      UPDATE,
      { input: { username, mobile } },
      { token: player.token },
    );
    expect(kept.body.data.updateProfile.viewer.bio).toBe('Rusher. IGL on weekends.');
    const cleared = await stack.gateway.graphql(
      UPDATE,
      { input: { username, mobile, bio: '' } },
      { token: player.token },
    );
    expect(cleared.body.data.updateProfile.viewer.bio).toBeNull();
  });

  it('reads the profile again after the change instead of answering the one read before', async () => {
    const player = await createUser(stack.backend);
    const calls = await upstreamCallsOf(stack, () =>
      stack.gateway.graphql(
        `mutation ($input: ProfileInput!) { updateProfile(input: $input) { viewer { bio } } }`,
        { input: { username: player.username, mobile: player.mobile, bio: 'fresh' } },
        { token: player.token },
      ),
    );
    expect(calls).toEqual(['PUT /v1/profile/update', 'GET /api/v1/profile/me']);
  });

  it("answers a username another player has with CONFLICT and the platform's message", async () => {
    const player = await createUser(stack.backend);
    const other = await createUser(stack.backend);
    const result = await stack.gateway.graphql(
      UPDATE,
      { input: { username: other.username, mobile: player.mobile } },
      { token: player.token },
    );
    expect(result.body.data.updateProfile).toEqual({
      errors: [{ field: 'username', code: 'CONFLICT', message: 'Username is already taken' }],
      message: 'Username is already taken',
      viewer: null,
    });
  });

  it('refuses the §5 rules of Edit Profile without calling the platform', async () => {
    const player = await createUser(stack.backend);
    const cases = [
      [{ username: '', mobile: player.mobile }, 'username', 'Username is required'],
      [{ username: 'ok', mobile: '' }, 'mobile', 'Mobile number is required'],
      [{ username: 'ok', mobile: '98765' }, 'mobile', 'Mobile number must be 10 digits'],
      [
        { username: 'ok', mobile: player.mobile, bio: 'x'.repeat(201) },
        'bio',
        "Bio can't exceed 200 characters",
      ],
    ] as const;
    for (const [input, field, message] of cases) {
      const result = await withoutUpstreamCall(stack, () =>
        stack.gateway.graphql(UPDATE, { input }, { token: player.token }),
      );
      expect(result.body.data.updateProfile).toEqual({
        errors: [{ field, code: 'INVALID', message }],
        message,
        viewer: null,
      });
    }
  });

  it('refuses a profile change without a token with UNAUTHENTICATED, without calling the platform', async () => {
    const result = await withoutUpstreamCall(stack, () =>
      stack.gateway.graphql(UPDATE, { input: { username: 'someone', mobile: '9876543210' } }),
    );
    expect(result.body.data).toBeNull();
    expect(result.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
