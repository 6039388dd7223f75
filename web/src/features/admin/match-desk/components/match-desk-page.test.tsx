import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { standingsFrom } from '#common/standings';
import { ORGANISER_TOKEN, createGate, money } from '../../../../test/fixtures';
import { graphQLError, server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import {
  adminMatch,
  adminPayload,
  adminQuery,
  adminTournament,
  auditEntry,
  participant,
  participantTeam,
  type ResultRowFixture,
  recordMutation,
  resultRow,
  userError,
} from '../../tournaments/test/admin-fixtures';
import { answerStatusPreview } from '../test/status-answers';
import { MatchDeskPage } from './match-desk-page';

const ROUTE = { route: '/admin/tournaments/7', path: '/admin/tournaments/:tournamentId' };

const alpha = participantTeam('1', 'Alpha', {
  players: [
    participant(1, 'ShadowX', { userId: '11', username: 'player1' }),
    participant(2, 'Blaze'),
    participant(3, 'Viper'),
    participant(4, 'Ghost'),
  ],
});
const bravo = participantTeam('2', 'Bravo', {
  status: 'ABSENT',
  statusReason: 'Did not join the room',
  teamCode: 'BRV123',
});
const charlie = participantTeam('3', 'Charlie');

const matchOne = adminMatch(1, [
  { teamName: 'Alpha', kills: [2, 1, 0, 0], positionPoints: 10, booyah: true },
  { teamName: 'Bravo', kills: [3, 3, 0, 0], positionPoints: 6 },
  { teamName: 'Charlie', kills: [0, 0, 0, 0], positionPoints: 2 },
]);

function deskFixture(overrides: Record<string, unknown> = {}, tournament = {}) {
  return adminTournament(
    {
      teams: [alpha, bravo, charlie],
      matches: [matchOne],
      history: [auditEntry('5', 'Posted results of match 1 of Bermuda Blitz Cup')],
      ...overrides,
    },
    { id: '7', name: 'Bermuda Blitz Cup', matchesCount: 3, status: 'LIVE', ...tournament },
  );
}

function answerDesk(overrides: Record<string, unknown> = {}, tournament = {}) {
  const desk = { current: deskFixture(overrides, tournament) };
  let reads = 0;
  server.use(
    graphql.query('MatchDesk', () => {
      reads += 1;
      return HttpResponse.json(adminQuery({ tournament: desk.current }));
    }),
  );
  return { desk, reads: () => reads };
}

const renderDesk = () =>
  renderWithProviders(<MatchDeskPage />, { ...ROUTE, token: ORGANISER_TOKEN });

const sheet = () => screen.getByRole('form', { name: /^Match \d results$/ });
const teamRow = (name: string) => within(sheet()).getByRole('group', { name });
const cell = (team: string, label: RegExp) => within(teamRow(team)).getByLabelText(label);
const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

/** The live standings as shown: "rank team total" per line, in order. */
const shownStandings = () =>
  within(screen.getByRole('list', { name: 'Live standings' }))
    .getAllByRole('listitem')
    .map((line) => {
      const part = (name: string) => line.querySelector(`.live-standings__${name}`)?.textContent;
      return `${part('rank')} ${part('team')} ${part('total')}`;
    });

async function setCell(
  user: ReturnType<typeof renderDesk>['user'],
  team: string,
  label: RegExp,
  value: string,
) {
  const input = cell(team, label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** The sheet typed row by row, the entry beside the finishing order. */
async function openTypedSheet(user: ReturnType<typeof renderDesk>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Type the sheet' }));
  await screen.findByRole('form', { name: /^Match \d results$/ });
}

const resultsSaved = () =>
  adminPayload('postResults', 'AdminTournamentPayload', { message: 'Results saved' });

describe('MatchDeskPage: header and teams', () => {
  it('shows the tournament with its actions; payouts only once completed', async () => {
    answerDesk();
    renderDesk();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bermuda Blitz Cup' }),
    ).toBeVisible();
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Nov 21, 2026, 2:30 PM UTC');
    expect(header).toHaveTextContent('Slots 8/12');
    expect(within(header).getByText('Live')).toHaveClass('console-badge');
    expect(within(header).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/tournaments/7/edit',
    );
    expect(within(header).queryByRole('link', { name: 'Prize payouts' })).toBeNull();
    expect(within(header).getByRole('button', { name: 'Cancel tournament' })).toBeVisible();
  });

  it('links a completed tournament to its prize payouts', async () => {
    answerDesk({}, { status: 'COMPLETED' });
    renderDesk();
    expect(await screen.findByRole('link', { name: 'Prize payouts' })).toHaveAttribute(
      'href',
      '/admin/tournaments/7/payouts',
    );
    expect(screen.queryByRole('button', { name: 'Cancel tournament' })).toBeNull();
  });

  it('changes the status and shows the tournament as the server now has it', async () => {
    const { desk } = answerDesk();
    const calls = recordMutation('UpdateTournament', () => {
      desk.current = deskFixture({}, { status: 'COMPLETED' });
      return adminPayload('updateTournament', 'AdminTournamentPayload', {
        message: 'Status changed',
        tournament: { __typename: 'Tournament', id: '7', kind: 'NORMAL', status: 'COMPLETED' },
      });
    });
    answerStatusPreview();
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Mark completed' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('2 matches have no results yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark completed' }));

    expect(await screen.findByRole('link', { name: 'Prize payouts' })).toBeVisible();
    expect(calls).toEqual([{ id: '7', patch: { status: 'COMPLETED' } }]);
  });

  it('cancels after the confirmation with the refunds, then shows it cancelled', async () => {
    const { desk } = answerDesk();
    const counted = createGate();
    server.use(
      graphql.query('TournamentCancellation', async () => {
        await counted.wait;
        return HttpResponse.json(
          adminQuery({
            tournament: {
              __typename: 'AdminTournament',
              id: '7',
              cancellation: { __typename: 'CancellationPreview', entries: 1, total: money(5_000) },
              statusPreview: {
                __typename: 'StatusPreview',
                bookings: 3,
                matchesWithoutResults: 2,
              },
            },
          }),
        );
      }),
    );
    const calls = recordMutation('UpdateTournament', () => {
      desk.current = deskFixture({}, { status: 'CANCELLED' });
      return adminPayload('updateTournament', 'AdminTournamentPayload', {
        message: 'Tournament cancelled',
        tournament: { __typename: 'Tournament', id: '7', kind: 'NORMAL', status: 'CANCELLED' },
      });
    });
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Cancel tournament' }));
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel tournament' });
    expect(dialog).toHaveTextContent('Counting the entry fees to refund');
    expect(confirm).toBeDisabled();
    counted.open();
    expect(await within(dialog).findByText('1 entry will be refunded, ₹50 in all.')).toBeVisible();
    expect(confirm).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel tournament' }));

    expect(await within(screen.getByRole('banner')).findByText('Cancelled')).toBeVisible();
    expect(calls).toEqual([{ id: '7', patch: { status: 'CANCELLED' } }]);
    expect(screen.getByRole('region', { name: 'Results' })).toHaveTextContent(
      'A cancelled tournament takes no results.',
    );
  });

  it('shows each team with its players, accounts, WhatsApp, code and status', async () => {
    answerDesk();
    renderDesk();
    const teams = await screen.findByRole('list', { name: 'Teams' });
    const first = within(teams).getByRole('listitem', { name: 'Alpha' });
    expect(first).toHaveTextContent('ShadowX @player1');
    expect(first).toHaveTextContent('Blaze');
    expect(within(first).getByText('Active')).toHaveClass('console-badge');
    expect(within(first).getByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    const second = within(teams).getByRole('listitem', { name: 'Bravo' });
    expect(second).toHaveTextContent('Absent');
    expect(second).toHaveTextContent('Reason: Did not join the room');
    expect(second).toHaveTextContent('BRV123');
  });

  it('asks a reason to mark a team absent and sends nothing without one', async () => {
    answerDesk();
    const calls = recordMutation('SetTeamStatus', () =>
      adminPayload('setTeamStatus', 'AdminTeamPayload', {
        message: 'Team marked absent',
        team: null,
      }),
    );
    const { user } = renderDesk();
    const card = await screen.findByRole('listitem', { name: 'Alpha' });
    await user.click(within(card).getByRole('button', { name: 'Mark absent' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Alpha absent?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark absent' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeVisible();
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Reason/), 'No show at 6:30');
    await user.click(within(dialog).getByRole('button', { name: 'Mark absent' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      { tournamentId: '7', teamId: '1', status: 'ABSENT', reason: 'No show at 6:30' },
    ]);
  });

  it("shows the server's refusal inside the team dialog", async () => {
    answerDesk();
    recordMutation('SetTeamStatus', () =>
      adminPayload('setTeamStatus', 'AdminTeamPayload', {
        errors: [userError('This team is not in the tournament', 'teamId', 'NOT_FOUND')],
        message: 'This team is not in the tournament',
        team: null,
      }),
    );
    const { user } = renderDesk();
    const card = await screen.findByRole('listitem', { name: 'Charlie' });
    await user.click(within(card).getByRole('button', { name: 'Disqualify' }));
    const dialog = screen.getByRole('dialog', { name: 'Disqualify Charlie?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Emulator');
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This team is not in the tournament',
    );
  });

  it('brings a team back without a reason', async () => {
    answerDesk();
    const calls = recordMutation('SetTeamStatus', () =>
      adminPayload('setTeamStatus', 'AdminTeamPayload', { message: null, team: null }),
    );
    const { user } = renderDesk();
    const card = await screen.findByRole('listitem', { name: 'Bravo' });
    await user.click(within(card).getByRole('button', { name: 'Mark active' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Bravo active?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark active' }));
    await waitFor(() =>
      expect(calls).toEqual([{ tournamentId: '7', teamId: '2', status: 'ACTIVE', reason: null }]),
    );
  });

  it('lists the match history', async () => {
    answerDesk();
    renderDesk();
    const history = await screen.findByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Posted results of match 1 of Bermuda Blitz Cup');
    expect(history).toHaveTextContent('organiser1');
  });
});

const moved = (status: string) =>
  adminPayload('updateTournament', 'AdminTournamentPayload', {
    message: 'Status changed',
    tournament: { __typename: 'Tournament', id: '7', kind: 'NORMAL', status },
  });

describe('MatchDeskPage: status changes, asked first and taken back while no money moved', () => {
  it('says what marking live means and sends nothing until confirmed', async () => {
    answerStatusPreview({ bookings: 1 });
    const calls = recordMutation('UpdateTournament', () => moved('LIVE'));
    answerDesk({}, { status: 'UPCOMING' });
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Mark live' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark live: Bermuda Blitz Cup?' });
    expect(await within(dialog).findByText('1 squad booked so far.')).toBeVisible();
    expect(dialog).toHaveTextContent('You can take it back to upcoming.');

    await user.click(within(dialog).getByRole('button', { name: 'Keep it as it is' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Mark live' }));
    const again = await screen.findByRole('dialog');
    await within(again).findByText('1 squad booked so far.');
    await user.click(within(again).getByRole('button', { name: 'Mark live' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls).toEqual([{ id: '7', patch: { status: 'LIVE' } }]);
  });

  it('takes a completed tournament back to live before prizes are paid', async () => {
    answerStatusPreview();
    const calls = recordMutation('UpdateTournament', () => moved('LIVE'));
    answerDesk({}, { status: 'COMPLETED' });
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Back to live' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Players see it live again; prizes cannot be paid until it is completed.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Back to live' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls).toEqual([{ id: '7', patch: { status: 'LIVE' } }]);
  });

  it('says why a move is final once money moved, and cannot be confirmed', async () => {
    answerStatusPreview({ prizesPaid: true });
    const calls = recordMutation('UpdateTournament', () => moved('LIVE'));
    answerDesk({}, { status: 'COMPLETED' });
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Back to live' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Prizes have been paid from its standings: it stays completed.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Back to live' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it as it is' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('reopens a cancelled tournament only when nothing was refunded', async () => {
    answerStatusPreview({ refundsMade: true });
    answerDesk({}, { status: 'CANCELLED' });
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Reopen as upcoming' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Entry fees were refunded when it was cancelled: it stays cancelled.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Reopen as upcoming' })).toBeDisabled();
  });

  it('shows the server’s refusal inside the dialog, changing nothing', async () => {
    answerStatusPreview();
    recordMutation('UpdateTournament', () =>
      adminPayload('updateTournament', 'AdminTournamentPayload', {
        errors: [
          {
            __typename: 'UserError',
            field: 'status',
            code: 'INVALID',
            message:
              'A completed tournament cannot go back once its prizes are paid: the standings paid out',
          },
        ],
        message: null,
        tournament: null,
      }),
    );
    answerDesk({}, { status: 'COMPLETED' });
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Back to live' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/Players see it live again/);
    await user.click(within(dialog).getByRole('button', { name: 'Back to live' }));
    expect(
      await within(dialog).findByText(
        'A completed tournament cannot go back once its prizes are paid: the standings paid out',
      ),
    ).toBeVisible();
  });
});

describe('MatchDeskPage: results', () => {
  it('opens on the first match without results, posted matches marked', async () => {
    answerDesk();
    const { user } = renderDesk();
    const picker = await screen.findByRole('group', { name: 'Match' });
    expect(within(picker).getByRole('button', { name: 'Match 1 (posted)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(picker).getByRole('button', { name: 'Match 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await openTypedSheet(user);
    expect(screen.getByRole('heading', { name: 'Enter match 2' })).toBeVisible();
    expect(cell('Alpha', /P1 kills/)).toHaveAttribute('inputmode', 'numeric');
    expect(cell('Alpha', /P1 kills/)).toHaveAccessibleName('P1 kills ShadowX');
  });

  it('updates the standings as rows are typed, ranked as the shared arithmetic ranks them', async () => {
    answerDesk();
    const { user } = renderDesk();
    await openTypedSheet(user);
    // Before typing: match 1 as posted, match 2 all zeros (Bravo absent, so not played).
    expect(shownStandings()).toEqual(['1 Alpha 13 pts', '2 Bravo 12 pts', '3 Charlie 2 pts']);

    await setCell(user, 'Charlie', /P1 kills/, '9');
    await setCell(user, 'Charlie', /P2 kills/, '4');
    await setCell(user, 'Charlie', /Position points/, '12');
    await user.click(within(teamRow('Charlie')).getByLabelText('Booyah'));

    const typed: ResultRowFixture[] = [
      { teamName: 'Alpha' },
      { teamName: 'Bravo', participated: false },
      { teamName: 'Charlie', kills: [9, 4, 0, 0], positionPoints: 12, booyah: true },
    ];
    const rows = [...matchOne.rows, ...typed.map(resultRow)].map((row) => ({
      teamName: row.teamName,
      player1Kills: row.player1Kills,
      player2Kills: row.player2Kills,
      player3Kills: row.player3Kills,
      player4Kills: row.player4Kills,
      positionPoints: row.positionPoints,
      matchParticipated: row.participated ? 1 : 0,
      booyah: row.booyah ? 1 : 0,
    }));
    const expected = standingsFrom(rows).map(
      (line) => `${line.rank} ${line.teamName} ${line.total} pts`,
    );
    expect(expected).toEqual(['1 Charlie 27 pts', '2 Alpha 13 pts', '3 Bravo 12 pts']);
    await waitFor(() => expect(shownStandings()).toEqual(expected));
    const charlieLine = within(screen.getByRole('list', { name: 'Live standings' })).getAllByRole(
      'listitem',
    )[0];
    expect(charlieLine).toHaveTextContent('Kills 13 · Position 14 · Booyah 1 · Played 2');
  });

  it('refuses negative or non-number kills and two booyahs, sending nothing', async () => {
    answerDesk();
    const calls = recordMutation('PostResults', resultsSaved);
    const { user } = renderDesk();
    await openTypedSheet(user);
    await setCell(user, 'Alpha', /P1 kills/, '-1');
    await setCell(user, 'Alpha', /P2 kills/, 'abc');
    await setCell(user, 'Charlie', /Position points/, '');
    await user.click(within(teamRow('Alpha')).getByLabelText('Booyah'));
    await user.click(within(teamRow('Charlie')).getByLabelText('Booyah'));
    await user.click(screen.getByRole('button', { name: 'Save match 2' }));

    await waitFor(() =>
      expect(errorOf(cell('Alpha', /P1 kills/))).toBe('Kills cannot be negative'),
    );
    expect(errorOf(cell('Alpha', /P2 kills/))).toBe('Kills must be a number');
    expect(errorOf(cell('Charlie', /Position points/))).toBe('Position points must be a number');
    expect(within(sheet()).getByRole('alert')).toHaveTextContent(
      'Only one team can win (booyah) a match',
    );
    expect(calls).toEqual([]);

    await setCell(user, 'Alpha', /P1 kills/, '1');
    await setCell(user, 'Alpha', /P2 kills/, '0');
    await setCell(user, 'Charlie', /Position points/, '3');
    await user.click(within(teamRow('Charlie')).getByLabelText('Booyah'));
    await user.click(screen.getByRole('button', { name: 'Save match 2' }));
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('refuses a booyah for a team that did not play', async () => {
    answerDesk();
    const calls = recordMutation('PostResults', resultsSaved);
    const { user } = renderDesk();
    await openTypedSheet(user);
    expect(within(teamRow('Bravo')).getByLabelText('Played')).not.toBeChecked();
    await user.click(within(teamRow('Bravo')).getByLabelText('Booyah'));
    await user.click(screen.getByRole('button', { name: 'Save match 2' }));

    expect(await within(sheet()).findByRole('alert')).toHaveTextContent(
      'Team "Bravo" cannot win a match it did not play',
    );
    expect(calls).toEqual([]);
  });

  it('saves a new match as one row per team', async () => {
    answerDesk();
    const calls = recordMutation('PostResults', resultsSaved);
    const { user } = renderDesk();
    await openTypedSheet(user);
    await setCell(user, 'Alpha', /P3 kills/, '4');
    await setCell(user, 'Alpha', /Position points/, '12');
    await user.click(within(teamRow('Alpha')).getByLabelText('Booyah'));
    await user.click(screen.getByRole('button', { name: 'Save match 2' }));

    expect(await screen.findByText('Results saved')).toBeInTheDocument();
    const row = (teamName: string, extra: Record<string, unknown> = {}) => ({
      teamName,
      player1Kills: 0,
      player2Kills: 0,
      player3Kills: 0,
      player4Kills: 0,
      positionPoints: 0,
      participated: true,
      booyah: false,
      ...extra,
    });
    expect(calls).toEqual([
      {
        tournamentId: '7',
        matchNumber: 2,
        rows: [
          row('Alpha', { player3Kills: 4, positionPoints: 12, booyah: true }),
          row('Bravo', { participated: false }),
          row('Charlie'),
        ],
      },
    ]);
  });

  it('loads a posted match for correction and saves the corrected rows', async () => {
    answerDesk();
    const calls = recordMutation('PostResults', resultsSaved);
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Match 1 (posted)' }));
    await openTypedSheet(user);

    expect(screen.getByRole('heading', { name: 'Correct match 1' })).toBeVisible();
    expect(cell('Bravo', /P1 kills/)).toHaveValue('3');
    expect(cell('Alpha', /Position points/)).toHaveValue('10');
    expect(within(teamRow('Alpha')).getByLabelText('Booyah')).toBeChecked();
    expect(within(teamRow('Bravo')).getByLabelText('Played')).toBeChecked();

    await setCell(user, 'Bravo', /P2 kills/, '5');
    await user.click(screen.getByRole('button', { name: 'Save correction to match 1' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ matchNumber: 1 });
    expect((calls[0]?.rows as { player2Kills: number }[])[1]).toMatchObject({
      teamName: 'Bravo',
      player1Kills: 3,
      player2Kills: 5,
      positionPoints: 6,
    });
  });

  it("shows the server's message when saving fails", async () => {
    answerDesk();
    server.use(
      graphql.mutation('PostResults', () =>
        graphQLError('This tournament has been cancelled', 'BAD_USER_INPUT'),
      ),
    );
    const { user } = renderDesk();
    await openTypedSheet(user);
    await user.click(screen.getByRole('button', { name: 'Save match 2' }));
    expect(await within(sheet()).findByText('This tournament has been cancelled')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
