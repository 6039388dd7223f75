import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterTeam } from '../../../backend/test/support/entries';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
} from '../../../backend/test/support/fixtures';
import { postedMatch, recordCorrection } from '../../../backend/test/disputes/dispute-helpers';
import { PNG } from '../admin/admin-helpers';
import { type TestStack, startStack } from '../support/gateway-server';

/**
 * Check-in and disputes through the gateway against the real backend, asked by a member of
 * the squad, the organiser, another player and a visitor: each sees and may do what is theirs.
 */

const MINUTE = 60_000;
const ERRORS = 'errors { field code message }';
const PLAYER_VIEW = /* GraphQL */ `
  query Night($id: ID!) {
    tournament(id: $id, kind: NORMAL) {
      checkInWindow {
        opensMinutes
        closesMinutes
        phase
      }
      myCheckIn {
        window {
          phase
        }
        squad {
          teamName
          status
          checkedInAt
        }
      }
      myDisputes {
        matchNumber
        reason
        status
        screenshotUrl
      }
    }
  }
`;
const CHECK_IN = `mutation ($id: ID!) { checkIn(tournamentId: $id) { ${ERRORS} checkIn { squad { checkedInAt } } } }`;
const OPEN = `mutation ($input: OpenDisputeInput!) {
  openDispute(input: $input) { ${ERRORS} dispute { id matchNumber teamName openedBy status } }
}`;
const RESOLVE = `mutation ($id: ID!, $resolution: DisputeResolution!, $reason: String!) {
  resolveDispute(id: $id, resolution: $resolution, reason: $reason) { ${ERRORS} dispute { status resolutionReason } }
}`;
const OVERRIDE = `mutation ($id: ID!, $reason: String!) {
  overridePrizeHold(tournamentId: $id, reason: $reason) { ${ERRORS} prizeHold { held override { reason } } }
}`;
const DESK = /* GraphQL */ `
  query Desk($id: ID!) {
    admin {
      disputes {
        id
        teamName
        matchNumber
        status
      }
      tournament(id: $id) {
        checkIns {
          window {
            phase
          }
          squads {
            teamName
            status
            checkedInAt
          }
        }
        disputes {
          id
          status
        }
        prizeHold {
          held
          openDisputes
          holdingDisputes
        }
      }
    }
  }
`;

describe('check-in and disputes through the gateway', () => {
  let stack: TestStack;
  let admin: TestUser;
  let member: TestUser;
  let other: TestUser;
  let id: string;

  beforeAll(async () => {
    stack = await startStack();
    admin = await createAdmin(stack.backend);
    member = await createUser(stack.backend);
    other = await createUser(stack.backend);
    const start = new Date(Date.now() + 20 * MINUTE);
    id = String(
      await createTournament(stack.backend, {
        tourn_name: 'Gateway Check-in Night',
        tourn_start: start,
        reg_start: new Date(Date.now() - 600 * MINUTE),
        reg_end: new Date(Date.now() - MINUTE),
        checkin_opens_minutes: 30,
        checkin_closes_minutes: 10,
      }),
    );
    await enterTeam(stack.backend, Number(id), {
      teamName: 'Team Bravo',
      players: [member, 'm2', 'm3', 'm4'],
    });
    await postedMatch(stack.backend, Number(id), 1, 5);
  });
  afterAll(() => stack.close());

  const as = (user: TestUser | null, query: string, variables: Record<string, unknown>) =>
    stack.gateway.graphql(query, variables, user ? { token: user.token } : {});

  it('shows everyone the window, and only a member their squad and disputes', async () => {
    const visitor = await as(null, PLAYER_VIEW, { id });
    expect(visitor.body.data.tournament).toEqual({
      checkInWindow: { opensMinutes: 30, closesMinutes: 10, phase: 'OPEN' },
      myCheckIn: null,
      myDisputes: null,
    });
    const stranger = await as(other, PLAYER_VIEW, { id });
    expect(stranger.body.data.tournament.myCheckIn).toEqual({
      window: { phase: 'OPEN' },
      squad: null,
    });
    expect(stranger.body.data.tournament.myDisputes).toEqual([]);
  });

  it('checks a member in; another player and a visitor are refused', async () => {
    const refused = await as(other, CHECK_IN, { id });
    expect(refused.body.data.checkIn.errors).toEqual([
      {
        field: 'checkIn',
        code: 'INVALID',
        message: 'Only a member of a booked squad can check it in',
      },
    ]);
    const visitor = await as(null, CHECK_IN, { id });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const done = await as(member, CHECK_IN, { id });
    expect(done.body.data.checkIn.errors).toEqual([]);
    expect(done.body.data.checkIn.checkIn.squad.checkedInAt).toEqual(expect.any(String));
    const twice = await as(member, CHECK_IN, { id });
    expect(twice.body.data.checkIn.errors[0]).toMatchObject({ field: 'checkIn', code: 'CONFLICT' });
    const desk = await as(admin, DESK, { id });
    expect(desk.body.data.admin.tournament.checkIns).toEqual({
      window: { phase: 'OPEN' },
      squads: [{ teamName: 'Team Bravo', status: 'ACTIVE', checkedInAt: expect.any(String) }],
    });
    const notOrganiser = await as(member, DESK, { id });
    expect(notOrganiser.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('opens a dispute for a member, by the shared rule, and the organiser resolves it', async () => {
    const input = { tournamentId: id, matchNumber: 1, reason: '' };
    const noReason = await as(member, OPEN, { input });
    expect(noReason.body.data.openDispute.errors).toEqual([
      { field: 'reason', code: 'INVALID', message: 'Say what went wrong in this match' },
    ]);
    const stranger = await as(other, OPEN, { input: { ...input, reason: 'glitch' } });
    expect(stranger.body.data.openDispute.errors[0]).toMatchObject({ field: 'tournamentId' });
    const visitor = await as(null, OPEN, { input: { ...input, reason: 'glitch' } });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const opened = await as(member, OPEN, { input: { ...input, reason: 'Lobby glitch' } });
    expect(opened.body.data.openDispute).toMatchObject({
      errors: [],
      dispute: {
        matchNumber: 1,
        teamName: 'Team Bravo',
        openedBy: member.username,
        status: 'OPEN',
      },
    });
    const disputeId = opened.body.data.openDispute.dispute.id;
    const again = await as(member, OPEN, { input: { ...input, reason: 'Again' } });
    expect(again.body.data.openDispute.errors[0]).toMatchObject({
      field: 'matchNumber',
      code: 'CONFLICT',
    });

    const desk = await as(admin, DESK, { id });
    expect(desk.body.data.admin.disputes).toContainEqual({
      id: disputeId,
      teamName: 'Team Bravo',
      matchNumber: 1,
      status: 'OPEN',
    });
    expect(desk.body.data.admin.tournament.prizeHold).toEqual({
      held: true,
      openDisputes: 1,
      holdingDisputes: [disputeId],
    });

    const variables = { id: disputeId, resolution: 'CORRECTED', reason: 'Kills fixed' };
    const byMember = await as(member, RESOLVE, variables);
    expect(byMember.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const tooEarly = await as(admin, RESOLVE, variables);
    expect(tooEarly.body.data.resolveDispute.errors[0]).toMatchObject({ field: 'resolution' });
    const blank = await as(admin, RESOLVE, { ...variables, reason: ' ' });
    expect(blank.body.data.resolveDispute.errors[0]).toMatchObject({ field: 'reason' });
    await recordCorrection(stack.backend, admin.id, Number(id), 1);
    const resolved = await as(admin, RESOLVE, variables);
    expect(resolved.body.data.resolveDispute).toEqual({
      errors: [],
      dispute: { status: 'CORRECTED', resolutionReason: 'Kills fixed' },
    });
    const mine = await as(member, PLAYER_VIEW, { id });
    expect(mine.body.data.tournament.myDisputes).toEqual([
      { matchNumber: 1, reason: 'Lobby glitch', status: 'CORRECTED', screenshotUrl: null },
    ]);
  });

  it('lets only the organiser override a prize hold, with a reason', async () => {
    await as(member, OPEN, { input: { tournamentId: id, matchNumber: 1, reason: 'Another' } });
    const byMember = await as(member, OVERRIDE, { id, reason: 'Pay now' });
    expect(byMember.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitor = await as(null, OVERRIDE, { id, reason: 'Pay now' });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const blank = await as(admin, OVERRIDE, { id, reason: '' });
    expect(blank.body.data.overridePrizeHold.errors[0]).toMatchObject({ field: 'reason' });
    const lifted = await as(admin, OVERRIDE, { id, reason: 'About kills only' });
    expect(lifted.body.data.overridePrizeHold).toEqual({
      errors: [],
      prizeHold: { held: false, override: { reason: 'About kills only' } },
    });
  });

  it('takes a member’s screenshot upload and shows it with the dispute', async () => {
    await postedMatch(stack.backend, Number(id), 2, 5);
    const upload = async (token?: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'lobby.png');
      return fetch(`${stack.gateway.url}/api/screenshots`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: form,
      });
    };
    expect((await upload()).status).toBe(401);
    const stored = await upload(member.token);
    expect(stored.status).toBe(201);
    const { pictureId, url } = (await stored.json()) as { pictureId: string; url: string };
    expect(url).toBe(`/media/pictures/${pictureId}`);
    const input = { tournamentId: id, matchNumber: 2, reason: 'Crash', screenshotId: pictureId };
    const opened = await as(member, OPEN, { input });
    expect(opened.body.data.openDispute.errors).toEqual([]);
    const mine = await as(member, PLAYER_VIEW, { id });
    expect(mine.body.data.tournament.myDisputes[0]).toMatchObject({
      matchNumber: 2,
      screenshotUrl: url,
    });
  });
});
