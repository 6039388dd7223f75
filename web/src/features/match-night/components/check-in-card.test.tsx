import { screen } from '@testing-library/react';
import { type GraphQLQuery, type GraphQLResponseBody, HttpResponse, graphql } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { CheckInCard } from './check-in-card';

const window = (phase: string) => ({
  __typename: 'CheckInWindow',
  opensMinutes: 30,
  closesMinutes: 10,
  opensAt: '2026-11-21T14:00:00.000Z',
  closesAt: '2026-11-21T14:20:00.000Z',
  phase,
});
const squad = (checkedInAt: string | null = null, status = 'ACTIVE') => ({
  __typename: 'SquadCheckIn',
  teamId: '9',
  teamName: 'Team Bravo',
  status,
  checkedInAt,
});

function answerCheckIn(myCheckIn: unknown) {
  const reads = { count: 0 };
  server.use(
    graphql.query('MyCheckIn', () => {
      reads.count += 1;
      return HttpResponse.json({
        data: {
          tournament: {
            __typename: 'Tournament',
            id: '7',
            kind: 'NORMAL',
            myCheckIn,
            myDisputes: [],
          },
        },
      });
    }),
  );
  return reads;
}

const checkInPayload = (errors: unknown[], checkIn: unknown = null) =>
  HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    data: {
      checkIn: {
        __typename: 'CheckInPayload',
        message: errors.length ? null : 'Your squad is checked in',
        errors,
        checkIn,
      },
    },
  });

const renderCard = () => renderWithProviders(<CheckInCard tournamentId="7" />, { token: 'jwt-1' });

describe('CheckInCard', () => {
  it('lets a member check the squad in while the window is open', async () => {
    const reads = answerCheckIn({
      __typename: 'MyCheckIn',
      window: window('OPEN'),
      squad: squad(),
    });
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('CheckIn', ({ variables }) => {
        asked.push(variables);
        return checkInPayload([], {
          __typename: 'MyCheckIn',
          window: window('OPEN'),
          squad: squad('2026-11-21T14:05:00.000Z'),
        });
      }),
    );
    const { user } = renderCard();
    expect(await screen.findByRole('heading', { name: 'Check-in: Team Bravo' })).toBeVisible();
    expect(screen.getByText(/^Check-in is open until /)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Check in my squad' }));
    expect(await screen.findByText('Your squad is checked in')).toBeInTheDocument();
    expect(asked).toEqual([{ tournamentId: '7' }]);
    await vi.waitFor(() => expect(reads.count).toBe(2));
  });

  it("shows the platform's refusal, naming why", async () => {
    answerCheckIn({ __typename: 'MyCheckIn', window: window('OPEN'), squad: squad() });
    server.use(
      graphql.mutation('CheckIn', () =>
        checkInPayload([
          {
            __typename: 'UserError',
            field: 'checkIn',
            code: 'INVALID',
            message: 'Check-in has closed',
          },
        ]),
      ),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Check in my squad' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check-in has closed');
  });

  it('says when check-in opens, and offers no button before it does or once checked in', async () => {
    answerCheckIn({ __typename: 'MyCheckIn', window: window('NOT_OPEN'), squad: squad() });
    const first = renderCard();
    expect(await screen.findByText(/^Check-in opens .* and closes /)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check in my squad' })).toBeNull();
    first.unmount();

    answerCheckIn({
      __typename: 'MyCheckIn',
      window: window('OPEN'),
      squad: squad('2026-11-21T14:05:00.000Z'),
    });
    renderCard();
    expect(await screen.findByText(/^Checked in /)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check in my squad' })).toBeNull();
  });

  it('shows nothing to a player in no squad', async () => {
    const reads = answerCheckIn({ __typename: 'MyCheckIn', window: window('OPEN'), squad: null });
    renderCard();
    await vi.waitFor(() => expect(reads.count).toBe(1));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
