import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterTeam } from '../../../backend/test/support/entries';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
} from '../../../backend/test/support/fixtures';
import { schedule } from '../admin/admin-helpers';
import { type TestStack, startStack } from '../support/gateway-server';

/**
 * Decision 044 through the gateway, against the real backend: the organiser sets the prize
 * table with the tournament, everyone reads it before booking, and only organisers read the
 * payout plan.
 */

const CREATE = `mutation Create($input: TournamentInput!) {
  createTournament(input: $input) { errors { field code message } tournament { id } }
}`;

const UPDATE = `mutation Update($id: ID!, $patch: TournamentPatch!) {
  updateTournament(id: $id, patch: $patch) { errors { field code message } }
}`;

const PRIZES = `query Prizes($id: ID!) {
  tournament(id: $id) {
    prizeTable { ranks { rank amount { paise formatted } } perKill { formatted } ranksTotal { formatted } }
  }
}`;

const PLAN = `query Plan($id: ID!) {
  admin { tournament(id: $id) { payoutPlan {
    prizeTable { ranks { rank amount { formatted } } perKill { formatted } }
    prizePool { formatted } paidSoFar { formatted } left { formatted } proposed { formatted }
    teams { teamId teamName rank kills status rankPrize { formatted } killPrize { formatted }
      prize { formatted } paid { formatted } left { formatted }
      members { userId username paid { formatted } paidBy proposed { formatted } } }
    proposal { userId username teamId teamName rank amount { formatted } }
  } } }
}`;

const newTournament = (prizeTable: unknown) => ({
  kind: 'NORMAL',
  name: `Prize Cup ${Date.now()}`,
  prizePool: '1000',
  entryFee: '50',
  totalSlots: 12,
  matchesCount: 1,
  ...schedule(),
  prizeTable,
});

describe('prize tables through the gateway', () => {
  let stack: TestStack;
  let admin: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    stack = await startStack();
    admin = await createAdmin(stack.backend);
    player = await createUser(stack.backend);
  });
  afterAll(() => stack.close());

  const asAdmin = (query: string, variables: Record<string, unknown>) =>
    stack.gateway.graphql(query, variables, { token: admin.token });

  it('is set by the organiser and read by visitors and players before booking', async () => {
    const created = await asAdmin(CREATE, {
      input: newTournament({ ranks: ['500', '300.50', '0'], perKill: '10' }),
    });
    expect(created.body.data.createTournament.errors).toEqual([]);
    const id = created.body.data.createTournament.tournament.id as string;
    const expected = {
      ranks: [
        { rank: 1, amount: { paise: 500_00, formatted: '₹500' } },
        { rank: 2, amount: { paise: 300_50, formatted: '₹300.50' } },
      ],
      perKill: { formatted: '₹10' },
      ranksTotal: { formatted: '₹800.50' },
    };
    const asVisitor = await stack.gateway.graphql(PRIZES, { id });
    expect(asVisitor.body.data.tournament.prizeTable).toEqual(expected);
    const asPlayer = await stack.gateway.graphql(PRIZES, { id }, { token: player.token });
    expect(asPlayer.body.data.tournament.prizeTable).toEqual(expected);

    const cleared = await asAdmin(UPDATE, { id, patch: { prizeTable: null } });
    expect(cleared.body.data.updateTournament.errors).toEqual([]);
    const read = await stack.gateway.graphql(PRIZES, { id });
    expect(read.body.data.tournament.prizeTable).toBeNull();
  });

  it('refuses a table past the pool, or an amount that is not rupees, on its own field', async () => {
    const past = await asAdmin(CREATE, { input: newTournament({ ranks: ['800', '300'] }) });
    expect(past.body.data.createTournament.errors).toEqual([
      {
        field: 'prizeTable.ranks',
        code: 'INVALID',
        message: 'The rank prizes total ₹1,100, more than the ₹1,000 prize pool',
      },
    ]);
    const typo = await asAdmin(CREATE, {
      input: newTournament({ ranks: ['500', 'five'], perKill: '1.234' }),
    });
    expect(typo.body.data.createTournament.errors.map((e: { field: string }) => e.field)).toEqual([
      'prizeTable.ranks[1]',
      'prizeTable.perKill',
    ]);
  });

  it('gives organisers the payout plan, and refuses it to players and visitors', async () => {
    const [first, second] = [await createUser(stack.backend), await createUser(stack.backend)];
    const tournamentId = await createTournament(stack.backend, {
      tourn_pp_paise: 1000_00,
      matches_count: 1,
      status: 'live',
      prize_table: JSON.stringify({ rankPaise: [200_00], perKillPaise: 5_00 }),
    });
    const { teamId } = await enterTeam(stack.backend, tournamentId, {
      teamName: 'Team Echo',
      players: [first, second],
    });
    await stack.backend.call('POST', `/api/admin/tournaments/${tournamentId}/results`, {
      token: admin.token,
      body: {
        matchId: 1,
        rows: [
          {
            teamName: 'Team Echo',
            player1Kills: 2,
            player2Kills: 2,
            player3Kills: 0,
            player4Kills: 0,
            postionPoints: 12,
          },
        ],
      },
    });
    const id = String(tournamentId);

    const plan = await asAdmin(PLAN, { id });
    expect(plan.body.errors).toBeUndefined();
    const { payoutPlan } = plan.body.data.admin.tournament;
    expect(payoutPlan).toMatchObject({
      prizeTable: {
        ranks: [{ rank: 1, amount: { formatted: '₹200' } }],
        perKill: { formatted: '₹5' },
      },
      prizePool: { formatted: '₹1,000' },
      paidSoFar: { formatted: '₹0' },
      proposed: { formatted: '₹220' },
    });
    expect(payoutPlan.teams).toEqual([
      {
        teamId: String(teamId),
        teamName: 'Team Echo',
        rank: 1,
        kills: 4,
        status: 'ACTIVE',
        rankPrize: { formatted: '₹200' },
        killPrize: { formatted: '₹20' },
        prize: { formatted: '₹220' },
        paid: { formatted: '₹0' },
        left: { formatted: '₹220' },
        members: [first, second].map((member) => ({
          userId: String(member.id),
          username: member.username,
          paid: { formatted: '₹0' },
          paidBy: null,
          proposed: { formatted: '₹110' },
        })),
      },
    ]);
    expect(payoutPlan.proposal).toHaveLength(2);

    const asPlayer = await stack.gateway.graphql(PLAN, { id }, { token: player.token });
    expect(asPlayer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asVisitor = await stack.gateway.graphql(PLAN, { id });
    expect(asVisitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
