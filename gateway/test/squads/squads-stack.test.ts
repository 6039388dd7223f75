import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createAdmin,
  createTournament,
} from '../../../backend/test/support/fixtures';
import { bookSquad, createPlayer } from '../../../backend/test/squads/squad-helpers';
import { type TestStack, startStack } from '../support/gateway-server';

/**
 * Whole squads through the gateway against the real backend, asked by the booker, a member who
 * accepted, another player and a visitor: each sees what is theirs.
 */
const ERRORS = 'errors { field code message }';
const SQUAD = 'squad { teamName squadCode isBooker members { inGameName username ffUid } }';
const VIEW = `query ($id: ID!) {
  tournament(id: $id, kind: NORMAL) { viewerBooking { booked } mySquad { teamName isBooker members { inGameName ffUid } invitations { invitee } } }
}`;
const INVITE = `mutation ($input: SquadInviteInput!) { inviteToSquad(input: $input) { ${ERRORS} message ${SQUAD} } }`;
const INBOX = `{ viewer { squadInvitations { id teamName invitedBy } } }`;
const ACCEPT = `mutation ($id: ID!) { acceptSquadInvitation(id: $id) { ${ERRORS} message ${SQUAD} } }`;
const ROOM = `query ($id: ID!) { tournament(id: $id, kind: NORMAL) { room { roomId } } }`;
const ADMIN_SQUAD = `query ($teamId: ID!) { admin { squad(teamId: $teamId) { members { ffUid } } } }`;

describe('whole squads through the gateway', () => {
  let stack: TestStack;
  let booker: TestUser;
  let member: TestUser;
  let other: TestUser;
  let organiser: TestUser;
  let id: string;
  let teamId: number;

  beforeAll(async () => {
    stack = await startStack();
    booker = await createPlayer(stack.backend, 'BravoIGL');
    member = await createPlayer(stack.backend, 'Viper');
    other = await createPlayer(stack.backend, 'Other');
    organiser = await createAdmin(stack.backend);
    id = String(await createTournament(stack.backend, { tourn_name: 'Gateway Squad Night' }));
    teamId = await bookSquad(stack.backend, booker, Number(id), 'Team Bravo', [
      'Ghost',
      'Viper',
      'Hawk',
    ]);
  });
  afterAll(() => stack.close());

  const as = (user: TestUser | null, query: string, variables: Record<string, unknown> = {}) =>
    stack.gateway.graphql(query, variables, user ? { token: user.token } : {});

  it('lets the booker invite and the member accept; both then see the squad as theirs', async () => {
    const input = { teamId: String(teamId), by: 'MOBILE', mobile: member.mobile };
    const invited = await as(booker, INVITE, { input });
    expect(invited.body.data.inviteToSquad).toMatchObject({
      errors: [],
      message: 'Invitation sent',
      squad: { teamName: 'Team Bravo', isBooker: true },
    });
    const inbox = await as(member, INBOX);
    expect(inbox.body.data.viewer.squadInvitations).toMatchObject([
      { teamName: 'Team Bravo', invitedBy: booker.username },
    ]);
    const before = await as(member, ROOM, { id });
    expect(before.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const accepted = await as(member, ACCEPT, {
      id: inbox.body.data.viewer.squadInvitations[0].id,
    });
    expect(accepted.body.data.acceptSquadInvitation).toMatchObject({
      errors: [],
      message: 'You joined the squad',
      squad: { isBooker: false },
    });
    const names = accepted.body.data.acceptSquadInvitation.squad.members.map(
      (m: { inGameName: string }) => m.inGameName,
    );
    expect(names).toEqual(['Team Bravo IGL', 'Ghost', 'Viper', 'Hawk']);

    const view = await as(member, VIEW, { id });
    expect(view.body.data.tournament.viewerBooking.booked).toBe(true);
    expect(view.body.data.tournament.mySquad.members[2].ffUid).toMatch(/^\d{10}$/);
    // Members do not see who else the booker invited; the booker does.
    expect(view.body.data.tournament.mySquad.invitations).toEqual([]);
    const after = await as(member, ROOM, { id });
    expect(after.body.errors).toBeUndefined();
  });

  it('shows another player and a visitor no squad, and refuses their invitations', async () => {
    for (const viewer of [other, null]) {
      const view = await as(viewer, VIEW, { id });
      expect(view.body.data.tournament.mySquad).toBeNull();
    }
    const input = { teamId: String(teamId), by: 'USERNAME', username: other.username };
    const stranger = await as(other, INVITE, { input });
    expect(stranger.body.errors?.[0]).toMatchObject({
      message: 'Only the player who booked the squad can do this',
      extensions: { code: 'FORBIDDEN' },
    });
    const visitor = await as(null, INVITE, { input });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("shows the organiser any squad with its members' UIDs", async () => {
    const desk = await as(organiser, ADMIN_SQUAD, { teamId: String(teamId) });
    expect(desk.body.data.admin.squad.members[0].ffUid).toMatch(/^\d{10}$/);
    const player = await as(other, ADMIN_SQUAD, { teamId: String(teamId) });
    expect(player.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
