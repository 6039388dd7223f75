import { screen, within } from '@testing-library/react';
import { type GraphQLQuery, type GraphQLResponseBody, HttpResponse, graphql } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { myCheckInFixture } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { DisputeMatch } from './dispute-match';

const DISPUTE = {
  __typename: 'Dispute',
  id: '3',
  matchNumber: 1,
  reason: 'Lobby glitch',
  status: 'OPEN',
  resolutionReason: null,
  screenshotUrl: null,
  openedAt: '2026-11-21T15:00:00.000Z',
};

function answerMine(disputes: unknown[] = []) {
  const reads = { count: 0 };
  server.use(
    graphql.query('MyCheckIn', () => {
      reads.count += 1;
      return HttpResponse.json({ data: myCheckInFixture(disputes) });
    }),
  );
  return reads;
}

const disputePayload = (errors: unknown[], dispute: unknown = null) =>
  HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    data: {
      openDispute: {
        __typename: 'DisputePayload',
        message: errors.length ? null : 'Your dispute is with the organiser',
        errors,
        dispute,
      },
    },
  });

const renderAction = (token: string | undefined = 'jwt-1') =>
  renderWithProviders(<DisputeMatch tournamentId="7" matchNumber={1} />, { token });

describe('DisputeMatch', () => {
  it('asks what went wrong before sending anything, then sends the dispute', async () => {
    const reads = answerMine();
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('OpenDispute', ({ variables }) => {
        asked.push(variables);
        return disputePayload([], DISPUTE);
      }),
    );
    const { user } = renderAction();
    await user.click(await screen.findByRole('button', { name: 'Dispute match 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute match 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await within(dialog).findByText('Say what went wrong in this match')).toBeVisible();
    expect(asked).toEqual([]);

    await user.type(within(dialog).getByLabelText('What went wrong'), 'Lobby glitch');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('Your dispute is with the organiser')).toBeInTheDocument();
    expect(asked).toEqual([
      {
        input: { tournamentId: '7', matchNumber: 1, reason: 'Lobby glitch', screenshotId: null },
      },
    ]);
    await vi.waitFor(() => expect(reads.count).toBe(2));
  });

  it("shows the platform's refusal of a late dispute", async () => {
    answerMine();
    server.use(
      graphql.mutation('OpenDispute', () =>
        disputePayload([
          {
            __typename: 'UserError',
            field: 'matchNumber',
            code: 'INVALID',
            message: 'Disputes for this match closed 1 hour after its results were posted',
          },
        ]),
      ),
    );
    const { user } = renderAction();
    await user.click(await screen.findByRole('button', { name: 'Dispute match 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute match 1' });
    await user.type(within(dialog).getByLabelText('What went wrong'), 'Too late?');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Disputes for this match closed 1 hour after its results were posted',
    );
  });

  it('shows where the squad’s dispute stands instead of a second one', async () => {
    answerMine([{ ...DISPUTE, status: 'REJECTED', resolutionReason: 'Replay shows no glitch' }]);
    renderAction();
    expect(await screen.findByText('Your dispute was rejected.')).toBeVisible();
    expect(screen.getByText('Reason: Replay shows no glitch')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dispute match 1' })).toBeNull();
  });
});
