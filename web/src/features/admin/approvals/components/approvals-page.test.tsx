import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render';
import { answerOrganiserBalance } from '../../test/console-answers';
// Loaded up front: the route's lazy import then resolves at once, not inside a test's wait.
import './approvals-page';

const PROPOSAL = {
  __typename: 'MoneyProposal',
  id: '7',
  kind: 'PRIZE_PAYOUT',
  status: 'WAITING',
  summary: 'Prizes of Monsoon Cup: ₹150 to 1 player',
  amount: { __typename: 'Money', formatted: '₹150' },
  playerUsername: null,
  tournamentName: 'Monsoon Cup',
  proposedBy: 'organiser2',
  proposedAt: '2026-11-24T18:05:00.000Z',
  coolingUntil: null,
  mine: false,
  decidedBy: null,
  decidedAt: null,
};
const CONTROLS = {
  __typename: 'MoneyControls',
  alone: false,
  coolingMinutes: 60,
  approvalThreshold: { __typename: 'Money', rupees: '1000.00', formatted: '₹1,000' },
};

const payload = (field: string, extra: Record<string, unknown> = {}) => ({
  [field]: {
    __typename: 'MoneyProposalPayload',
    errors: [],
    message: null,
    proposal: null,
    ...extra,
  },
});

function answerApprovals(proposals: unknown[], controls = CONTROLS) {
  const sent: Record<string, Record<string, unknown>[]> = {};
  const record = (name: string, variables: Record<string, unknown>) =>
    (sent[name] ??= []).push(variables);
  server.use(
    graphql.query('MoneyApprovals', () =>
      HttpResponse.json({
        data: {
          admin: { __typename: 'AdminQuery', moneyProposals: proposals, moneyControls: controls },
        },
      }),
    ),
    graphql.mutation('ApproveMoneyProposal', ({ variables }) => {
      record('approve', variables);
      return HttpResponse.json({
        data: payload('approveMoneyProposal', { proposal: { ...PROPOSAL, status: 'APPROVED' } }),
      });
    }),
    graphql.mutation('ProposeManualCredit', ({ variables }) => {
      record('credit', variables);
      return HttpResponse.json({ data: payload('proposeManualCredit') });
    }),
  );
  return sent;
}

const open = (route = '/admin/money/approvals') => {
  answerOrganiserBalance();
  return renderApp(route, { token: ORGANISER_TOKEN });
};

describe('the approvals page', () => {
  it('lists what waits and approves another organiser’s proposal in a dialog', async () => {
    const sent = answerApprovals([PROPOSAL]);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    const item = (await screen.findByText(PROPOSAL.summary)).closest('li') as HTMLElement;
    expect(within(item).getByText(/^Proposed by organiser2/)).toBeVisible();
    expect(within(item).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: /^Approve/ });
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve ₹150' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Approved: the money moved.');
    expect(sent.approve).toEqual([{ id: '7' }]);
  });

  it('asks a lone organiser for the password to approve their own after its cooling period', async () => {
    const sent = answerApprovals(
      [{ ...PROPOSAL, mine: true, coolingUntil: '2026-11-24T19:05:00.000Z' }],
      { ...CONTROLS, alone: true },
    );
    open();
    const item = (await screen.findByText(PROPOSAL.summary)).closest('li') as HTMLElement;
    expect(within(item).getByText(/^Cooling until/)).toBeVisible();
    expect(within(item).queryByRole('button', { name: 'Refuse' })).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: /^Approve/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve ₹150' }));
    expect(await within(dialog).findByText('Enter your password to confirm')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve ₹150' }));
    await waitFor(() => expect(sent.approve).toEqual([{ id: '7', password: 'secret-1' }]));
  });

  it('prefills the credit form from the statement’s link and checks its rules', async () => {
    const sent = answerApprovals([]);
    open('/admin/money/approvals?utr=AXIS123456&amount=250&player=asha');
    expect(await screen.findByText('Nothing waits for approval.')).toBeVisible();
    expect(screen.getByLabelText('UTR')).toHaveValue('AXIS123456');
    expect(screen.getByLabelText('Amount (₹)')).toHaveValue('250');
    expect(screen.getByLabelText('Player (username or mobile)')).toHaveValue('asha');
    await userEvent.click(screen.getByRole('button', { name: 'Record the credit' }));
    expect(await screen.findByText('Enter a reason')).toBeVisible();
    expect(sent.credit).toBeUndefined();
    await userEvent.type(screen.getByLabelText('Reason'), 'Paid at the counter');
    await userEvent.click(screen.getByRole('button', { name: 'Record the credit' }));
    await waitFor(() =>
      expect(sent.credit).toEqual([
        { player: 'asha', amount: '250', utr: 'AXIS123456', reason: 'Paid at the counter' },
      ]),
    );
    expect(await screen.findByText("Sent for a second organiser's approval.")).toBeVisible();
  });
});
