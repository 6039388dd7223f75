import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN, money, tournamentFixture } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render';
import { adminUser } from '../../players/test/player-answers';
import { answerOrganiserBalance } from '../../test/console-answers';
import { adminAnswer, organiser, userError } from '../test/money-answers';
// Loaded up front: the route's lazy import then resolves at once, not inside a test's wait.
import './payouts-page';

const player = (position: number, inGameName: string, userId: string | null = null) => ({
  __typename: 'Participant',
  position,
  inGameName,
  userId,
  username: userId ? `player${userId}` : null,
});

const team = (id: string, name: string, players: unknown[], status = 'ACTIVE') => ({
  __typename: 'ParticipantTeam',
  id,
  name,
  status,
  players,
});

const member = (userId: string) => ({
  __typename: 'PayoutPlanMember',
  userId,
  username: `player${userId}`,
});

const planned = (
  teamId: string,
  rank: number,
  teamName: string,
  userIds: string[],
  extra: { kills?: number; status?: string } = {},
) => ({
  __typename: 'PayoutPlanTeam',
  teamId,
  teamName,
  rank,
  kills: extra.kills ?? 0,
  status: extra.status ?? 'ACTIVE',
  members: userIds.map(member),
});

const rankPrize = (rank: number, paise: number) => ({
  __typename: 'PrizeRank',
  rank,
  amount: money(paise),
});

/** The tournament's own table (decision 044): ₹500, ₹300, ₹100, and `perKillPaise` a kill. */
const prizeTable = (rankPaise = [50_000, 30_000, 10_000], perKillPaise = 0) => ({
  __typename: 'PrizeTable',
  ranks: rankPaise.map((paise, index) => rankPrize(index + 1, paise)),
  perKill: perKillPaise > 0 ? money(perKillPaise) : null,
});

/**
 * Alpha (two accounts and a typed name) 1st with 5 kills, Bravo 2nd, Charlie disqualified 3rd,
 * Delta 4th, Echo 5th: the plan's teams as the gateway answers them.
 */
function payoutTournament(
  overrides: Record<string, unknown> = {},
  table: ReturnType<typeof prizeTable> | null = prizeTable(),
) {
  return {
    __typename: 'AdminTournament',
    id: '7',
    tournament: tournamentFixture({ status: 'COMPLETED', ...overrides }),
    teams: [
      team('31', 'Team Alpha', [
        player(1, 'AlphaOne', '5'),
        player(2, 'AlphaTwo', '6'),
        player(3, 'Typed'),
      ]),
      team('32', 'Team Bravo', [player(1, 'BravoOne', '7')]),
      team('33', 'Team Charlie', [player(1, 'CharlieOne', '8')], 'DISQUALIFIED'),
      team('34', 'Team Delta', [player(1, 'DeltaOne', '9')]),
      team('35', 'Team Echo', [player(1, 'EchoOne', '10')]),
    ],
    payoutPlan: {
      __typename: 'PayoutPlan',
      prizeTable: table,
      teams: [
        planned('31', 1, 'Team Alpha', ['5', '6'], { kills: 5 }),
        planned('32', 2, 'Team Bravo', ['7'], { kills: 1 }),
        planned('33', 3, 'Team Charlie', ['8'], { status: 'DISQUALIFIED', kills: 9 }),
        planned('34', 4, 'Team Delta', ['9']),
        planned('35', 5, 'Team Echo', ['10']),
      ],
    },
  };
}

const winnings = (id: string, userId: string, paise: number, note: string | null = null) => ({
  __typename: 'AdminTransaction',
  id,
  userId,
  username: `player${userId}`,
  amount: money(paise),
  note,
  decidedBy: organiser,
});

type Winnings = ReturnType<typeof winnings>;

/** What the pool paid so far, as the gateway adds it up from the prizes paid. */
function prizesPaid(poolPaise: number, payouts: Winnings[]) {
  const paid = payouts.reduce((sum, payout) => sum + payout.amount.paise, 0);
  return {
    __typename: 'PrizesPaid',
    prizePool: money(poolPaise),
    paidSoFar: money(paid),
    left: money(Math.max(0, poolPaise - paid)),
    payouts,
  };
}

/** The tournament, each answer with the next list of prizes paid (the last one repeats). */
function answerTournament(
  tournament: ReturnType<typeof payoutTournament>,
  ...paidLists: Winnings[][]
) {
  const asked: unknown[] = [];
  const poolPaise = tournament.tournament.prizePool.paise;
  server.use(
    graphql.query('PayoutTournament', ({ variables }) => {
      asked.push(variables);
      const paid = paidLists[Math.min(asked.length, paidLists.length) - 1] ?? [];
      return adminAnswer({ tournament: { ...tournament, prizes: prizesPaid(poolPaise, paid) } });
    }),
  );
  return asked;
}

const WAITING = "Sent for a second organiser's approval: 4 prizes of Bermuda Blitz Cup";

function answerPayment(errors: unknown[] = [], message: string | null = WAITING) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    graphql.mutation('PayWinnings', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({
        data: { payWinnings: { __typename: 'MessagePayload', errors, message } },
      });
    }),
  );
  return sent;
}

const openPayouts = () => {
  answerOrganiserBalance();
  return renderApp('/admin/tournaments/7/payouts', { token: ORGANISER_TOKEN });
};

const teamCard = (name: string) => screen.getByRole('listitem', { name: new RegExp(name) });
const payButton = () => screen.getByRole('button', { name: /^Pay / });

/** The page once the plan is in: its proposal's teams show. */
const openPlan = async () => {
  const rendered = openPayouts();
  await screen.findByRole('region', { name: 'Prize table' });
  return rendered;
};

describe('prize payouts', () => {
  it("proposes from the tournament's prize table: each prize split equally, a disqualified team skipped", async () => {
    answerTournament(payoutTournament());
    answerPayment();
    await openPlan();

    const table = within(screen.getByRole('region', { name: 'Prize table' }));
    expect(table.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1st place₹500',
      '2nd place₹300',
      '3rd place₹100',
    ]);
    expect(table.getByRole('link', { name: 'Change the prize table' })).toHaveAttribute(
      'href',
      '/admin/tournaments/7/edit',
    );
    const alpha = teamCard('Team Alpha');
    expect(alpha).toHaveTextContent('Prize ₹500');
    expect(alpha).toHaveTextContent('₹0 of ₹500 paid');
    const members = within(alpha).getAllByRole('listitem');
    expect(members).toHaveLength(2);
    expect(members[0]).toHaveTextContent('player5');
    expect(members[0]).toHaveTextContent('₹250');
    expect(members[1]).toHaveTextContent('player6');
    expect(members[1]).toHaveTextContent('₹250');
    expect(teamCard('Team Bravo')).toHaveTextContent('₹300');
    // Charlie is disqualified: Delta takes the third prize, Echo wins nothing.
    expect(screen.queryByRole('listitem', { name: /Team Charlie/ })).toBeNull();
    expect(screen.getByText(/Disqualified, no prize: Team Charlie/)).toBeVisible();
    expect(teamCard('Team Delta')).toHaveTextContent('Prize ₹100');
    expect(screen.queryByRole('listitem', { name: /Team Echo/ })).toBeNull();
    expect(screen.getByText('Total ₹900 to 4 players')).toBeVisible();
    expect(payButton()).toHaveTextContent('Pay ₹900 to 4 players');
  });

  it("adds each team's kill prizes, from what the ranks leave of the pool", async () => {
    answerTournament(payoutTournament({}, prizeTable([50_000, 30_000, 10_000], 1_000)));
    answerPayment();
    await openPlan();

    const alpha = teamCard('Team Alpha');
    expect(alpha).toHaveTextContent('Prize ₹550');
    expect(alpha).toHaveTextContent('₹500 for rank 1 + 5 kills ₹50');
    expect(teamCard('Team Bravo')).toHaveTextContent('₹300 for rank 2 + 1 kill ₹10');
    // The disqualified team's kills win nothing either.
    expect(screen.getByText('Total ₹960 to 4 players')).toBeVisible();
  });

  it('lists the payouts to confirm, sends nothing on Cancel, then sends them and says they wait for a second organiser', async () => {
    answerTournament(payoutTournament());
    const sent = answerPayment();
    const { user } = await openPlan();

    await user.click(payButton());
    let dialog = screen.getByRole('dialog', { name: 'Pay prizes' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'player5 (Team Alpha, #1)₹250',
      'player6 (Team Alpha, #1)₹250',
      'player7 (Team Bravo, #2)₹300',
      'player9 (Team Delta, #4)₹100',
    ]);
    expect(dialog).toHaveTextContent('Total ₹900 to 4 players');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await user.click(payButton());
    dialog = screen.getByRole('dialog', { name: 'Pay prizes' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹900' }));

    // The platform's answer stays on the page: the payouts wait for a second organiser.
    expect((await screen.findAllByText(WAITING)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([
      {
        tournamentId: '7',
        payouts: [
          { userId: '5', amount: '250.00', note: 'Rank 1 prize, Team Alpha', teamId: '31' },
          { userId: '6', amount: '250.00', note: 'Rank 1 prize, Team Alpha', teamId: '31' },
          { userId: '7', amount: '300.00', note: 'Rank 2 prize, Team Bravo', teamId: '32' },
          { userId: '9', amount: '100.00', note: 'Rank 4 prize, Team Delta', teamId: '34' },
        ],
      },
    ]);
  });

  it('splits by the shares the organiser sets, to the paisa', async () => {
    answerTournament(payoutTournament({}, prizeTable([50_000])));
    const sent = answerPayment();
    const { user } = await openPlan();

    const share = screen.getByLabelText('Share of player6');
    await user.clear(share);
    await user.type(share, '2');
    const alpha = teamCard('Team Alpha');
    const [first, second] = within(alpha).getAllByRole('listitem');
    expect(first).toHaveTextContent('₹166.67');
    expect(second).toHaveTextContent('₹333.33');
    expect(screen.getByText('Total ₹500 to 2 players')).toBeVisible();

    await user.click(payButton());
    await user.click(screen.getByRole('button', { name: 'Pay ₹500' }));
    await waitFor(() =>
      expect(sent[0]?.payouts).toEqual([
        { userId: '5', amount: '166.67', note: 'Rank 1 prize, Team Alpha', teamId: '31' },
        { userId: '6', amount: '333.33', note: 'Rank 1 prize, Team Alpha', teamId: '31' },
      ]),
    );
  });

  it('subtracts what a team was paid, lists it after a reload and proposes only what is left', async () => {
    answerTournament(payoutTournament(), [winnings('60', '5', 15_000)]);
    const sent = answerPayment();
    const { user } = await openPlan();

    const alpha = teamCard('Team Alpha');
    expect(alpha).toHaveTextContent('₹150 of ₹500 paid');
    const [paid, unpaid] = within(alpha).getAllByRole('listitem');
    expect(paid).toHaveTextContent('Paid ₹150 by organiser1');
    expect(unpaid).toHaveTextContent('₹350');
    expect(screen.getByText('Total ₹750 to 3 players')).toBeVisible();

    await user.click(payButton());
    await user.click(screen.getByRole('button', { name: 'Pay ₹750' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.payouts).toEqual([
      { userId: '6', amount: '350.00', note: 'Rank 1 prize, Team Alpha', teamId: '31' },
      { userId: '7', amount: '300.00', note: 'Rank 2 prize, Team Bravo', teamId: '32' },
      { userId: '9', amount: '100.00', note: 'Rank 4 prize, Team Delta', teamId: '34' },
    ]);
  });

  it('says every prize is paid once the table is paid out', async () => {
    answerTournament(payoutTournament({}, prizeTable([50_000])), [
      winnings('60', '5', 25_000),
      winnings('61', '6', 25_000),
    ]);
    answerPayment();
    await openPlan();
    expect(teamCard('Team Alpha')).toHaveTextContent('₹500 of ₹500 paid');
    expect(screen.getByText('Every prize of this table is paid.')).toBeVisible();
  });

  it('shows who paid first when the prizes were paid meanwhile, and what they paid', async () => {
    const message = 'Winnings for this tournament were already paid to player5 by organiser2';
    const asked = answerTournament(payoutTournament(), [], [winnings('60', '5', 25_000)]);
    answerPayment([userError(message)], null);
    const { user } = await openPlan();
    await user.click(payButton());
    await user.click(screen.getByRole('button', { name: 'Pay ₹900' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(await screen.findByText('Paid ₹250 by organiser1')).toBeVisible();
  });

  it("offers the team's roster; a player from elsewhere is added only with a reason, which is sent", async () => {
    const tournament = payoutTournament();
    tournament.teams[1] = team('32', 'Team Bravo', [player(1, 'Rahul'), player(2, 'Typed')]);
    tournament.payoutPlan.teams[1] = planned('32', 2, 'Team Bravo', []);
    answerTournament(tournament);
    const searched: unknown[] = [];
    server.use(
      graphql.query('PlayerSearch', ({ variables }) => {
        searched.push(variables);
        return adminAnswer({ users: [adminUser('11', { username: 'rahul_ff' })] });
      }),
    );
    const sent = answerPayment();
    const { user } = await openPlan();

    const bravo = teamCard('Team Bravo');
    expect(bravo).toHaveTextContent('No player of this team has an account yet');
    await user.click(within(bravo).getByRole('button', { name: 'Add player to Team Bravo' }));
    const roster = within(bravo).getByRole('list', { name: "Team Bravo's roster" });
    expect(
      within(roster)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rahul: no account', 'Typed: no account']);

    await user.type(within(bravo).getByLabelText('Find a player for Team Bravo'), 'rahul');
    await user.click(await within(bravo).findByRole('button', { name: 'Choose rahul_ff' }));
    expect(searched.at(-1)).toEqual({ search: 'rahul' });
    await user.click(within(bravo).getByRole('button', { name: 'Add rahul_ff' }));
    expect(await within(bravo).findByText('Enter a reason')).toBeVisible();
    expect(bravo).not.toHaveTextContent('rahul_ff (added)');

    const reason = 'Rahul on the sheet is rahul_ff: same mobile';
    await user.type(
      within(bravo).getByLabelText("Why rahul_ff is paid Team Bravo's prize"),
      reason,
    );
    await user.click(within(bravo).getByRole('button', { name: 'Add rahul_ff' }));
    expect(bravo).toHaveTextContent('rahul_ff (added)');
    expect(bravo).toHaveTextContent('₹300');

    await user.click(payButton());
    await user.click(screen.getByRole('button', { name: 'Pay ₹900' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.payouts).toContainEqual({
      userId: '11',
      amount: '300.00',
      note: 'Rank 2 prize, Team Bravo',
      teamId: '32',
      reason,
    });
  });

  it('shows what the pool paid so far and who got what, as the server has it', async () => {
    answerTournament(payoutTournament(), [
      winnings('60', '5', 25_000, 'Rank 1 prize, Team Alpha'),
      winnings('61', '7', 20_000),
    ]);
    answerPayment();
    openPayouts();

    const paid = await screen.findByRole('region', { name: 'Paid so far ₹450 of ₹2,500' });
    expect(
      within(paid)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'player5₹250 by organiser1 · Rank 1 prize, Team Alpha',
      'player7₹200 by organiser1',
    ]);
    expect(paid).toHaveTextContent('₹2,050 left to pay');
  });

  it('proposes nothing without a prize table, and points to the form that sets one', async () => {
    answerTournament(payoutTournament({}, null));
    const sent = answerPayment();
    const { user } = openPayouts();

    const table = await screen.findByRole('region', { name: 'Prize table' });
    expect(table).toHaveTextContent('This tournament has no prize table, so nothing is proposed.');
    expect(within(table).getByRole('link', { name: 'Set a prize table' })).toHaveAttribute(
      'href',
      '/admin/tournaments/7/edit',
    );
    expect(screen.getByText('No team wins a prize with this table.')).toBeVisible();
    await user.click(payButton());
    expect(
      await screen.findByText(
        'Nobody is left to pay: the prize table gives nothing more, or no player has an account.',
      ),
    ).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('refuses to pay past what is left once the pool is paid out', async () => {
    const tournament = payoutTournament({ prizePool: money(20_000) }, prizeTable([10_000, 10_000]));
    tournament.teams[1] = team('32', 'Team Bravo', [
      player(1, 'BravoOne', '7'),
      player(2, 'Typed'),
    ]);
    answerTournament(tournament, [
      winnings('60', '5', 5_000),
      winnings('61', '6', 5_000),
      winnings('62', '7', 5_000),
      winnings('63', '9', 5_000),
    ]);
    server.use(
      graphql.query('PlayerSearch', () =>
        adminAnswer({ users: [adminUser('11', { username: 'rahul_ff' })] }),
      ),
    );
    const sent = answerPayment();
    const { user } = openPayouts();
    expect(await screen.findByRole('region', { name: 'Paid so far ₹200 of ₹200' })).toBeVisible();

    const bravo = teamCard('Team Bravo');
    await user.click(within(bravo).getByRole('button', { name: 'Add player to Team Bravo' }));
    await user.type(within(bravo).getByLabelText('Find a player for Team Bravo'), 'rahul');
    await user.click(await within(bravo).findByRole('button', { name: 'Choose rahul_ff' }));
    await user.type(within(bravo).getByLabelText("Why rahul_ff is paid Team Bravo's prize"), 'Sub');
    await user.click(within(bravo).getByRole('button', { name: 'Add rahul_ff' }));
    expect(screen.getByText('Total ₹50 to 1 player')).toBeVisible();

    await user.click(payButton());
    expect(
      await screen.findByText(
        'These prizes total ₹50, but only ₹0 of the ₹200 prize pool is left (₹200 paid so far)',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('pays nothing before the tournament is completed', async () => {
    answerTournament(payoutTournament({ status: 'LIVE' }));
    const sent = answerPayment();
    const { user } = await openPlan();
    await user.click(payButton());
    expect(
      await screen.findByText('Prizes are paid once the tournament is completed; it is live.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });
});
