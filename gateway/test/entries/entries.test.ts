import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createTournament,
  createUser,
  fundWallet,
  ledgerMismatches,
} from '../../../backend/test/support/fixtures';
import { PAYLOAD_FIELDS, withoutUpstreamCall } from '../account/upstream-calls';
import { type TestStack, startStack } from '../support/gateway-server';

const ENTRY_FIELDS = `${PAYLOAD_FIELDS} teamCode`;
const BOOK = `mutation ($input: BookSlotInput!) { bookSlot(input: $input) { ${ENTRY_FIELDS} tournament { id kind slotsAvailable viewerBooking { booked } } } }`;
const CREATE_TEAM = `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { ${ENTRY_FIELDS} tournament { id kind myTeam { role code name playersJoined } } } }`;
const JOIN_TEAM = `mutation ($input: JoinTeamInput!) { joinTeam(input: $input) { ${ENTRY_FIELDS} tournament { id kind myTeam { role code name playersJoined } } } }`;
const BALANCE = `{ viewer { wallet { balance { paise } } } }`;
const SLOTS = `query ($id: ID!) { tournament(id: $id) { slotsAvailable } }`;

const squad = (tournamentId: number | string, teamName = 'Night Owls') => ({
  tournamentId: String(tournamentId),
  teamName,
  inGameName: 'OwlLeader',
  player2: 'OwlTwo',
  player3: 'OwlThree',
  player4: 'OwlFour',
  player5: null,
  whatsappNumber: '9876543210',
});

const newTeam = (tournamentId: number, teamName = 'Lamps') => ({
  tournamentId: String(tournamentId),
  teamName,
  iglInGameName: 'LampLeader',
  whatsappNumber: '9876543210',
});

const joining = (tournamentId: number, teamCode: string) => ({
  tournamentId: String(tournamentId),
  teamCode,
  playerInGameName: 'Wick',
});

describe('entries through the gateway', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterEach(async () => {
    expect(await ledgerMismatches(stack.backend)).toEqual([]);
  });
  afterAll(() => stack.close());

  const as = (player: TestUser) => ({ token: player.token });
  const balanceOf = async (player: TestUser) =>
    (await stack.gateway.graphql(BALANCE, {}, as(player))).body.data.viewer.wallet.balance.paise;
  const slotsOf = async (id: number) =>
    (await stack.gateway.graphql(SLOTS, { id: String(id) })).body.data.tournament.slotsAvailable;

  describe('bookSlot', () => {
    it('books a slot, takes the fee and answers the tournament as it now is', async () => {
      const player = await createUser(stack.backend);
      await fundWallet(stack.backend, player.id, 100);
      const id = await createTournament(stack.backend, { entry_fee_paise: 5_000, total_slots: 12 });
      const result = await stack.gateway.graphql(BOOK, { input: squad(id) }, as(player));
      expect(result.body.data.bookSlot).toEqual({
        errors: [],
        message: 'Slot booked successfully!',
        teamCode: null,
        tournament: {
          id: String(id),
          kind: 'NORMAL',
          slotsAvailable: 11,
          viewerBooking: { booked: true },
        },
      });
      expect(await balanceOf(player)).toBe(5_000);
    });

    it('refuses a second booking with CONFLICT and the platform message', async () => {
      const player = await createUser(stack.backend);
      const id = await createTournament(stack.backend);
      await stack.gateway.graphql(BOOK, { input: squad(id) }, as(player));
      const again = await stack.gateway.graphql(BOOK, { input: squad(id, 'Again') }, as(player));
      expect(again.body.data.bookSlot).toEqual({
        errors: [
          {
            field: null,
            code: 'CONFLICT',
            message: 'You have already booked a slot in this tournament',
          },
        ],
        message: 'You have already booked a slot in this tournament',
        teamCode: null,
        tournament: null,
      });
    });

    it('refuses the slot another squad took', async () => {
      const [first, second] = [await createUser(stack.backend), await createUser(stack.backend)];
      const id = await createTournament(stack.backend, { total_slots: 1 });
      await stack.gateway.graphql(BOOK, { input: squad(id, 'First') }, as(first));
      const late = await stack.gateway.graphql(BOOK, { input: squad(id, 'Late') }, as(second));
      expect(late.body.data.bookSlot.errors).toEqual([
        { field: null, code: 'INVALID', message: 'No slots available' },
      ]);
    });

    it('refuses a fee beyond the balance and keeps both the slot and the money', async () => {
      const player = await createUser(stack.backend);
      await fundWallet(stack.backend, player.id, 49);
      const id = await createTournament(stack.backend, { entry_fee_paise: 5_000 });
      const result = await stack.gateway.graphql(BOOK, { input: squad(id) }, as(player));
      expect(result.body.data.bookSlot.errors).toEqual([
        { field: null, code: 'INVALID', message: 'Insufficient wallet balance' },
      ]);
      expect(await balanceOf(player)).toBe(4_900);
      expect(await slotsOf(id)).toBe(12);
    });

    it('passes on why a special tournament takes no slot booking', async () => {
      const player = await createUser(stack.backend);
      const id = await createTournament(stack.backend, { kind: 'special' });
      const result = await stack.gateway.graphql(BOOK, { input: squad(id) }, as(player));
      expect(result.body.data.bookSlot.errors).toEqual([
        {
          field: null,
          code: 'INVALID',
          message: 'This tournament takes teams: create or join a team instead',
        },
      ]);
    });

    it.each([
      [{ teamName: '' }, 'teamName', 'Please enter your team name'],
      [{ inGameName: ' ' }, 'inGameName', 'Player IGN required'],
      [{ player2: '' }, 'player2', 'Player 2 required'],
      [{ player3: '' }, 'player3', 'Player 3 required'],
      [{ player4: '' }, 'player4', 'Player 4 required'],
      [{ whatsappNumber: '' }, 'whatsappNumber', 'Please enter your WhatsApp number'],
      [
        { whatsappNumber: '98765 43210' },
        'whatsappNumber',
        'Enter a valid 10-digit WhatsApp number',
      ],
      [{ tournamentId: 'abc' }, 'tournamentId', 'Invalid tournament id'],
    ])(
      'refuses %o with the §5 message, without calling the platform',
      async (change, field, message) => {
        const player = await createUser(stack.backend);
        const result = await withoutUpstreamCall(stack, () =>
          stack.gateway.graphql(BOOK, { input: { ...squad(1), ...change } }, as(player)),
        );
        expect(result.body.data.bookSlot).toEqual({
          errors: [{ field, code: 'INVALID', message }],
          message,
          teamCode: null,
          tournament: null,
        });
      },
    );
  });

  describe('teams of special tournaments', () => {
    it('creates a team with a code that another player joins', async () => {
      const [leader, member] = [await createUser(stack.backend), await createUser(stack.backend)];
      const id = await createTournament(stack.backend, { kind: 'special' });
      const created = await stack.gateway.graphql(CREATE_TEAM, { input: newTeam(id) }, as(leader));
      const { teamCode } = created.body.data.createTeam;
      expect(created.body.data.createTeam).toEqual({
        errors: [],
        message: 'Team created successfully',
        teamCode: expect.stringMatching(/^\w+$/),
        tournament: {
          id: String(id),
          kind: 'SPECIAL',
          myTeam: { role: 'LEADER', code: teamCode, name: 'Lamps', playersJoined: 1 },
        },
      });

      const joined = await stack.gateway.graphql(
        JOIN_TEAM,
        { input: joining(id, teamCode) },
        as(member),
      );
      expect(joined.body.data.joinTeam).toEqual({
        errors: [],
        message: 'Joined team successfully',
        teamCode: null,
        tournament: {
          id: String(id),
          kind: 'SPECIAL',
          myTeam: { role: 'MEMBER', code: teamCode, name: 'Lamps', playersJoined: 2 },
        },
      });
    });

    it("answers a wrong team code with NOT_FOUND and the platform's { error } message", async () => {
      const player = await createUser(stack.backend);
      const id = await createTournament(stack.backend, { kind: 'special' });
      const result = await stack.gateway.graphql(
        JOIN_TEAM,
        { input: joining(id, 'NOPE42') },
        as(player),
      );
      expect(result.body.data.joinTeam).toEqual({
        errors: [{ field: null, code: 'NOT_FOUND', message: 'Invalid team code' }],
        message: 'Invalid team code',
        teamCode: null,
        tournament: null,
      });
    });

    it('answers a full team with CONFLICT', async () => {
      const [leader, member, late] = [
        await createUser(stack.backend),
        await createUser(stack.backend),
        await createUser(stack.backend),
      ];
      const id = await createTournament(stack.backend, { kind: 'special', team_size: 2 });
      const created = await stack.gateway.graphql(CREATE_TEAM, { input: newTeam(id) }, as(leader));
      const code = created.body.data.createTeam.teamCode;
      await stack.gateway.graphql(JOIN_TEAM, { input: joining(id, code) }, as(member));
      const result = await stack.gateway.graphql(JOIN_TEAM, { input: joining(id, code) }, as(late));
      expect(result.body.data.joinTeam.errors).toEqual([
        { field: null, code: 'CONFLICT', message: 'Team is full' },
      ]);
    });

    it('refuses a create or join fee beyond the balance', async () => {
      const [leader, member] = [await createUser(stack.backend), await createUser(stack.backend)];
      const id = await createTournament(stack.backend, { kind: 'special', entry_fee_paise: 3_000 });
      const poor = await stack.gateway.graphql(CREATE_TEAM, { input: newTeam(id) }, as(leader));
      expect(poor.body.data.createTeam.errors).toEqual([
        { field: null, code: 'INVALID', message: 'Insufficient wallet balance' },
      ]);

      await fundWallet(stack.backend, leader.id, 30);
      const created = await stack.gateway.graphql(CREATE_TEAM, { input: newTeam(id) }, as(leader));
      expect(await balanceOf(leader)).toBe(0);
      const code = created.body.data.createTeam.teamCode;
      const result = await stack.gateway.graphql(
        JOIN_TEAM,
        { input: joining(id, code) },
        as(member),
      );
      expect(result.body.data.joinTeam.errors).toEqual([
        { field: null, code: 'INVALID', message: 'Insufficient wallet balance' },
      ]);
    });

    it.each([
      [CREATE_TEAM, { ...newTeam(1), teamName: '' }, 'teamName', 'Please enter your team name'],
      [CREATE_TEAM, { ...newTeam(1), iglInGameName: '' }, 'iglInGameName', 'Player IGN required'],
      [
        CREATE_TEAM,
        { ...newTeam(1), whatsappNumber: '123' },
        'whatsappNumber',
        'Enter a valid 10-digit WhatsApp number',
      ],
      [JOIN_TEAM, joining(1, ''), 'teamCode', 'Team Code required'],
      [
        JOIN_TEAM,
        { ...joining(1, 'ABC123'), playerInGameName: '' },
        'playerInGameName',
        'Player IGN required',
      ],
    ])(
      'refuses a team form breaking a §5 rule without calling the platform (%#)',
      async (query, input, field, message) => {
        const player = await createUser(stack.backend);
        const result = await withoutUpstreamCall(stack, () =>
          stack.gateway.graphql(query, { input }, as(player)),
        );
        const payload = Object.values(result.body.data)[0];
        expect(payload).toEqual({
          errors: [{ field, code: 'INVALID', message }],
          message,
          teamCode: null,
          tournament: null,
        });
      },
    );
  });

  it('refuses every entry without a token with UNAUTHENTICATED, without calling the platform', async () => {
    for (const [query, input] of [
      [BOOK, squad(1)],
      [CREATE_TEAM, newTeam(1)],
      [JOIN_TEAM, joining(1, 'ABC123')],
    ] as const) {
      const result = await withoutUpstreamCall(stack, () =>
        stack.gateway.graphql(query, { input }),
      );
      expect(result.body.data).toBeNull();
      expect(result.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
