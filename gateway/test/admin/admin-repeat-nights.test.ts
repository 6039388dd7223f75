import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterTeam } from '../../../backend/test/support/entries';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
} from '../../../backend/test/support/fixtures';
import { type TestStack, startStack } from '../support/gateway-server';
import { codesOf, schedule } from './admin-helpers';

/**
 * Repeat nights through the gateway against the real backend: the organiser's message to every
 * member of every booked squad, and a tournament created as another's duplicate, as organiser,
 * member, other player and visitor.
 */

const MESSAGE = `mutation Message($t: ID!, $text: String!) {
  messageSquads(tournamentId: $t, text: $text) { errors { field code message } message recipients }
}`;
const BELL = `{ viewer { notifications { items { kind message tournamentId } } } }`;
const CREATE = `mutation Create($input: TournamentInput!) {
  createTournament(input: $input) { errors { field code message } tournament { id name } }
}`;
const HISTORY = `query History($id: ID!) {
  admin { tournament(id: $id) { history { action summary } } }
}`;

describe('repeat nights through the gateway', () => {
  let stack: TestStack;
  let admin: TestUser;

  beforeAll(async () => {
    stack = await startStack();
    admin = await createAdmin(stack.backend);
  });
  afterAll(() => stack.close());

  const graphql = (query: string, variables: Record<string, unknown>, token?: string) =>
    stack.gateway.graphql(query, variables, token ? { token } : {});

  /** A squad of three members with accounts and a fourth teammate known by name only. */
  async function bookedTournament(name: string) {
    const id = await createTournament(stack.backend, { tourn_name: name });
    const members = [
      await createUser(stack.backend),
      await createUser(stack.backend),
      await createUser(stack.backend),
    ];
    await enterTeam(stack.backend, id, { teamName: 'Team Bravo', players: [...members, 'Ghost'] });
    return { id: String(id), members };
  }

  describe('messageSquads', () => {
    it("reaches every member's bell, as ORGANISER_MESSAGE, and says how many", async () => {
      const { id, members } = await bookedTournament('Gateway Scrim');
      const outsider = await createUser(stack.backend);

      const sent = await graphql(MESSAGE, { t: id, text: 'Match 2 on Purgatory' }, admin.token);

      expect(sent.body.data.messageSquads).toEqual({
        errors: [],
        message: 'Sent to 3 members',
        recipients: 3,
      });
      for (const member of members) {
        const bell = await graphql(BELL, {}, member.token);
        expect(bell.body.data.viewer.notifications.items).toEqual([
          {
            kind: 'ORGANISER_MESSAGE',
            message: 'Gateway Scrim: Match 2 on Purgatory',
            tournamentId: id,
          },
        ]);
      }
      const outsiderBell = await graphql(BELL, {}, outsider.token);
      expect(outsiderBell.body.data.viewer.notifications.items).toEqual([]);
    });

    it('refuses an empty or too long text on its field, before asking the platform', async () => {
      const { id, members } = await bookedTournament('Quiet Scrim');
      for (const [text, message] of [
        ['  ', 'Write the message'],
        ['x'.repeat(301), 'The message cannot exceed 300 characters'],
      ] as const) {
        const refused = await graphql(MESSAGE, { t: id, text }, admin.token);
        expect(refused.body.data.messageSquads).toEqual({
          errors: [{ field: 'text', code: 'INVALID', message }],
          message,
          recipients: null,
        });
      }
      const asked = stack.backend.requestLog.filter((request) => request.url.includes(id));
      expect(asked.filter((request) => request.url.endsWith('/messages'))).toEqual([]);
      const bell = await graphql(BELL, {}, members[0]!.token);
      expect(bell.body.data.viewer.notifications.items).toEqual([]);
    });

    it("passes on the platform's refusals: nobody booked, too many messages", async () => {
      const empty = String(await createTournament(stack.backend, { tourn_name: 'Empty' }));
      const nobody = await graphql(MESSAGE, { t: empty, text: 'Hello' }, admin.token);
      expect(nobody.body.data.messageSquads.errors).toEqual([
        {
          field: null,
          code: 'INVALID',
          message: 'No squad has booked this tournament yet: there is nobody to message',
        },
      ]);

      const { id } = await bookedTournament('Chatty Scrim');
      for (let n = 1; n <= 5; n += 1) {
        const sent = await graphql(MESSAGE, { t: id, text: `Update ${n}` }, admin.token);
        expect(sent.body.data.messageSquads.errors).toEqual([]);
      }
      const limited = await graphql(MESSAGE, { t: id, text: 'Update 6' }, admin.token);
      expect(limited.body.data.messageSquads.errors).toEqual([
        {
          field: null,
          code: 'RATE_LIMITED',
          message:
            "At most 5 messages to one tournament's squads in 60 minutes: wait before sending another",
        },
      ]);
    });

    it('is refused to a member, another player and a visitor', async () => {
      const { id, members } = await bookedTournament('Guarded Scrim');
      const other = await createUser(stack.backend);
      const asMember = await graphql(MESSAGE, { t: id, text: 'Hi' }, members[0]!.token);
      const asOther = await graphql(MESSAGE, { t: id, text: 'Hi' }, other.token);
      const asVisitor = await graphql(MESSAGE, { t: id, text: 'Hi' });
      expect(codesOf(asMember)).toEqual(['FORBIDDEN']);
      expect(codesOf(asOther)).toEqual(['FORBIDDEN']);
      expect(codesOf(asVisitor)).toEqual(['UNAUTHENTICATED']);
      const bell = await graphql(BELL, {}, members[1]!.token);
      expect(bell.body.data.viewer.notifications.items).toEqual([]);
    });
  });

  describe('createTournament with duplicateOf', () => {
    const input = (name: string, duplicateOf?: string) => ({
      kind: 'NORMAL',
      name,
      prizePool: '1000',
      entryFee: '20',
      totalSlots: 12,
      matchesCount: 3,
      ...schedule(),
      ...(duplicateOf === undefined ? {} : { duplicateOf }),
    });

    it('creates the copy and its history says what it duplicates', async () => {
      const { id: original } = await bookedTournament('Scrim 41');
      const created = await graphql(CREATE, { input: input('Scrim 42', original) }, admin.token);
      expect(created.body.data.createTournament.errors).toEqual([]);
      const copy = created.body.data.createTournament.tournament.id as string;

      const history = await graphql(HISTORY, { id: copy }, admin.token);
      expect(history.body.data.admin.tournament.history).toEqual([
        {
          action: 'TOURNAMENT_DUPLICATED',
          summary: expect.stringContaining(`Duplicated Scrim 41 (#${original}) as Scrim 42`),
        },
      ]);
    });

    it('refuses an unknown or malformed original on duplicateOf', async () => {
      for (const duplicateOf of ['999999', 'abc']) {
        const refused = await graphql(CREATE, { input: input('Orphan', duplicateOf) }, admin.token);
        expect(refused.body.data.createTournament).toEqual({
          errors: [
            {
              field: 'duplicateOf',
              code: 'INVALID',
              message: 'There is no tournament with this id to copy',
            },
          ],
          tournament: null,
        });
      }
    });

    it('is refused to a player and a visitor', async () => {
      const player = await createUser(stack.backend);
      const asPlayer = await graphql(CREATE, { input: input('Sneaky', '1') }, player.token);
      const asVisitor = await graphql(CREATE, { input: input('Sneaky', '1') });
      expect(codesOf(asPlayer)).toEqual(['FORBIDDEN']);
      expect(codesOf(asVisitor)).toEqual(['UNAUTHENTICATED']);
    });
  });
});
