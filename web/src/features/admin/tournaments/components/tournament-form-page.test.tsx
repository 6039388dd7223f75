import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN, money } from '../../../../test/fixtures';
import { graphQLError, server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import {
  adminPayload,
  adminQuery,
  adminTournament,
  recordMutation,
  userError,
} from '../test/admin-fixtures';
import { TournamentFormPage } from './tournament-form-page';

const NEW = { route: '/admin/tournaments/new', path: '/admin/tournaments/new' };
const EDIT = { route: '/admin/tournaments/7/edit', path: '/admin/tournaments/:tournamentId/edit' };

const renderNew = () =>
  renderWithProviders(<TournamentFormPage />, { ...NEW, token: ORGANISER_TOKEN });
const renderEdit = () =>
  renderWithProviders(<TournamentFormPage />, { ...EDIT, token: ORGANISER_TOKEN });

const field = (label: string) => screen.getByLabelText(label);
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};
/** Types a whole value at once (a paste): the long form stays quick to fill. */
async function fill(user: ReturnType<typeof renderNew>['user'], label: string, value: string) {
  await user.click(field(label));
  await user.paste(value);
}
const setDateTime = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

const created = (id: string) =>
  adminPayload('createTournament', 'AdminTournamentPayload', {
    message: 'Tournament created',
    tournament: { __typename: 'Tournament', id, kind: 'SPECIAL', status: 'UPCOMING' },
  });

function answerExisting(cancellation = { entries: 3, paise: 15_000 }) {
  const existing = adminTournament(
    { teamSize: 4 },
    {
      id: '7',
      name: 'Bermuda Blitz Cup',
      title: 'Squad Battle Royale',
      prizePool: money(250_000),
      entryFee: money(5_000),
      totalSlots: 12,
      slotsAvailable: 4,
      matchesCount: 2,
      discordUrl: 'https://discord.gg/ccl',
    },
  );
  let previews = 0;
  server.use(
    graphql.query('ConsoleTournamentForm', () =>
      HttpResponse.json(adminQuery({ tournament: existing })),
    ),
    graphql.query('TournamentCancellation', () => {
      previews += 1;
      return HttpResponse.json(
        adminQuery({
          tournament: {
            __typename: 'AdminTournament',
            id: '7',
            cancellation: {
              __typename: 'CancellationPreview',
              entries: cancellation.entries,
              total: money(cancellation.paise),
            },
            statusPreview: {
              __typename: 'StatusPreview',
              bookings: cancellation.entries,
              matchesWithoutResults: 2,
            },
          },
        }),
      );
    }),
  );
  return { previews: () => previews };
}

describe('TournamentFormPage: new', () => {
  it('shows each required field on its field and sends nothing', async () => {
    const calls = recordMutation('CreateTournament', () => created('42'));
    const { user } = renderNew();
    await user.clear(field('Type'));
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    await waitFor(() => expect(errorOf('Name')).toBe('Tournament name is required'));
    expect(errorOf('Prize pool (₹)')).toBe('Prize pool is required');
    expect(errorOf('Entry fee (₹, 0 for free)')).toBe('Entry fee is required');
    expect(errorOf('Total slots')).toBe('Total slots is required');
    expect(errorOf('Matches')).toBe('Number of matches is required');
    expect(errorOf('Type')).toBe('Type cannot be empty');
    expect(errorOf('Starts')).toBe('Start time is required');
    expect(errorOf('Registration opens')).toBe('Registration start is required');
    expect(calls).toEqual([]);
  });

  it('refuses amounts and counts the platform would refuse', async () => {
    const calls = recordMutation('CreateTournament', () => created('42'));
    const { user } = renderNew();
    await user.type(field('Prize pool (₹)'), '100.555');
    await user.type(field('Entry fee (₹, 0 for free)'), '-5');
    await user.type(field('Total slots'), '1001');
    await user.type(field('Matches'), 'two');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    await waitFor(() =>
      expect(errorOf('Prize pool (₹)')).toBe('Prize pool can have at most 2 decimal places'),
    );
    expect(errorOf('Entry fee (₹, 0 for free)')).toBe('Entry fee cannot be negative');
    expect(errorOf('Total slots')).toBe('Total slots must be between 1 and 1000');
    expect(errorOf('Matches')).toBe('Number of matches must be a number');
    expect(calls).toEqual([]);
  });

  it('takes a banner as an http(s) link or a path on this site, nothing else', async () => {
    const calls = recordMutation('CreateTournament', () => created('42'));
    const { user } = renderNew();
    const bannerRule =
      'Banner link must be a link starting with http:// or https://, or a path on this site starting with /';
    await fill(user, 'Banner link', '//evil.example/banner.png');
    await fill(user, 'Discord link', 'discord.gg/ccl');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    await waitFor(() => expect(errorOf('Banner link')).toBe(bannerRule));
    expect(errorOf('Discord link')).toBe(
      'Discord link must be a link starting with http:// or https://',
    );
    expect(screen.queryByRole('img', { name: 'Banner preview' })).toBeNull();

    await user.clear(field('Banner link'));
    await fill(user, 'Banner link', 'javascript:alert(1)');
    await user.tab();
    await waitFor(() => expect(errorOf('Banner link')).toBe(bannerRule));

    await user.clear(field('Banner link'));
    await fill(user, 'Banner link', 'https://cdn.example.com/banner.jpg');
    await user.tab();
    await waitFor(() => expect(errorOf('Banner link')).toBeNull());
    expect(screen.getByRole('img', { name: 'Banner preview' })).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('refuses a schedule out of order: opens, closes, then starts', async () => {
    const calls = recordMutation('CreateTournament', () => created('42'));
    const { user } = renderNew();
    setDateTime('Registration opens', '2026-11-20T10:00');
    setDateTime('Registration closes', '2026-11-19T10:00');
    setDateTime('Starts', '2026-11-21T20:00');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    await waitFor(() =>
      expect(errorOf('Registration closes')).toBe('Registration cannot end before it starts'),
    );

    setDateTime('Registration closes', '2026-11-22T10:00');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    await waitFor(() =>
      expect(errorOf('Registration closes')).toBe(
        'Registration must end before the tournament starts',
      ),
    );
    expect(calls).toEqual([]);
  });

  it('creates a special tournament with every field, times in UTC, then opens its match desk', async () => {
    const calls = recordMutation('CreateTournament', () => created('42'));
    const { user } = renderNew();
    await user.click(screen.getByLabelText('Special'));
    await fill(user, 'Name', 'Diwali Cup');
    await fill(user, 'Title', 'Festival squads');
    await fill(user, 'Banner link', '/assets/banners/diwali.jpg');
    await fill(user, 'Prize pool (₹)', '5000');
    await fill(user, 'Entry fee (₹, 0 for free)', '49.50');
    await fill(user, 'Total slots', '24');
    await fill(user, 'Matches', '3');
    await user.clear(field('Players per team'));
    await fill(user, 'Players per team', '5');
    setDateTime('Registration opens', '2026-11-01T09:00');
    setDateTime('Registration closes', '2026-11-10T18:00');
    setDateTime('Starts', '2026-11-10T20:00');
    await user.selectOptions(field('Status'), 'LIVE');
    await fill(user, 'Discord link', 'https://discord.gg/diwali');
    await fill(user, 'Live stream link', 'https://youtube.com/live/diwali');
    expect(screen.getByRole('img', { name: 'Banner preview' })).toHaveAttribute(
      'src',
      '/assets/banners/diwali.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));

    expect(await screen.findByText('Elsewhere: /admin/tournaments/42')).toBeInTheDocument();
    expect(await screen.findByText('Tournament created')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        input: {
          kind: 'SPECIAL',
          name: 'Diwali Cup',
          title: 'Festival squads',
          bannerUrl: '/assets/banners/diwali.jpg',
          prizePool: '5000',
          entryFee: '49.50',
          totalSlots: 24,
          matchesCount: 3,
          type: 'Squad',
          mode: 'Battle Royale',
          startsAt: new Date('2026-11-10T20:00').toISOString(),
          registrationOpensAt: new Date('2026-11-01T09:00').toISOString(),
          registrationClosesAt: new Date('2026-11-10T18:00').toISOString(),
          status: 'LIVE',
          organiser: 'Creators Combat League',
          discordUrl: 'https://discord.gg/diwali',
          liveStreamUrl: 'https://youtube.com/live/diwali',
          teamSize: 5,
          pointsSystem: { preset: 'STANDARD' },
          // Not touched: the rules' rotation, one map per match.
          matches: [{ map: 'Bermuda' }, { map: 'Purgatory' }, { map: 'Kalahari' }],
          // Not touched: the declaration's defaults (decision 048).
          gameTitle: 'FREE_FIRE',
          feePurpose: 'ENTRY_AND_ADMIN',
          prizeSource: 'ORGANISER',
          prizeSponsorName: null,
        },
      },
    ]);
  });

  it('uploads a banner with the token, fills the link with its address and shows it', async () => {
    const uploads: { authorization: string | null; file: unknown }[] = [];
    server.use(
      http.post('*/api/admin/banner', async ({ request }) => {
        const body = await request.formData();
        uploads.push({
          authorization: request.headers.get('authorization'),
          file: body.get('file'),
        });
        return HttpResponse.json({ url: '/media/pictures/31' }, { status: 201 });
      }),
    );
    const { user } = renderNew();
    const image = new File(['banner'], 'banner.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload banner'), image);

    await waitFor(() => expect(field('Banner link')).toHaveValue('/media/pictures/31'));
    expect(screen.getByRole('img', { name: 'Banner preview' })).toHaveAttribute(
      'src',
      '/media/pictures/31',
    );
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.authorization).toBe(`Bearer ${ORGANISER_TOKEN}`);
    expect((uploads[0]?.file as File).name).toBe('banner.png');
  });

  it("says why an upload was refused, in the gateway's words", async () => {
    server.use(
      http.post('*/api/admin/banner', () =>
        HttpResponse.json({ message: 'The picture must be at most 2 MB' }, { status: 413 }),
      ),
    );
    const { user } = renderNew();
    await user.upload(
      screen.getByLabelText('Upload banner'),
      new File(['x'], 'huge.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The picture must be at most 2 MB');
    expect(field('Banner link')).toHaveValue('');
  });
});

describe('TournamentFormPage: edit', () => {
  it('starts from the tournament as it is and sends only what changed', async () => {
    answerExisting();
    const calls = recordMutation('UpdateTournament', () =>
      adminPayload('updateTournament', 'AdminTournamentPayload', {
        message: 'Tournament updated',
        tournament: { __typename: 'Tournament', id: '7', kind: 'NORMAL', status: 'LIVE' },
      }),
    );
    const { user } = renderEdit();
    expect(await screen.findByDisplayValue('Bermuda Blitz Cup')).toBeInTheDocument();
    expect(field('Prize pool (₹)')).toHaveValue('2500');
    expect(field('Entry fee (₹, 0 for free)')).toHaveValue('50');
    expect(screen.getByText('Normal (fixed once created)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Normal')).toBeNull();

    await user.clear(field('Entry fee (₹, 0 for free)'));
    await user.type(field('Entry fee (₹, 0 for free)'), '60');
    await user.selectOptions(field('Status'), 'LIVE');
    await user.clear(field('Discord link'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Elsewhere: /admin/tournaments/7')).toBeInTheDocument();
    expect(calls).toEqual([
      { id: '7', patch: { entryFee: '60', status: 'LIVE', discordUrl: null } },
    ]);
  });

  it("puts the platform's refusals on their fields", async () => {
    answerExisting();
    recordMutation('UpdateTournament', () =>
      adminPayload('updateTournament', 'AdminTournamentPayload', {
        errors: [
          userError('Total slots cannot be fewer than the 8 slots already taken', 'totalSlots'),
        ],
        message: 'Total slots cannot be fewer than the 8 slots already taken',
        tournament: null,
      }),
    );
    const { user } = renderEdit();
    await screen.findByDisplayValue('Bermuda Blitz Cup');
    await user.clear(field('Total slots'));
    await user.type(field('Total slots'), '6');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(errorOf('Total slots')).toBe(
        'Total slots cannot be fewer than the 8 slots already taken',
      ),
    );
    expect(field('Total slots')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's message when the change fails", async () => {
    answerExisting();
    server.use(
      graphql.mutation('UpdateTournament', () =>
        graphQLError('The platform did not answer in time', 'UPSTREAM_UNAVAILABLE'),
      ),
    );
    const { user } = renderEdit();
    await screen.findByDisplayValue('Bermuda Blitz Cup');
    await user.type(field('Name'), ' II');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const banner = await screen.findByText('The platform did not answer in time', {
      selector: '.form-banner',
    });
    expect(banner).toHaveAttribute('role', 'alert');
  });

  it('cancels only after the confirmation that says what will be refunded', async () => {
    const reads = answerExisting({ entries: 3, paise: 15_000 });
    const calls = recordMutation('UpdateTournament', () =>
      adminPayload('updateTournament', 'AdminTournamentPayload', {
        message: 'Tournament cancelled',
        tournament: { __typename: 'Tournament', id: '7', kind: 'NORMAL', status: 'CANCELLED' },
      }),
    );
    const { user } = renderEdit();
    await screen.findByDisplayValue('Bermuda Blitz Cup');

    await user.click(screen.getByRole('button', { name: 'Cancel tournament' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel Bermuda Blitz Cup?' });
    expect(
      await within(dialog).findByText('3 entries will be refunded, ₹150 in all.'),
    ).toBeVisible();
    expect(
      within(dialog).getByText('3 squads booked so far; 2 matches have no results yet.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel tournament' }));
    dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('3 entries will be refunded, ₹150 in all.');
    expect(reads.previews()).toBe(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel tournament' }));

    expect(await screen.findByText('Elsewhere: /admin/tournaments/7')).toBeInTheDocument();
    expect(calls).toEqual([{ id: '7', patch: { status: 'CANCELLED' } }]);
  });
});
