import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { payload } from './match-night-fixtures';
import { PrizeHoldNotice } from './prize-hold-notice';

function answerHold(held: boolean) {
  server.use(
    graphql.query('PrizeHold', () =>
      HttpResponse.json({
        data: {
          admin: {
            __typename: 'AdminQuery',
            tournament: {
              __typename: 'AdminTournament',
              id: '7',
              prizeHold: { __typename: 'PrizeHold', held, openDisputes: 2, override: null },
            },
          },
        },
      }),
    ),
  );
}

const renderNotice = () =>
  renderWithProviders(<PrizeHoldNotice tournamentId="7" />, {
    route: '/admin/tournaments/7/payouts',
    token: ORGANISER_TOKEN,
  });

describe('PrizeHoldNotice', () => {
  it('says why payouts wait, and lifts the hold only with a reason', async () => {
    answerHold(true);
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('OverridePrizeHold', ({ variables }) => {
        asked.push(variables);
        return payload('overridePrizeHold', 'PrizeHoldPayload', [], {
          prizeHold: { __typename: 'PrizeHold', held: false, openDisputes: 2, override: null },
        });
      }),
    );
    const { user } = renderNotice();
    expect(
      await screen.findByText(/Payouts wait: 2 disputes are open on this tournament/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay despite disputes' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay prizes while disputes are open?' });
    await user.click(within(dialog).getByRole('button', { name: 'Lift the hold' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeVisible();
    expect(asked).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit)'), 'Kills only');
    await user.click(within(dialog).getByRole('button', { name: 'Lift the hold' }));
    await vi.waitFor(() => expect(asked).toEqual([{ tournamentId: '7', reason: 'Kills only' }]));
  });

  it('shows nothing while no dispute holds the prizes', async () => {
    answerHold(false);
    renderNotice();
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Pay despite disputes' })).toBeNull();
  });
});
