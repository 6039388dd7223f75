import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { scoringAnswer } from '../../../../test/scoring-answers';
import {
  adminMatch,
  adminPayload,
  participantTeam,
  recordMutation,
  userError,
} from '../../tournaments/test/admin-fixtures';
import type { DeskTeam, PostedMatch } from '../utils/result-sheet';
import { ResultsSection } from './results-section';

const NAMES = 'ABCDEFGHIJKL'.split('').map((letter) => `Team ${letter}`);
/** Twelve squads booked, plus one marked absent (left out of the order by rule). */
const teams = [
  ...NAMES.map((name, index) => participantTeam(String(index + 1), name)),
  participantTeam('13', 'Team Absent', { status: 'ABSENT', statusReason: 'no show' }),
] as unknown as DeskTeam[];

function renderResults(matches: PostedMatch[] = []) {
  return renderWithProviders(
    <ResultsSection tournamentId="7" matchesCount={3} teams={teams} matches={matches} />,
    { token: ORGANISER_TOKEN },
  );
}

type User = ReturnType<typeof renderResults>['user'];

const squadButton = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) });
const killsOf = (name: string, player: number) =>
  screen.getByRole('textbox', { name: new RegExp(`^P${player} kills .* of ${name}$`) });

/** Taps the squads in the order given, then Next. Returns the taps it took. */
async function tapOrder(user: User, names: string[]) {
  await screen.findByRole('heading', { name: /Finishing order/ });
  for (const name of names) await user.click(squadButton(name));
  await user.click(screen.getByRole('button', { name: 'Next: kills' }));
  return names.length + 1;
}

const saved = (message = 'Results saved') =>
  adminPayload('saveFinishingOrder', 'FinishingOrderPayload', { message, corrections: [] });

describe('Results by finishing order', () => {
  it('places twelve squads by taps, scores them from the table, and moves to the next match', async () => {
    const calls = recordMutation('SaveFinishingOrder', () => saved());
    const { user } = renderResults();
    expect(screen.getByText(/Left out by rule: Team Absent \(absent\)/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next: kills' })).toBeDisabled();

    let taps = await tapOrder(user, [...NAMES].reverse());
    // The grid shows each squad in finishing order with its points from the standard table.
    const grid = within(screen.getByRole('list', { name: 'Kills per player' }));
    const legends = grid
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent);
    expect(legends.slice(0, 3)).toEqual(['1st Team L12 pts', '2nd Team K9 pts', '3rd Team J8 pts']);
    expect(legends[11]).toBe('12th Team A0 pts');

    // Only kills are typed: blank is 0.
    await user.type(killsOf('Team L', 1), '6');
    await user.type(killsOf('Team L', 2), '3');
    await user.type(killsOf('Team K', 1), '4');
    const typed = 3;
    expect(grid.getAllByRole('group')[0]).toHaveTextContent('1st Team L21 pts');
    await user.click(screen.getByRole('button', { name: 'Save match 1' }));
    taps += 1;
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ tournamentId: '7', matchNumber: 1, reason: null });
    const squads = calls[0]?.squads as { teamId: string; place: number; kills: number[] }[];
    expect(squads).toHaveLength(12);
    expect(squads[0]).toEqual({ teamId: '12', place: 1, kills: [6, 3, 0, 0] });
    expect(squads[11]).toEqual({ teamId: '1', place: 12, kills: [0, 0, 0, 0] });
    // 12 squads: 14 taps and 3 typed fields here, never 84 inputs.
    expect(taps + typed).toBe(17);
    expect(
      await screen.findByRole('button', { name: 'Match 2', pressed: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enter match 2 · Finishing order' })).toBeVisible();
  });

  it('takes a tapped squad out again, and undoes the last tap', async () => {
    const { user } = renderResults();
    await screen.findByRole('heading', { name: /Finishing order/ });
    await user.click(squadButton('Team A'));
    await user.click(squadButton('Team B'));
    await user.click(squadButton('Team C'));
    expect(squadButton('Team C')).toHaveTextContent('3rd');
    await user.click(squadButton('Team A'));
    expect(squadButton('Team B')).toHaveTextContent('1st');
    expect(squadButton('Team A')).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Undo last' }));
    expect(squadButton('Team C')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/1 of 12 placed/)).toBeInTheDocument();
  });

  it('refuses more kills than a 12-squad lobby allows, sending nothing', async () => {
    const calls = recordMutation('SaveFinishingOrder', () => saved());
    const { user } = renderResults();
    await tapOrder(user, NAMES);
    await user.type(killsOf('Team A', 1), '45');
    await user.click(screen.getByRole('button', { name: 'Save match 1' }));
    expect(
      await screen.findByText('Team A P1 kills must be a whole number from 0 to 44'),
    ).toHaveAttribute('role', 'alert');
    expect(calls).toHaveLength(0);
  });

  it('opens a posted match at its kills, asks a reason and sends it with the correction', async () => {
    const calls = recordMutation('SaveFinishingOrder', () => saved());
    const posted = adminMatch(
      1,
      NAMES.map((teamName, index) => ({
        teamName,
        teamId: String(index + 1),
        place: index + 1,
        kills: index === 1 ? [14, 0, 0, 0] : [0, 0, 0, 0],
      })),
    ) as unknown as PostedMatch;
    const { user } = renderResults([posted]);
    await user.click(await screen.findByRole('button', { name: 'Match 1 (posted)' }));
    expect(screen.getByRole('heading', { name: 'Correct match 1 · Kills' })).toBeVisible();
    expect(killsOf('Team B', 1)).toHaveValue('14');
    await user.clear(killsOf('Team B', 1));
    await user.type(killsOf('Team B', 1), '4');
    await user.click(screen.getByRole('button', { name: 'Save correction to match 1' }));
    expect(
      await screen.findByText('Enter a reason for the correction: players will read it'),
    ).toBeVisible();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText(/Reason for the correction/), 'wrong screenshot');
    await user.click(screen.getByRole('button', { name: 'Save correction to match 1' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ matchNumber: 1, reason: 'wrong screenshot' });
    expect((calls[0]?.squads as { kills: number[] }[])[1]?.kills).toEqual([4, 0, 0, 0]);
  });

  it("shows the server's refusal when saving fails", async () => {
    recordMutation('SaveFinishingOrder', () =>
      adminPayload('saveFinishingOrder', 'FinishingOrderPayload', {
        errors: [userError('Results cannot be posted for a cancelled tournament')],
        corrections: [],
      }),
    );
    const { user } = renderResults();
    await tapOrder(user, NAMES);
    await user.click(screen.getByRole('button', { name: 'Save match 1' }));
    expect(
      await screen.findByText('Results cannot be posted for a cancelled tournament', {
        selector: '[role="alert"]',
      }),
    ).toBeVisible();
  });
});

describe('Penalties on the match desk', () => {
  it('gives the rules’ −20 for abusing the host in one tap and a squad, and needs a reason otherwise', async () => {
    const calls = recordMutation('AddPenalty', () =>
      adminPayload('addPenalty', 'AdminTournamentPayload', { message: 'Penalty given' }),
    );
    const { user } = renderResults();
    const form = within(await screen.findByRole('form', { name: 'Penalty in match 1' }));
    await user.click(form.getByRole('button', { name: 'Give penalty' }));
    expect(await form.findByText('Enter a reason')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.selectOptions(form.getByLabelText('Squad'), 'Team C');
    await user.click(form.getByRole('button', { name: '−20 Abusing the host' }));
    await user.click(form.getByRole('button', { name: 'Give penalty' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      tournamentId: '7',
      matchNumber: 1,
      teamId: '3',
      points: 20,
      reason: 'Abusing the host',
    });
  });
});

describe('Result screenshots on the match desk', () => {
  it('uploads a screenshot to the picture storage and attaches it to the match', async () => {
    server.use(
      http.post('*/api/admin/banner', () =>
        HttpResponse.json(
          { url: '/media/pictures/0b9f5c1e-1111-4222-8333-944445555666' },
          { status: 201 },
        ),
      ),
    );
    const calls = recordMutation('AttachResultScreenshot', () =>
      adminPayload('attachResultScreenshot', 'AdminTournamentPayload', { message: 'Attached' }),
    );
    const { user } = renderResults();
    const input = await screen.findByLabelText('Attach a result screenshot');
    await user.upload(input, new File(['png'], 'result.png', { type: 'image/png' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      tournamentId: '7',
      matchNumber: 1,
      pictureUrl: '/media/pictures/0b9f5c1e-1111-4222-8333-944445555666',
    });
  });

  it('shows the match’s screenshots and removes one', async () => {
    server.use(
      graphql.query('MatchDeskScoring', () =>
        HttpResponse.json(
          scoringAnswer('7', [
            {
              __typename: 'MatchStandings',
              matchNumber: 1,
              penalties: [],
              screenshots: [{ __typename: 'ResultScreenshot', id: '5', url: '/media/pictures/x' }],
            },
          ]),
        ),
      ),
    );
    const calls = recordMutation('RemoveResultScreenshot', () =>
      adminPayload('removeResultScreenshot', 'AdminTournamentPayload', { message: 'Removed' }),
    );
    const { user } = renderResults();
    expect(await screen.findByRole('img', { name: 'Match 1 screenshot 1' })).toHaveAttribute(
      'src',
      '/media/pictures/x',
    );
    await user.click(screen.getByRole('button', { name: 'Remove screenshot 1' }));
    await waitFor(() => expect(calls).toEqual([{ tournamentId: '7', screenshotId: '5' }]));
  });
});
