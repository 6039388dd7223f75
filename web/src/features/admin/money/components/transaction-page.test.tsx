import { screen, within } from '@testing-library/react';
import { graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../lib/format-date';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render';
import { auditEntry } from '../../audit/test/audit-answers';
import { answerOrganiserBalance } from '../../test/console-answers';
import {
  adminAnswer,
  decisionAnswer,
  deposit,
  organiser,
  userError,
  withdrawal,
} from '../test/money-answers';
// Loaded up front: the route's lazy import then resolves at once, not inside a test's wait.
import './transaction-page';

function answerTransaction(...answers: unknown[]) {
  const asked: unknown[] = [];
  server.use(
    graphql.query('AdminTransactionDetail', ({ variables }) => {
      asked.push(variables);
      return adminAnswer({ transaction: answers[Math.min(asked.length, answers.length) - 1] });
    }),
  );
  return asked;
}

const openTransaction = (id: string) => {
  answerOrganiserBalance();
  return renderApp(`/admin/money/${id}`, { token: ORGANISER_TOKEN });
};

describe('the transaction page', () => {
  it('shows every field, who decided and when, the reference and the history', async () => {
    const paid = withdrawal('13', {
      status: 'APPROVED',
      upiPayUrl: null,
      decidedAt: '2026-11-24T12:40:00.000Z',
      decidedBy: organiser,
      reference: '412345678901',
      history: [
        auditEntry('40', {
          action: 'WITHDRAWAL_PAID',
          summary: 'Paid withdrawal #13 of ₹250 to player1',
          lines: ['Status: PENDING → APPROVED'],
        }),
      ],
    });
    const asked = answerTransaction(paid);
    openTransaction('13');

    expect(await screen.findByRole('heading', { name: 'Withdrawal #13' })).toBeVisible();
    expect(asked).toEqual([{ id: '13' }]);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('APPROVED');
    expect(details).toHaveTextContent('Beneficiary');
    expect(details).toHaveTextContent('rahul@okaxis');
    expect(details).toHaveTextContent('Decided byorganiser1');
    expect(details).toHaveTextContent(`Decided${formatDateTime('2026-11-24T12:40:00.000Z')}`);
    expect(details).toHaveTextContent('UPI reference412345678901');
    expect(within(details).queryByRole('button', { name: 'Mark paid' })).toBeNull();
    const history = screen.getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Paid withdrawal #13 of ₹250 to player1');
    expect(history).toHaveTextContent('organiser1');
    expect(history).toHaveTextContent('Status: PENDING → APPROVED');
  });

  it("shows a rejection's reason", async () => {
    answerTransaction(
      deposit('12', { status: 'REJECTED', note: 'No payment with this UTR', decidedBy: organiser }),
    );
    openTransaction('12');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('ReasonNo payment with this UTR');
  });

  it('decides a pending deposit in place: status and history as answered', async () => {
    answerTransaction(deposit('12'));
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('ApproveTransaction', ({ variables }) => {
        sent.push(variables);
        return decisionAnswer('approveTransaction', {
          transaction: {
            ...deposit('12', { status: 'APPROVED', decidedBy: organiser }),
            decidedAt: '2026-11-24T12:40:00.000Z',
            history: [auditEntry('41', { summary: 'Approved deposit #12 of ₹100 for player1' })],
          },
        });
      }),
    );
    const { user } = openTransaction('12');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('PENDING');
    expect(screen.getByText('No organiser action yet.')).toBeVisible();

    await user.click(within(details).getByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Credit ₹100' }));

    expect(await screen.findByText('Approved deposit #12 of ₹100 for player1')).toBeVisible();
    expect(sent).toEqual([{ id: '12', reference: null }]);
    expect(details).toHaveTextContent('APPROVED');
    expect(details).toHaveTextContent('Decided byorganiser1');
    expect(within(details).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows a conflict and then the transaction as the other organiser left it', async () => {
    const message = 'Already rejected by organiser2 on 24 Nov 2026, 18:05 UTC';
    const asked = answerTransaction(
      deposit('12'),
      deposit('12', { status: 'REJECTED', decidedBy: { ...organiser, username: 'organiser2' } }),
    );
    server.use(
      graphql.mutation('ApproveTransaction', () =>
        decisionAnswer('approveTransaction', { errors: [userError(message)] }),
      ),
    );
    const { user } = openTransaction('12');
    const details = await screen.findByRole('region', { name: 'Details' });
    await user.click(within(details).getByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Credit ₹100' }));

    expect(await within(details).findByRole('alert')).toHaveTextContent(message);
    expect(await within(details).findByText('REJECTED')).toBeVisible();
    expect(asked).toHaveLength(2);
  });

  it('says when there is no such transaction', async () => {
    answerTransaction(null);
    openTransaction('99');
    expect(await screen.findByText('There is no transaction #99.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the money desk' })).toHaveAttribute(
      'href',
      '/admin/money',
    );
  });
});
