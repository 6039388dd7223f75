import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../backend/test/support/fixtures';
import { type TestStack, startStack } from '../support/gateway-server';
import { type Stage, createStage } from './tournament-stage';

const BOOKING = /* GraphQL */ `
  query Booking($id: ID!, $kind: TournamentKind) {
    tournament(id: $id, kind: $kind) {
      viewerBooking {
        booked
        canBook
      }
    }
  }
`;
const TEAMS = /* GraphQL */ `
  query Teams($id: ID!, $kind: TournamentKind) {
    tournament(id: $id, kind: $kind) {
      teams {
        id
        name
        players {
          position
          inGameName
        }
      }
    }
  }
`;
const ROOM = /* GraphQL */ `
  query Room($id: ID!, $kind: TournamentKind) {
    tournament(id: $id, kind: $kind) {
      room {
        released
        roomId
        password
      }
    }
  }
`;
const MY_TEAM = /* GraphQL */ `
  query MyTeam($id: ID!, $kind: TournamentKind) {
    tournament(id: $id, kind: $kind) {
      myTeam {
        role
        code
        name
        playersJoined
        playersNeeded
        message
      }
    }
  }
`;

describe("Tournament: the viewer's booking, teams, room and team", () => {
  let stack: TestStack;
  let stage: Stage;
  /** A normal tournament: `booker` booked a slot, `outsider` did not. */
  let normal: number;
  let booker: TestUser;
  let outsider: TestUser;
  let bookerTeam: string;
  /** A special tournament with a team of `leader` and `member`. */
  let special: number;
  let leader: TestUser;
  let member: TestUser;
  let teamCode: string;

  beforeAll(async () => {
    stack = await startStack();
    stage = await createStage(stack.backend);
    [booker, outsider, leader, member] = await Promise.all([
      stage.player(100),
      stage.player(),
      stage.player(100),
      stage.player(100),
    ]);
    normal = await stage.tournament({ entryFee: 20 });
    bookerTeam = await stage.bookSlot(booker, normal);
    special = await stage.tournament({ kind: 'special', teamSize: 4, entryFee: 5 });
    teamCode = await stage.createTeam(leader, special, 'Special Squad');
    await stage.joinTeam(member, special, teamCode);
  });
  afterAll(() => stack?.close());

  const ask = async (query: string, id: number, kind: 'NORMAL' | 'SPECIAL', user?: TestUser) =>
    stack.gateway.graphql(query, { id: String(id), kind }, { token: user?.token });

  const data = async (query: string, id: number, kind: 'NORMAL' | 'SPECIAL', user?: TestUser) => {
    const result = await ask(query, id, kind, user);
    expect(result.body.errors).toBeUndefined();
    return result.body.data.tournament;
  };

  const errorOf = async (
    query: string,
    id: number,
    kind: 'NORMAL' | 'SPECIAL',
    user?: TestUser,
  ) => {
    const result = await ask(query, id, kind, user);
    expect(result.body.errors).toHaveLength(1);
    const [error] = result.body.errors ?? [];
    return { code: error?.extensions?.code, message: error?.message };
  };

  describe('viewerBooking', () => {
    it('is not booked and cannot book without a token', async () => {
      expect(await data(BOOKING, normal, 'NORMAL')).toEqual({
        viewerBooking: { booked: false, canBook: false },
      });
      expect(await data(BOOKING, special, 'SPECIAL')).toEqual({
        viewerBooking: { booked: false, canBook: false },
      });
    });

    it('tells a normal tournament booked or not for the logged-in viewer', async () => {
      expect(await data(BOOKING, normal, 'NORMAL', booker)).toEqual({
        viewerBooking: { booked: true, canBook: false },
      });
      expect(await data(BOOKING, normal, 'NORMAL', outsider)).toEqual({
        viewerBooking: { booked: false, canBook: true },
      });
    });

    it('tells a special tournament booked from the team messages, leader or member', async () => {
      expect(await data(BOOKING, special, 'SPECIAL', leader)).toEqual({
        viewerBooking: { booked: true, canBook: false },
      });
      expect(await data(BOOKING, special, 'SPECIAL', member)).toEqual({
        viewerBooking: { booked: true, canBook: false },
      });
      expect(await data(BOOKING, special, 'SPECIAL', outsider)).toEqual({
        viewerBooking: { booked: false, canBook: true },
      });
    });

    it('cannot book a tournament whose bookings are closed', async () => {
      const cancelled = await stage.tournament({ status: 'cancelled' });
      expect(await data(BOOKING, cancelled, 'NORMAL', outsider)).toEqual({
        viewerBooking: { booked: false, canBook: false },
      });
    });
  });

  describe('teams', () => {
    it('needs a token', async () => {
      expect(await errorOf(TEAMS, normal, 'NORMAL')).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(await errorOf(TEAMS, special, 'SPECIAL')).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it('is FORBIDDEN to a player not entered, with the platform message', async () => {
      expect(await errorOf(TEAMS, normal, 'NORMAL', outsider)).toEqual({
        code: 'FORBIDDEN',
        message: 'You have not registered for the tournament',
      });
      expect(await errorOf(TEAMS, special, 'SPECIAL', outsider)).toEqual({
        code: 'FORBIDDEN',
        message: 'You have not registered for the tournament',
      });
    });

    it('lists the squads of a normal tournament with their players by position, blanks left out', async () => {
      const second = await stage.player(100);
      const name = 'Five Stack';
      const booked = await stack.backend.call('POST', '/api/bookings/slot', {
        token: second.token,
        body: {
          tournamentId: normal,
          teamName: name,
          inGameName: 'Captain',
          player2: 'Two',
          player3: 'Three',
          player4: 'Four',
          player5: 'Five',
          player6: '',
          whatsappNumber: '9876543210',
        },
      });
      expect(booked.status).toBe(200);
      const { teams } = await data(TEAMS, normal, 'NORMAL', booker);
      expect(teams.map((team: { name: string }) => team.name)).toEqual([bookerTeam, name]);
      expect(teams[0].players).toHaveLength(4);
      expect(teams[1]).toEqual({
        id: expect.any(String),
        name,
        players: [
          { position: 1, inGameName: 'Captain' },
          { position: 2, inGameName: 'Two' },
          { position: 3, inGameName: 'Three' },
          { position: 4, inGameName: 'Four' },
          { position: 5, inGameName: 'Five' },
        ],
      });
    });

    it('lists the teams of a special tournament, open places left out', async () => {
      expect(await data(TEAMS, special, 'SPECIAL', member)).toEqual({
        teams: [
          {
            id: expect.any(String),
            name: 'Special Squad',
            players: [
              { position: 1, inGameName: 'Leader' },
              { position: 2, inGameName: 'Joiner' },
            ],
          },
        ],
      });
    });
  });

  describe('room', () => {
    it('needs a token and an entry in the tournament', async () => {
      expect(await errorOf(ROOM, normal, 'NORMAL')).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(await errorOf(ROOM, normal, 'NORMAL', outsider)).toEqual({
        code: 'FORBIDDEN',
        message: 'You have not registered for the tournament',
      });
    });

    it('is not released until the organiser releases it, then gives ID and password', async () => {
      const id = await stage.tournament();
      const player = await stage.player();
      await stage.bookSlot(player, id);
      expect(await data(ROOM, id, 'NORMAL', player)).toEqual({
        room: { released: false, roomId: null, password: null },
      });
      await stage.room(id, 'ROOM-4412', 'pass77');
      expect(await data(ROOM, id, 'NORMAL', player)).toEqual({
        room: { released: true, roomId: 'ROOM-4412', password: 'pass77' },
      });
    });

    it('is released to the members of a special team', async () => {
      await stage.room(special, '9981', 'squad');
      expect(await data(ROOM, special, 'SPECIAL', member)).toEqual({
        room: { released: true, roomId: '9981', password: 'squad' },
      });
    });
  });

  describe('myTeam', () => {
    it('is null for a normal tournament', async () => {
      expect(await data(MY_TEAM, normal, 'NORMAL', booker)).toEqual({ myTeam: null });
    });

    it('needs a token in a special tournament', async () => {
      expect(await errorOf(MY_TEAM, special, 'SPECIAL')).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });

    it("gives the leader's, the member's and an outsider's role with the platform's message", async () => {
      const team = { code: teamCode, name: 'Special Squad', playersJoined: 2, playersNeeded: 2 };
      expect(await data(MY_TEAM, special, 'SPECIAL', leader)).toEqual({
        myTeam: { role: 'LEADER', ...team, message: 'You have already created a team' },
      });
      expect(await data(MY_TEAM, special, 'SPECIAL', member)).toEqual({
        myTeam: { role: 'MEMBER', ...team, message: 'You have joined a team' },
      });
      expect(await data(MY_TEAM, special, 'SPECIAL', outsider)).toEqual({
        myTeam: {
          role: 'NONE',
          code: null,
          name: null,
          playersJoined: 0,
          playersNeeded: 0,
          message: 'You have not created a team yet',
        },
      });
    });

    it('reads the team once when booking state and team are asked together', async () => {
      const before = stack.backend.requestLog.length;
      const result = await stack.gateway.graphql(
        /* GraphQL */ `
          query Both($id: ID!) {
            tournament(id: $id, kind: SPECIAL) {
              viewerBooking {
                booked
              }
              myTeam {
                role
              }
            }
          }
        `,
        { id: String(special) },
        { token: member.token },
      );
      expect(result.body.data.tournament).toEqual({
        viewerBooking: { booked: true },
        myTeam: { role: 'MEMBER' },
      });
      const myTeamReads = stack.backend.requestLog
        .slice(before)
        .filter((entry) => entry.url.includes('teams/my-team'));
      expect(myTeamReads).toHaveLength(1);
    });
  });
});
