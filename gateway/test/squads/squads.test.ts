import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import type { UpstreamSquad, UpstreamSquadInvitation } from '../../src/upstream/squad-types';
import { PROFILE, testSigningKey } from '../upstream/upstream-fixtures';

const INVITATION: UpstreamSquadInvitation = {
  id: 5,
  tournamentId: 41,
  tournamentName: 'Monsoon Mayhem Cup',
  tournamentStart: '2026-11-28T16:30:00.000Z',
  teamId: 9,
  teamName: 'Team Bravo',
  invitedBy: 'rohan',
  invitee: 'viper',
  invitedAs: 'mobile',
  createdAt: '2026-11-27T10:00:00.000Z',
};
const SQUAD: UpstreamSquad = {
  teamId: 9,
  tournamentId: 41,
  teamName: 'Team Bravo',
  squadCode: 'BRV7KX',
  capacity: 6,
  isBooker: true,
  members: [
    {
      position: 1,
      inGameName: 'BravoIGL',
      userId: 7,
      username: 'rohan',
      ffUid: '5123456789',
      ffIgn: 'BravoIGL',
      isBooker: true,
    },
    {
      position: 2,
      inGameName: 'Ghost',
      userId: null,
      username: null,
      ffUid: null,
      ffIgn: null,
      isBooker: false,
    },
  ],
  invitations: [INVITATION],
};

const SQUAD_FIELDS = `squad { teamId squadCode isBooker members { position inGameName userId username ffUid isBooker } invitations { id invitee invitedAs } }`;
const INVITE = `mutation ($input: SquadInviteInput!) {
  inviteToSquad(input: $input) { errors { field code message } message ${SQUAD_FIELDS} }
}`;
const ACCEPT = `mutation ($id: ID!) {
  acceptSquadInvitation(id: $id) { errors { field message } message ${SQUAD_FIELDS} invitations { id } }
}`;
const REMOVE = `mutation ($teamId: ID!, $userId: ID!) {
  removeSquadMember(teamId: $teamId, userId: $userId) { errors { message } message }
}`;
const INBOX = `{ viewer { ffUid ffIgn squadInvitations { id teamName invitedBy tournamentName invitedAs } } }`;
const ADMIN_SQUAD = `query ($teamId: ID!) { admin { squad(teamId: $teamId) { teamName members { ffUid } } } }`;

describe('whole squads over the REST contract', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let booker: string;
  let member: string;
  let organiser: string;
  let invitations: UpstreamSquadInvitation[];

  beforeAll(async () => {
    const signing = await testSigningKey();
    booker = await signing.sign({ sub: '7', role: 'player' });
    member = await signing.sign({ sub: '8', role: 'player' });
    organiser = await signing.sign({ sub: '1', role: 'admin' });
    upstream = await startMswUpstream(
      http.get('*/.well-known/jwks.json', () => HttpResponse.json(signing.jwks)),
      http.get('*/api/v1/profile/me', () =>
        HttpResponse.json({ ...PROFILE, ffUid: '5123456789', ffIgn: 'BravoIGL' }),
      ),
      http.get('*/api/squads/invitations', () => HttpResponse.json(invitations)),
      http.get('*/api/squads/mine', () => HttpResponse.json(SQUAD)),
      http.get('*/api/admin/squads/:teamId', ({ params }) =>
        params.teamId === '9'
          ? HttpResponse.json(SQUAD)
          : HttpResponse.json({ message: 'No squad has this id' }, { status: 404 }),
      ),
      http.post('*/api/squads/invite', async ({ request }) => {
        const body = (await request.json()) as { mobile?: string };
        if (body.mobile === '6000000001') {
          const message =
            'No player can be invited by this mobile number: check it, or share your squad code';
          return HttpResponse.json(
            { message, errors: [{ field: 'mobile', message }] },
            { status: 400 },
          );
        }
        return HttpResponse.json({ message: 'Invitation sent', invitationId: 5, tournamentId: 41 });
      }),
      http.post('*/api/squads/invitations/:id/accept', () => {
        invitations = [];
        return HttpResponse.json({
          message: 'You joined the squad',
          tournamentId: 41,
          position: 2,
        });
      }),
      http.post('*/api/squads/:teamId/members/:userId/remove', () =>
        HttpResponse.json(
          { message: 'Only the player who booked the squad can do this' },
          { status: 403 },
        ),
      ),
    );
    gateway = await startGateway(upstream.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });
  beforeEach(() => {
    invitations = [INVITATION];
    upstream.requests.length = 0;
  });

  const squadCalls = () => upstream.requests.filter((r) => r.path.startsWith('/api/squads'));

  it('lets the booker invite by mobile and answers the squad as it is now', async () => {
    const result = await gateway.graphql(
      INVITE,
      { input: { teamId: '9', by: 'MOBILE', mobile: '9876501234' } },
      { token: booker },
    );
    expect(result.body.data.inviteToSquad).toEqual({
      errors: [],
      message: 'Invitation sent',
      squad: {
        teamId: '9',
        squadCode: 'BRV7KX',
        isBooker: true,
        members: [
          {
            position: 1,
            inGameName: 'BravoIGL',
            userId: '7',
            username: 'rohan',
            ffUid: '5123456789',
            isBooker: true,
          },
          {
            position: 2,
            inGameName: 'Ghost',
            userId: null,
            username: null,
            ffUid: null,
            isBooker: false,
          },
        ],
        invitations: [{ id: '5', invitee: 'viper', invitedAs: 'MOBILE' }],
      },
    });
  });

  it("refuses the booker's malformed mobile by the shared rule, before any call", async () => {
    const result = await gateway.graphql(
      INVITE,
      { input: { teamId: '9', by: 'MOBILE', mobile: '123' } },
      { token: booker },
    );
    expect(result.body.data.inviteToSquad.errors).toEqual([
      { field: 'mobile', code: 'INVALID', message: 'Mobile number must be 10 digits' },
    ]);
    expect(squadCalls()).toEqual([]);
  });

  it("passes the backend's refusal on the field it names", async () => {
    const result = await gateway.graphql(
      INVITE,
      { input: { teamId: '9', by: 'MOBILE', mobile: '6000000001' } },
      { token: booker },
    );
    expect(result.body.data.inviteToSquad.errors).toEqual([
      {
        field: 'mobile',
        code: 'INVALID',
        message:
          'No player can be invited by this mobile number: check it, or share your squad code',
      },
    ]);
    expect(result.body.data.inviteToSquad.squad).toBeNull();
  });

  it('shows a member their invitations and profile fields, and accepting empties the inbox', async () => {
    const inbox = await gateway.graphql(INBOX, {}, { token: member });
    expect(inbox.body.data.viewer).toEqual({
      ffUid: '5123456789',
      ffIgn: 'BravoIGL',
      squadInvitations: [
        {
          id: '5',
          teamName: 'Team Bravo',
          invitedBy: 'rohan',
          tournamentName: 'Monsoon Mayhem Cup',
          invitedAs: 'MOBILE',
        },
      ],
    });
    const accepted = await gateway.graphql(ACCEPT, { id: '5' }, { token: member });
    expect(accepted.body.data.acceptSquadInvitation).toMatchObject({
      errors: [],
      message: 'You joined the squad',
      squad: { teamId: '9' },
      invitations: [],
    });
    const sent = upstream.requests.find((r) => r.path === '/api/squads/invitations/5/accept');
    expect(sent?.headers.authorization).toBe(`Bearer ${member}`);
  });

  it("answers another player's removal with the backend's FORBIDDEN sentence", async () => {
    const result = await gateway.graphql(REMOVE, { teamId: '9', userId: '8' }, { token: member });
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'Only the player who booked the squad can do this',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('refuses a visitor every squad mutation and read, with no call', async () => {
    for (const [query, variables] of [
      [INVITE, { input: { teamId: '9', by: 'MOBILE', mobile: '9876501234' } }],
      [ACCEPT, { id: '5' }],
      [REMOVE, { teamId: '9', userId: '8' }],
    ] as const) {
      const result = await gateway.graphql(query, variables);
      expect(result.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(
      (await gateway.graphql(ADMIN_SQUAD, { teamId: '9' })).body.errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect(squadCalls()).toEqual([]);
  });

  it("shows organisers any squad with its members' UIDs, and refuses players", async () => {
    const result = await gateway.graphql(ADMIN_SQUAD, { teamId: '9' }, { token: organiser });
    expect(result.body.data.admin.squad).toEqual({
      teamName: 'Team Bravo',
      members: [{ ffUid: '5123456789' }, { ffUid: null }],
    });
    const missing = await gateway.graphql(ADMIN_SQUAD, { teamId: '99' }, { token: organiser });
    expect(missing.body.data.admin.squad).toBeNull();
    const player = await gateway.graphql(ADMIN_SQUAD, { teamId: '9' }, { token: booker });
    expect(player.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
