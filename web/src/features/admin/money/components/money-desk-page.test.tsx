import { screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../lib/format-date';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { liveSocket } from '../../../../test/live-socket';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render';
import { answerOrganiserBalance } from '../../test/console-answers';
import {
  UPI_PAY_URL,
  adminAnswer,
  decisionAnswer,
  deposit,
  userError,
  withdrawal,
} from '../test/money-answers';
// Loaded up front: the route's lazy import then resolves at once, not inside a test's wait.
import './money-desk-page';

type Variables = Record<string, unknown>;

/** Answers the pending lists with `lists[type]` (after a decision, `after[type]`), recording each ask. */
function answerPending(lists: Record<string, unknown[]>, after: Record<string, unknown[]> = lists) {
  const asked: Variables[] = [];
  let decided = false;
  server.use(
    graphql.query('PendingTransactions', ({ variables }) => {
      asked.push(variables);
      const type = String(variables.type);
      return adminAnswer({ transactions: (decided ? after[type] : lists[type]) ?? [] });
    }),
  );
  return { asked, decide: () => (decided = true) };
}

function recordMutation(name: string, answer: () => ReturnType<typeof decisionAnswer>) {
  const sent: Variables[] = [];
  server.use(
    graphql.mutation(name, ({ variables }) => {
      sent.push(variables);
      return answer();
    }),
  );
  return sent;
}

const openDesk = (route = '/admin/money') => {
  answerOrganiserBalance();
  return renderApp(route, { token: ORGANISER_TOKEN });
};

const card = (name: string) => screen.findByRole('listitem', { name });

describe('the money desk', () => {
  it('shows a deposit requested meanwhile without a reload, on its own push only', async () => {
    const { asked, decide } = answerPending(
      { DEPOSIT: [deposit('12')] },
      { DEPOSIT: [deposit('13'), deposit('12')] },
    );
    openDesk();
    await card('Deposit #12');
    await liveSocket.subscribed('ConsoleChanges');

    // A withdrawal's push is not this list's: nothing is read again for it.
    liveSocket.push('ConsoleChanges', {
      consoleChanged: { __typename: 'ConsoleChange', work: 'WITHDRAWAL' },
    });
    decide();
    liveSocket.push('ConsoleChanges', {
      consoleChanged: { __typename: 'ConsoleChange', work: 'DEPOSIT' },
    });
    expect(await card('Deposit #13')).toBeVisible();
    expect(asked.filter((variables) => variables.type === 'DEPOSIT')).toHaveLength(2);
  });

  it('lists each pending deposit with amount, UTR, bank username, player and time', async () => {
    const pending = answerPending({ DEPOSIT: [deposit('12'), deposit('11', { utr: 'QWE789' })] });
    openDesk();

    const first = await card('Deposit #12');
    expect(screen.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('2 deposits waiting, ₹200 in all')).toBeVisible();
    expect(first).toHaveTextContent('₹100');
    expect(within(first).getByText('ABC123XYZ')).toHaveClass('money-utr');
    expect(first).toHaveTextContent('Rahul Sharma');
    expect(first).toHaveTextContent(formatDateTime('2026-11-24T12:35:00.000Z'));
    expect(within(first).getByRole('link', { name: 'player1' })).toHaveAttribute(
      'href',
      '/admin/players/5',
    );
    expect(within(first).getByRole('link', { name: 'Deposit #12' })).toHaveAttribute(
      'href',
      '/admin/money/12',
    );
    expect(pending.asked[0]).toMatchObject({ type: 'DEPOSIT', utr: null });
  });

  it('opens on the withdrawals with ?tab=withdrawals and switches tabs by the address', async () => {
    const pending = answerPending({ DEPOSIT: [deposit('12')], WITHDRAWAL: [withdrawal('13')] });
    const { router, user } = openDesk('/admin/money?tab=withdrawals');

    expect(await card('Withdrawal #13')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(pending.asked[0]).toMatchObject({ type: 'WITHDRAWAL' });

    await user.click(screen.getByRole('tab', { name: 'Deposits' }));
    expect(await card('Deposit #12')).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('searches deposits by UTR', async () => {
    const pending = answerPending({ DEPOSIT: [deposit('12')] });
    const { user } = openDesk();
    await card('Deposit #12');

    await user.type(screen.getByRole('searchbox', { name: 'Search by UTR' }), 'abc12');
    await waitFor(() => expect(pending.asked.at(-1)).toMatchObject({ utr: 'abc12' }));
  });

  it('credits a deposit only on Confirm, names the amount and the player, and drops the card', async () => {
    const pending = answerPending(
      { DEPOSIT: [deposit('12'), deposit('11')] },
      { DEPOSIT: [deposit('11')] },
    );
    const sent = recordMutation('ApproveTransaction', () => {
      pending.decide();
      return decisionAnswer('approveTransaction', {
        transaction: { ...deposit('12', { status: 'APPROVED' }) },
      });
    });
    const { user } = openDesk();
    const target = await card('Deposit #12');

    await user.click(within(target).getByRole('button', { name: 'Approve' }));
    let dialog = screen.getByRole('dialog', { name: 'Approve deposit' });
    expect(dialog).toHaveTextContent('Credit ₹100 to player1?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);

    await user.click(within(target).getByRole('button', { name: 'Approve' }));
    dialog = screen.getByRole('dialog', { name: 'Approve deposit' });
    await user.click(within(dialog).getByRole('button', { name: 'Credit ₹100' }));

    expect(await screen.findByText('₹100 credited to player1')).toBeInTheDocument();
    expect(sent).toEqual([{ id: '12', reference: null }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Deposit #12' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Deposit #11' })).toBeVisible();
  });

  it('rejects a deposit only with a reason, which it sends; Cancel sends nothing', async () => {
    answerPending({ DEPOSIT: [deposit('12')] }, { DEPOSIT: [] });
    const sent = recordMutation('RejectTransaction', () =>
      decisionAnswer('rejectTransaction', { transaction: deposit('12', { status: 'REJECTED' }) }),
    );
    const { user } = openDesk();
    const target = await card('Deposit #12');

    await user.click(within(target).getByRole('button', { name: 'Reject' }));
    let dialog = screen.getByRole('dialog', { name: 'Reject deposit' });
    expect(dialog).toHaveTextContent('₹100 will not be credited');
    await user.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeVisible();
    await user.type(
      within(dialog).getByLabelText('Reason (the player sees it)'),
      'Nothing received',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await user.click(within(target).getByRole('button', { name: 'Reject' }));
    dialog = screen.getByRole('dialog', { name: 'Reject deposit' });
    await user.type(
      within(dialog).getByLabelText('Reason (the player sees it)'),
      '  No payment with this UTR  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));

    expect(await screen.findByText('Deposit of ₹100 rejected')).toBeInTheDocument();
    expect(sent).toEqual([{ id: '12', note: 'No payment with this UTR' }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Deposit #12' })).toBeNull());
  });

  it('shows who decided first when another organiser did, and asks for the list again', async () => {
    const pending = answerPending({ DEPOSIT: [deposit('12')] });
    const message = 'Already approved by organiser2 on 24 Nov 2026, 18:05 UTC';
    recordMutation('ApproveTransaction', () =>
      decisionAnswer('approveTransaction', { errors: [userError(message)] }),
    );
    const { user } = openDesk();
    await user.click(within(await card('Deposit #12')).getByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Credit ₹100' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(pending.asked.length).toBeGreaterThanOrEqual(2));
  });

  it('offers the exact UPI payment as a link and a QR code for a withdrawal', async () => {
    answerPending({ WITHDRAWAL: [withdrawal('13')] });
    openDesk('/admin/money?tab=withdrawals');
    const target = await card('Withdrawal #13');

    expect(target).toHaveTextContent('₹250');
    expect(target).toHaveTextContent('Rahul Sharma');
    expect(target).toHaveTextContent('rahul@okaxis');
    expect(target).toHaveTextContent('9876543210');
    expect(within(target).getByRole('link', { name: 'Pay ₹250 in a UPI app' })).toHaveAttribute(
      'href',
      UPI_PAY_URL,
    );
    const qr = within(target).getByRole('img', { name: 'QR code to pay ₹250 to rahul@okaxis' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('marks a withdrawal paid only with a valid UPI reference, which it sends', async () => {
    answerPending({ WITHDRAWAL: [withdrawal('13')] }, { WITHDRAWAL: [] });
    const sent = recordMutation('ApproveTransaction', () =>
      decisionAnswer('approveTransaction', {
        transaction: withdrawal('13', { status: 'APPROVED', upiPayUrl: null }),
      }),
    );
    const { user } = openDesk('/admin/money?tab=withdrawals');
    const target = await card('Withdrawal #13');

    await user.click(within(target).getByRole('button', { name: 'Mark paid' }));
    let dialog = screen.getByRole('dialog', { name: 'Mark withdrawal paid' });
    expect(dialog).toHaveTextContent('Pay ₹250 to rahul@okaxis first');
    const reference = () => within(dialog).getByLabelText('UPI reference (UTR)');
    const submit = () => within(dialog).getByRole('button', { name: 'Mark paid' });

    await user.click(submit());
    expect(await within(dialog).findByText('Enter the UPI reference of the payment')).toBeVisible();
    await user.type(reference(), 'AB-123456');
    await user.click(submit());
    expect(
      await within(dialog).findByText('UPI reference must be letters and digits only'),
    ).toBeVisible();
    await user.clear(reference());
    await user.type(reference(), 'AB12');
    await user.click(submit());
    expect(
      await within(dialog).findByText('UPI reference must be 6 to 35 characters'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await user.click(within(target).getByRole('button', { name: 'Mark paid' }));
    dialog = screen.getByRole('dialog', { name: 'Mark withdrawal paid' });
    await user.type(reference(), '412345678901');
    await user.click(submit());

    expect(
      await screen.findByText('Withdrawal of ₹250 to player1 marked paid'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ id: '13', reference: '412345678901' }]);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Withdrawal #13' })).toBeNull(),
    );
  });

  it('puts a reference the platform refuses on its field and keeps the dialog open', async () => {
    answerPending({ WITHDRAWAL: [withdrawal('13')] });
    recordMutation('ApproveTransaction', () =>
      decisionAnswer('approveTransaction', {
        errors: [
          userError('This reference was used for another withdrawal', 'INVALID', 'reference'),
        ],
      }),
    );
    const { user } = openDesk('/admin/money?tab=withdrawals');
    await user.click(
      within(await card('Withdrawal #13')).getByRole('button', { name: 'Mark paid' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Mark withdrawal paid' });
    await user.type(within(dialog).getByLabelText('UPI reference (UTR)'), '412345678901');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));

    expect(
      await within(dialog).findByText('This reference was used for another withdrawal'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('UPI reference (UTR)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("rejects a withdrawal with a reason, saying the amount returns to the player's wallet", async () => {
    answerPending({ WITHDRAWAL: [withdrawal('13')] }, { WITHDRAWAL: [] });
    const sent = recordMutation('RejectTransaction', () =>
      decisionAnswer('rejectTransaction', {
        transaction: withdrawal('13', { status: 'REJECTED' }),
      }),
    );
    const { user } = openDesk('/admin/money?tab=withdrawals');
    const target = await card('Withdrawal #13');

    await user.click(within(target).getByRole('button', { name: 'Reject' }));
    let dialog = screen.getByRole('dialog', { name: 'Reject withdrawal' });
    expect(dialog).toHaveTextContent("₹250 returns to player1's wallet");
    await user.click(within(dialog).getByRole('button', { name: 'Reject withdrawal' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await user.click(within(target).getByRole('button', { name: 'Reject' }));
    dialog = screen.getByRole('dialog', { name: 'Reject withdrawal' });
    await user.type(
      within(dialog).getByLabelText('Reason (the player sees it)'),
      'UPI id not found',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject withdrawal' }));

    expect(
      await screen.findByText('Withdrawal rejected: ₹250 returned to player1'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ id: '13', note: 'UPI id not found' }]);
  });

  it('says so when nothing waits', async () => {
    answerPending({ DEPOSIT: [] });
    openDesk();
    expect(await screen.findByText('No deposits waiting.')).toBeVisible();
  });
});
