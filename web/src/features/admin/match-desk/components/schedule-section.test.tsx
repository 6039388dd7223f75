import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { formatDateTime } from '../../../../lib/format-date';
import { toLocalInput } from '../../../../lib/local-date-time';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import {
  adminPayload,
  adminQuery,
  recordMutation,
  userError,
} from '../../tournaments/test/admin-fixtures';
import { ScheduleSection } from './schedule-section';

/** The fixture night: 14:30 UTC, a match every 30 minutes. */
const START = '2026-11-21T14:30:00.000Z';
const at = (minutes: number) => new Date(Date.parse(START) + minutes * 60_000).toISOString();

const scheduled = (number: number, map: string, room: Record<string, unknown> | null = null) => ({
  __typename: 'ScheduledMatch',
  number,
  map,
  startsAt: at((number - 1) * 30),
  resultsPostedAt: null,
  room: room && {
    __typename: 'AdminRoom',
    roomId: '1001',
    password: 'one',
    publishedAt: at(-60),
    releaseAt: at(-7),
    releasedAt: at(-7),
    ...room,
  },
});

/** Answers the schedule; `night.current` is what the server holds (a publish may change it). */
function answerSchedule(matches: ReturnType<typeof scheduled>[]) {
  const night = { current: matches };
  server.use(
    graphql.query('MatchSchedule', () =>
      HttpResponse.json(
        adminQuery({
          tournament: { __typename: 'AdminTournament', id: '7', schedule: night.current },
        }),
      ),
    ),
  );
  return night;
}

const renderSchedule = () =>
  renderWithProviders(<ScheduleSection tournamentId="7" tournamentStart={START} />, {
    token: ORGANISER_TOKEN,
  });

const NIGHT = [scheduled(1, 'Bermuda', {}), scheduled(2, 'Purgatory'), scheduled(3, 'Kalahari')];

describe('ScheduleSection', () => {
  it("shows each match's map, start and room, match 1's start fixed to the tournament's", async () => {
    answerSchedule(NIGHT);
    renderSchedule();
    const plan = await screen.findByRole('form', { name: 'Match 2 map and start' });
    expect(within(plan).getByLabelText('Map')).toHaveValue('Purgatory');
    expect(within(plan).getByLabelText('Starts at')).toHaveValue(toLocalInput(at(30)));
    const first = screen.getByRole('form', { name: 'Match 1 map and start' });
    expect(within(first).getByLabelText('Starts at')).toBeDisabled();
    expect(screen.getByText(/Match 1 room: Room out since/)).toBeInTheDocument();
    expect(screen.getByText('Match 2 room: Room not published')).toBeInTheDocument();
    const room = screen.getByRole('form', { name: 'Match 2 room' });
    // Squads get it 7 minutes before match 2 unless the organiser says otherwise.
    expect(within(room).getByLabelText('Release at')).toHaveValue(toLocalInput(at(23)));
    expect(
      within(screen.getByRole('form', { name: 'Match 1 room' })).getByRole('button', {
        name: 'Change Match 1 room',
      }),
    ).toBeInTheDocument();
  });

  it("changes a match's map, sending its start only when it moved", async () => {
    answerSchedule(NIGHT);
    const calls = recordMutation('EditMatch', () =>
      adminPayload('editMatch', 'AdminTournamentPayload', { tournament: null }),
    );
    const { user } = renderSchedule();
    const plan = await screen.findByRole('form', { name: 'Match 2 map and start' });
    await user.selectOptions(within(plan).getByLabelText('Map'), 'Alpine');
    await user.click(within(plan).getByRole('button', { name: 'Save match 2' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ tournamentId: '7', matchNumber: 2, map: 'Alpine', startsAt: null });
  });

  it('refuses a start out of order before sending anything', async () => {
    answerSchedule(NIGHT);
    const calls = recordMutation('EditMatch', () =>
      adminPayload('editMatch', 'AdminTournamentPayload', { tournament: null }),
    );
    const { user } = renderSchedule();
    const plan = await screen.findByRole('form', { name: 'Match 3 map and start' });
    fireEvent.change(within(plan).getByLabelText('Starts at'), {
      target: { value: toLocalInput(at(20)) },
    });
    await user.click(within(plan).getByRole('button', { name: 'Save match 3' }));
    expect(await within(plan).findByText('The match must start after match 2')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it("publishes a match's room, and shows the platform's refusal by its field", async () => {
    answerSchedule(NIGHT);
    let answer = () =>
      adminPayload('publishMatchRoom', 'AdminTournamentPayload', {
        errors: [userError('Room ID cannot exceed 50 characters', 'roomId')],
      });
    const calls = recordMutation('PublishMatchRoom', () => answer());
    const { user } = renderSchedule();
    const room = await screen.findByRole('form', { name: 'Match 2 room' });
    await user.click(within(room).getByRole('button', { name: 'Publish Match 2 room' }));
    expect(await within(room).findByText('Enter the room ID')).toBeVisible();
    expect(within(room).getByText('Enter the room password')).toBeVisible();
    expect(calls).toEqual([]);

    await user.type(within(room).getByLabelText('Room ID'), '2468');
    await user.type(within(room).getByLabelText('Room password'), 'ff2');
    await user.click(within(room).getByRole('button', { name: 'Publish Match 2 room' }));
    await waitFor(() =>
      expect(within(room).getByLabelText('Room ID')).toHaveAccessibleDescription(
        'Room ID cannot exceed 50 characters',
      ),
    );

    answer = () => adminPayload('publishMatchRoom', 'AdminTournamentPayload', { tournament: null });
    await user.click(within(room).getByRole('button', { name: 'Publish Match 2 room' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      tournamentId: '7',
      matchNumber: 2,
      roomId: '2468',
      password: 'ff2',
      releaseAt: at(23),
    });
  });
});

describe("ScheduleSection: a match's room", () => {
  const published = () =>
    adminPayload('publishMatchRoom', 'AdminTournamentPayload', { tournament: null });

  async function typeRoom(user: ReturnType<typeof renderSchedule>['user'], name: string) {
    const room = await screen.findByRole('form', { name });
    await user.type(within(room).getByLabelText('Room ID'), ' 48213 ');
    await user.type(within(room).getByLabelText('Room password'), 'ccl7');
    return room;
  }

  it('publishes the room, then shows it as published with its release time', async () => {
    const night = answerSchedule(NIGHT);
    const calls = recordMutation('PublishMatchRoom', () => {
      night.current = [
        NIGHT[0]!,
        scheduled(2, 'Purgatory', { roomId: '48213', password: 'ccl7', releasedAt: null }),
        NIGHT[2]!,
      ];
      return published();
    });
    const { user } = renderSchedule();
    const room = await typeRoom(user, 'Match 2 room');
    await user.click(within(room).getByRole('button', { name: 'Publish Match 2 room' }));

    expect(await within(room).findByRole('button', { name: 'Change Match 2 room' })).toBeVisible();
    expect(screen.getByText(`Match 2 room: Room goes out ${formatDateTime(at(-7))}`)).toBeVisible();
    expect(within(room).getByLabelText('Room ID')).toHaveValue('48213');
    expect(calls).toEqual([
      { tournamentId: '7', matchNumber: 2, roomId: '48213', password: 'ccl7', releaseAt: at(23) },
    ]);
  });

  it('offers the release time 7 minutes before the match, in the organiser’s own time', async () => {
    answerSchedule(NIGHT);
    renderSchedule();
    const room = await screen.findByRole('form', { name: 'Match 3 room' });
    const releaseAt = within(room).getByLabelText('Release at');
    expect(releaseAt).toHaveAttribute('type', 'datetime-local');
    expect(releaseAt).toHaveValue(toLocalInput(at(53)));
    expect(releaseAt).toHaveAccessibleDescription(/Your local time/);
  });

  it('sends the release time the organiser chose', async () => {
    answerSchedule(NIGHT);
    const calls = recordMutation('PublishMatchRoom', published);
    const { user } = renderSchedule();
    const room = await typeRoom(user, 'Match 2 room');
    fireEvent.change(within(room).getByLabelText('Release at'), {
      target: { value: toLocalInput(at(10)) },
    });
    await user.click(within(room).getByRole('button', { name: 'Publish Match 2 room' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ matchNumber: 2, releaseAt: at(10) });
  });

  describe('Release now', () => {
    afterEach(() => vi.useRealTimers());

    it('sends the present as the release time', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(at(5)));
      answerSchedule(NIGHT);
      const calls = recordMutation('PublishMatchRoom', published);
      const { user } = renderSchedule();
      const room = await typeRoom(user, 'Match 2 room');
      await user.click(within(room).getByRole('button', { name: 'Release now' }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]).toEqual({
        tournamentId: '7',
        matchNumber: 2,
        roomId: '48213',
        password: 'ccl7',
        releaseAt: at(5),
      });
    });
  });

  it('shows a published room as scheduled, with its time, until the squads have it', async () => {
    answerSchedule([scheduled(1, 'Bermuda', { releaseAt: at(-5), releasedAt: null })]);
    renderSchedule();
    expect(
      await screen.findByText(`Match 1 room: Room goes out ${formatDateTime(at(-5))}`),
    ).toBeVisible();
    const room = screen.getByRole('form', { name: 'Match 1 room' });
    expect(within(room).getByLabelText('Release at')).toHaveValue(toLocalInput(at(-5)));
    expect(within(room).getByLabelText('Room password')).toHaveValue('one');
  });

  it('shows a released room with the time the squads got it', async () => {
    answerSchedule([scheduled(1, 'Bermuda', { releaseAt: at(-7), releasedAt: at(-6) })]);
    renderSchedule();
    expect(
      await screen.findByText(`Match 1 room: Room out since ${formatDateTime(at(-6))}`),
    ).toBeVisible();
  });
});
