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

const line = (rank: number, teamName: string) => ({ __typename: 'StandingLine', rank, teamName });

/** Alpha (two accounts and a typed name) 1st, Bravo 2nd, Charlie disqualified 3rd, Delta 4th. */
function payoutTournament(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminTournament',
    id: '7',
    tournament: tournamentFixture({
      status: 'COMPLETED',
      standings: {
        __typename: 'Standings',
        overall: [
          line(1, 'Team Alpha'),
          line(2, 'Team Bravo'),
          line(3, 'Team Charlie'),
          line(4, 'Team Delta'),
          line(5, 'Team Echo'),
        ],
      },
      ...overrides,
    }),
    teams: [
      team('31', 'Team Alpha', [
        player(1, 'AlphaOne', '5'),
        player(2, 'AlphaTwo', '6'),
        player(3, 'Typed'),
      ]),
      team('32', 'team bravo', [player(1, 'BravoOne', '7')]),
      team('33', 'Team Charlie', [player(1, 'CharlieOne', '8')], 'DISQUALIFIED'),
      team('34', 'Team Delta', [player(1, 'DeltaOne', '9')]),
      team('35', 'Team Echo', [player(1, 'EchoOne', '10')]),
    ],
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

function answerPayment(errors: unknown[] = []) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    graphql.mutation('PayWinnings', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({
        data: { payWinnings: { __typename: 'MessagePayload', errors, message: null } },
      });
    }),
  );
  return sent;
}

const openPayouts = () => {
  answerOrganiserBalance();
  return renderApp('/admin/tournaments/7/payouts', { token: ORGANISER_TOKEN });
};

type User = ReturnType<typeof openPayouts>['user'];

async function enterPrizes(user: User, ...amounts: string[]) {
  for (const [index, amount] of amounts.entries()) {
    const place = ['1st', '2nd', '3rd', '4th'][index];
    if (index >= 3) await user.click(screen.getByRole('button', { name: 'Add a place' }));
    const field = await screen.findByLabelText(`${place} place (₹)`);
    await user.clear(field);
    // One input event per amount: a busy machine then spends its time on what is tested.
    if (amount) {
      await user.click(field);
      await user.paste(amount);
    }
  }
}

const teamCard = (name: string) => screen.getByRole('listitem', { name: new RegExp(name) });
const payButton = () => screen.getByRole('button', { name: /^Pay / });

describe('prize payouts', () => {
  it('splits each prize equally and skips a disqualified team', async () => {
    answerTournament(payoutTournament());
    answerPayment();
    const { user } = openPayouts();
    await enterPrizes(user, '500', '300', '100');

    const alpha = teamCard('Team Alpha');
    expect(alpha).toHaveTextContent('Prize ₹500');
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

  it('proposes from the first place alone when the other places are left empty', async () => {
    answerTournament(payoutTournament());
    answerPayment();
    const { user } = openPayouts();
    await enterPrizes(user, '500');

    expect(teamCard('Team Alpha')).toHaveTextContent('Prize ₹500');
    expect(screen.queryByRole('listitem', { name: /Team Bravo/ })).toBeNull();
    expect(payButton()).toHaveTextContent('Pay ₹500 to 2 players');
  });

  it('lists the payouts to confirm, sends nothing on Cancel and exactly them on Confirm', async () => {
    answerTournament(payoutTournament());
    const sent = answerPayment();
    const { user } = openPayouts();
    await enterPrizes(user, '500', '300', '100');

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

    expect(await screen.findByText('Paid ₹900 to 4 players')).toBeInTheDocument();
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
    answerTournament(payoutTournament());
    const sent = answerPayment();
    const { user } = openPayouts();
    await enterPrizes(user, '500', '0', '0');

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

  it('checks the prize table before anything is proposed or sent', async () => {
    answerTournament(payoutTournament());
    const sent = answerPayment();
    const { user } = openPayouts();
    await enterPrizes(user, '', '-5', '10.555');

    await user.click(payButton());
    expect(await screen.findByText('Amount cannot be negative')).toBeVisible();
    // A place left empty has no prize: it is not an error.
    expect(screen.queryByText('Enter an amount in rupees')).toBeNull();
    expect(screen.getByText('Amount can have at most 2 decimal places')).toBeVisible();
    expect(screen.getByText('Enter the prizes to see who gets what.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('adds and removes places', async () => {
    answerTournament(payoutTournament());
    answerPayment();
    const { user } = openPayouts();
    await enterPrizes(user, '500', '300', '100', '50');
    expect(teamCard('Team Echo')).toHaveTextContent('Prize ₹50');

    await user.click(screen.getByRole('button', { name: 'Remove 4th place' }));
    expect(screen.queryByRole('listitem', { name: /Team Echo/ })).toBeNull();
    expect(screen.getByText('Total ₹900 to 4 players')).toBeVisible();
  });

  it('shows players already paid and leaves them out', async () => {
    answerTournament(payoutTournament(), [winnings('60', '5', 25_000)]);
    const sent = answerPayment();
    const { user } = openPayouts();
    expect(await screen.findByText(/Already paid to 1 player/)).toBeVisible();
    await enterPrizes(user, '500', '300', '100');

    const [paid, unpaid] = within(teamCard('Team Alpha')).getAllByRole('listitem');
    expect(paid).toHaveTextContent('Paid ₹250 by organiser1');
    expect(unpaid).toHaveTextContent('₹250');
    expect(screen.getByText('Total ₹650 to 3 players')).toBeVisible();

    await user.click(payButton());
    await user.click(screen.getByRole('button', { name: 'Pay ₹650' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]?.payouts as { userId: string }[]).map((payout) => payout.userId)).toEqual([
      '6',
      '7',
      '9',
    ]);
  });

  it('shows who paid first when the prizes were paid meanwhile, and what they paid', async () => {
    const message = 'Winnings for this tournament were already paid to player5 by organiser2';
    const asked = answerTournament(payoutTournament(), [], [winnings('60', '5', 25_000)]);
    answerPayment([userError(message)]);
    const { user } = openPayouts();
    await enterPrizes(user, '500', '300', '100');
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
    answerTournament(tournament);
    const searched: unknown[] = [];
    server.use(
      graphql.query('PlayerSearch', ({ variables }) => {
        searched.push(variables);
        return adminAnswer({ users: [adminUser('11', { username: 'rahul_ff' })] });
      }),
    );
    const sent = answerPayment();
    const { user } = openPayouts();
    await enterPrizes(user, '500', '300', '100');

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

  it('warns when the prize table totals more than the pool, and proposes nothing past it', async () => {
    answerTournament(payoutTournament({ prizePool: money(150_000) }));
    const sent = answerPayment();
    const { user } = openPayouts();
    await enterPrizes(user, '50000');

    expect(
      await screen.findByText('The prize table totals ₹50,000, more than the ₹1,500 prize pool.'),
    ).toBeVisible();
    await user.click(payButton());
    expect(
      await screen.findByText(
        'These prizes total ₹50,000, but only ₹1,500 of the ₹1,500 prize pool is left (₹0 paid so far)',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('refuses to pay past what is left once the pool is paid out', async () => {
    const tournament = payoutTournament({ prizePool: money(20_000) });
    tournament.teams[1] = team('32', 'Team Bravo', [
      player(1, 'BravoOne', '7'),
      player(2, 'Typed'),
    ]);
    answerTournament(tournament, [
      winnings('60', '5', 5_000),
      winnings('61', '6', 5_000),
      winnings('62', '7', 10_000),
    ]);
    server.use(
      graphql.query('PlayerSearch', () =>
        adminAnswer({ users: [adminUser('11', { username: 'rahul_ff' })] }),
      ),
    );
    const sent = answerPayment();
    const { user } = openPayouts();
    expect(await screen.findByRole('region', { name: 'Paid so far ₹200 of ₹200' })).toBeVisible();
    await enterPrizes(user, '100', '100');

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
    const { user } = openPayouts();
    await enterPrizes(user, '500', '300', '100');
    await user.click(payButton());
    expect(
      await screen.findByText('Prizes are paid once the tournament is completed; it is live.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });
});
