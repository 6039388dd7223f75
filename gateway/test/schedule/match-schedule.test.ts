import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterTeam } from '../../../backend/test/support/entries';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
} from '../../../backend/test/support/fixtures';
import { type TestStack, startStack } from '../support/gateway-server';

/**
 * The schedule through the gateway against the real backend: everyone reads the matches, only
 * members of booked squads (and organisers) read a released room, and only organisers edit a
 * match or publish its room.
 */

const SCHEDULE = /* GraphQL */ `
  query Schedule($id: ID!) {
    tournament(id: $id, kind: NORMAL) {
      id
      matches {
        number
        map
        startsAt
        roomReleased
        roomReleaseAt
        room {
          matchNumber
          roomId
          password
        }
      }
    }
  }
`;
const ADMIN_SCHEDULE = /* GraphQL */ `
  query AdminSchedule($id: ID!) {
    admin {
      tournament(id: $id) {
        schedule {
          number
          map
          startsAt
          resultsPostedAt
          room {
            roomId
            password
            releaseAt
            releasedAt
          }
        }
      }
    }
  }
`;
const EDIT = /* GraphQL */ `
  mutation Edit($id: ID!, $match: Int!, $map: String, $startsAt: DateTime) {
    editMatch(tournamentId: $id, matchNumber: $match, map: $map, startsAt: $startsAt) {
      errors {
        field
        code
        message
      }
      tournament {
        matches {
          number
          map
        }
      }
    }
  }
`;
const PUBLISH = /* GraphQL */ `
  mutation Publish(
    $id: ID!
    $match: Int!
    $roomId: String!
    $password: String!
    $releaseAt: DateTime
  ) {
    publishMatchRoom(
      tournamentId: $id
      matchNumber: $match
      roomId: $roomId
      password: $password
      releaseAt: $releaseAt
    ) {
      errors {
        field
        code
        message
      }
      tournament {
        matches {
          number
          roomReleased
        }
      }
    }
  }
`;

describe("a tournament's matches through the gateway", () => {
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
    id = String(await createTournament(stack.backend, { tourn_name: 'Gateway Night' }));
    await enterTeam(stack.backend, Number(id), { players: [member, 'm2', 'm3', 'm4'] });
  });
  afterAll(() => stack.close());

  const as = (user: TestUser | null, query: string, variables: Record<string, unknown>) =>
    stack.gateway.graphql(query, variables, user ? { token: user.token } : {});
  const matchesFor = async (user: TestUser | null) => {
    const result = await as(user, SCHEDULE, { id });
    expect(result.body.errors).toBeUndefined();
    return result.body.data.tournament.matches;
  };

  it('shows everyone the schedule: the rotation, no room before its release', async () => {
    for (const viewer of [null, member, other, admin]) {
      expect(await matchesFor(viewer)).toEqual([
        expect.objectContaining({ number: 1, map: 'Bermuda', roomReleased: false, room: null }),
        expect.objectContaining({ number: 2, map: 'Purgatory', roomReleased: false, room: null }),
        expect.objectContaining({ number: 3, map: 'Kalahari', roomReleased: false, room: null }),
      ]);
    }
  });

  it('lets the organiser edit a match and publish its room; each viewer then sees what is theirs', async () => {
    const edited = await as(admin, EDIT, { id, match: 2, map: 'Alpine' });
    expect(edited.body.data.editMatch.errors).toEqual([]);
    expect(edited.body.data.editMatch.tournament.matches[1]).toEqual({ number: 2, map: 'Alpine' });

    const published = await as(admin, PUBLISH, {
      id,
      match: 2,
      roomId: '2468',
      password: 'ff2',
      releaseAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(published.body.data.publishMatchRoom.errors).toEqual([]);
    expect(published.body.data.publishMatchRoom.tournament.matches[1]).toEqual({
      number: 2,
      roomReleased: true,
    });

    const roomOf = async (viewer: TestUser | null) => (await matchesFor(viewer))[1].room;
    expect(await roomOf(member)).toEqual({ matchNumber: 2, roomId: '2468', password: 'ff2' });
    expect(await roomOf(admin)).toEqual({ matchNumber: 2, roomId: '2468', password: 'ff2' });
    expect(await roomOf(other)).toBeNull();
    expect(await roomOf(null)).toBeNull();

    const desk = await as(admin, ADMIN_SCHEDULE, { id });
    expect(desk.body.data.admin.tournament.schedule[1]).toMatchObject({
      number: 2,
      map: 'Alpine',
      resultsPostedAt: null,
      room: { roomId: '2468', password: 'ff2', releasedAt: expect.any(String) },
    });
    expect(desk.body.data.admin.tournament.schedule[0].room).toBeNull();
  });

  it('refuses an unknown match, a bad map, a start out of order, naming the argument', async () => {
    const unknown = await as(admin, EDIT, { id, match: 9, map: 'Alpine' });
    expect(unknown.body.data.editMatch.errors).toEqual([
      expect.objectContaining({ code: 'NOT_FOUND', message: 'Match not found' }),
    ]);
    const badMap = await as(admin, EDIT, { id, match: 1, map: 'Erangel' });
    expect(badMap.body.data.editMatch.errors).toEqual([
      {
        field: 'map',
        code: 'INVALID',
        message: 'Map must be one of Bermuda, Purgatory, Kalahari, Nextera, Alpine, Random',
      },
    ]);
    const early = await as(admin, EDIT, { id, match: 3, startsAt: '2001-01-01T00:00:00Z' });
    expect(early.body.data.editMatch.errors).toEqual([
      expect.objectContaining({ field: 'startsAt', code: 'INVALID' }),
    ]);
    const longPassword = await as(admin, PUBLISH, {
      id,
      match: 1,
      roomId: '1',
      password: 'p'.repeat(51),
    });
    expect(longPassword.body.data.publishMatchRoom.errors).toEqual([
      expect.objectContaining({
        field: 'password',
        message: 'Room password cannot exceed 50 characters',
      }),
    ]);
  });

  it('refuses the writes to players and visitors before asking the backend', async () => {
    for (const [viewer, code] of [
      [member, 'FORBIDDEN'],
      [null, 'UNAUTHENTICATED'],
    ] as const) {
      const edit = await as(viewer, EDIT, { id, match: 1, map: 'Alpine' });
      const publish = await as(viewer, PUBLISH, { id, match: 1, roomId: '1', password: '2' });
      for (const result of [edit, publish]) {
        expect(result.body.errors?.[0]?.extensions?.code).toBe(code);
      }
    }
    expect((await matchesFor(null))[0].map).toBe('Bermuda');
  });
});
