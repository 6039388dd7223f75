import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { graphQLError, server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { roomChangeMessage } from '../utils/room-push';
import { IdpTab } from './idp-tab';
import { MatchSchedule } from './match-schedule';

const TOKEN = 'player-token';

const room = (number: number, roomId: string, password: string) => ({
  __typename: 'Room',
  tournamentId: '7',
  matchNumber: number,
  roomId,
  password,
});

const match = (
  number: number,
  map: string,
  startsAt: string,
  released: ReturnType<typeof room> | null = null,
) => ({
  __typename: 'Match',
  number,
  map,
  startsAt,
  roomReleased: released !== null,
  room: released,
});

function answerSchedule(matches: ReturnType<typeof match>[]) {
  server.use(
    graphql.query('TournamentSchedule', () =>
      HttpResponse.json({
        data: { tournament: { __typename: 'Tournament', id: '7', kind: 'NORMAL', matches } },
      }),
    ),
  );
}

/** The latest room as SPEC's room-details gives it: IDP's gate (refused to non-members). */
function answerLatestRoom(released: boolean) {
  server.use(
    graphql.query('TournamentRoom', () =>
      HttpResponse.json({
        data: {
          tournament: {
            __typename: 'Tournament',
            id: '7',
            kind: 'NORMAL',
            room: {
              __typename: 'Room',
              tournamentId: '7',
              matchNumber: released ? 2 : null,
              released,
              roomId: released ? '2002' : null,
              password: released ? 'two' : null,
              releasesAt: released ? null : '2026-11-21T14:23:00.000Z',
            },
          },
        },
      }),
    ),
  );
}

const renderIdp = (token?: string) =>
  renderWithProviders(<IdpTab tournamentId="7" loggedIn={Boolean(token)} discordUrl={null} />, {
    ...(token ? { token } : {}),
  });

describe('MatchSchedule', () => {
  it('lists each match with its map and start', async () => {
    answerSchedule([
      match(1, 'Bermuda', '2026-11-21T14:30:00.000Z'),
      match(2, 'Purgatory', '2026-11-21T15:00:00.000Z'),
      match(3, 'Kalahari', '2026-11-21T15:30:00.000Z'),
    ]);
    renderWithProviders(<MatchSchedule tournamentId="7" />);
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'Schedule' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Match 1BermudaNov 21, 2026, 2:30 PM UTC',
      'Match 2PurgatoryNov 21, 2026, 3:00 PM UTC',
      'Match 3KalahariNov 21, 2026, 3:30 PM UTC',
    ]);
  });

  it('shows nothing when there is no schedule to give', async () => {
    const reads = { count: 0 };
    server.use(
      graphql.query('TournamentSchedule', () => {
        reads.count += 1;
        return HttpResponse.json({
          data: { tournament: { __typename: 'Tournament', id: '7', kind: 'NORMAL', matches: [] } },
        });
      }),
    );
    const { container } = renderWithProviders(<MatchSchedule tournamentId="7" />);
    await vi.waitFor(() => expect(reads.count).toBe(1));
    expect(container.querySelector('table')).toBeNull();
  });
});

describe('IdpTab, a room per match', () => {
  it('shows each released match room, labelled, newest first, with its own copy buttons', async () => {
    answerLatestRoom(true);
    answerSchedule([
      match(1, 'Bermuda', '2026-11-21T14:30:00.000Z', room(1, '1001', 'one')),
      match(2, 'Purgatory', '2026-11-21T15:00:00.000Z', room(2, '2002', 'two')),
      match(3, 'Kalahari', '2026-11-21T15:30:00.000Z'),
    ]);
    renderIdp(TOKEN);
    const second = await screen.findByRole('region', { name: 'Match 2 room' });
    const first = screen.getByRole('region', { name: 'Match 1 room' });
    expect(screen.queryByRole('region', { name: 'Match 3 room' })).toBeNull();
    expect(second.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(second).getByRole('heading')).toHaveTextContent('Match 2 room · Purgatory');
    expect(within(second).getByText('2002')).toBeInTheDocument();
    expect(within(second).getByText('two')).toBeInTheDocument();
    expect(within(first).getByText('1001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Match 2 room ID' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Match 1 room password' })).toBeInTheDocument();
    expect(screen.queryByText('ID & Password will be released when the match starts.')).toBeNull();
  });

  it("keeps the SPEC's sentence while no match room is out", async () => {
    answerLatestRoom(false);
    answerSchedule([match(1, 'Bermuda', '2026-11-21T14:30:00.000Z')]);
    renderIdp(TOKEN);
    expect(
      await screen.findByText('ID & Password will be released when the match starts.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /room/ })).toBeNull();
  });

  it("says 'You have not registered for the tournament' to a player outside every squad", async () => {
    server.use(
      graphql.query('TournamentRoom', () =>
        graphQLError('You have not registered for the tournament', 'FORBIDDEN'),
      ),
    );
    answerSchedule([match(1, 'Bermuda', '2026-11-21T14:30:00.000Z')]);
    renderIdp(TOKEN);
    expect(
      await screen.findByText('You have not registered for the tournament'),
    ).toBeInTheDocument();
  });
});

describe('a pushed match room', () => {
  const pushed = (matchNumber: number | null, roomId: string) => ({
    tournamentId: '7',
    matchNumber,
    released: true,
    roomId,
    password: 'p',
    releasesAt: null,
  });

  it('leaves the telling to the bell once the room names its match, released or changed', () => {
    expect(roomChangeMessage(pushed(1, '1001'), pushed(2, '2002'))).toBeNull();
    expect(roomChangeMessage(pushed(2, '2002'), pushed(2, '2003'))).toBeNull();
    expect(roomChangeMessage(pushed(null, '1001'), pushed(null, '1002'))).toBe(
      'The room ID or password changed. Open IDP for the new ones.',
    );
  });
});
