import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { disputeFixture, payload, userError } from './match-night-fixtures';
import { OpenDisputes } from './open-disputes';

function answerOpen(disputes: unknown[]) {
  const reads = { count: 0 };
  server.use(
    graphql.query('OpenDisputes', () => {
      reads.count += 1;
      return HttpResponse.json({ data: { admin: { __typename: 'AdminQuery', disputes } } });
    }),
  );
  return reads;
}

const renderList = () =>
  renderWithProviders(<OpenDisputes />, { route: '/admin', token: ORGANISER_TOKEN });

describe('OpenDisputes', () => {
  it('lists each open dispute with its tournament, squad, match, reason and screenshot', async () => {
    answerOpen([disputeFixture()]);
    renderList();
    const list = await screen.findByRole('list', { name: 'Open disputes' });
    expect(list).toHaveTextContent('Bermuda Blitz Cup · Team Bravo · match 2 · Open');
    expect(list).toHaveTextContent('“Lobby glitch at zone 3”');
    expect(within(list).getByRole('link', { name: 'Screenshot' })).toHaveAttribute(
      'href',
      '/media/pictures/0b7c2d3e-1111-4222-8333-944455556666',
    );
    expect(screen.getByRole('heading', { name: 'Open disputes (1)' })).toBeVisible();
  });

  it('rejects with the reason the squad reads, sending nothing without one', async () => {
    const reads = answerOpen([disputeFixture()]);
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('ResolveDispute', ({ variables }) => {
        asked.push(variables);
        return payload('resolveDispute', 'DisputePayload', [], {
          dispute: disputeFixture({ status: 'REJECTED', resolutionReason: 'Replay is clean' }),
        });
      }),
    );
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Reject: Team Bravo, match 2' }));
    const dialog = screen.getByRole('dialog', { name: "Reject Team Bravo's dispute?" });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeVisible();
    expect(asked).toEqual([]);
    await user.type(
      within(dialog).getByLabelText('Reason (the squad reads it)'),
      'Replay is clean',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() =>
      expect(asked).toEqual([{ id: '3', resolution: 'REJECTED', reason: 'Replay is clean' }]),
    );
    await vi.waitFor(() => expect(reads.count).toBe(2));
  });

  it('shows why it cannot resolve as corrected yet, inside the dialog', async () => {
    answerOpen([disputeFixture()]);
    server.use(
      graphql.mutation('ResolveDispute', () =>
        payload(
          'resolveDispute',
          'DisputePayload',
          [
            userError(
              'resolution',
              'Correct the match’s results first (with a reason), then resolve the dispute as corrected',
            ),
          ],
          { dispute: null },
        ),
      ),
    );
    const { user } = renderList();
    await user.click(
      await screen.findByRole('button', { name: 'Resolve as corrected: Team Bravo, match 2' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: "Resolve Team Bravo's dispute as corrected?",
    });
    await user.type(within(dialog).getByLabelText('Reason (the squad reads it)'), 'Fixed kills');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve as corrected' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Correct the match’s results first',
    );
  });

  it('says when no dispute is open', async () => {
    answerOpen([]);
    renderList();
    expect(await screen.findByRole('heading', { name: 'Open disputes (0)' })).toBeVisible();
    expect(screen.getByText('No disputes.')).toBeVisible();
  });
});
