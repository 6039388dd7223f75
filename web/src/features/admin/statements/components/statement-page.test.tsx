import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN, money } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { reconciliation } from '../test/statement-answers';
import { StatementPage } from './statement-page';

const answerWith = (result: unknown) =>
  graphql.query('StatementReconciliation', () =>
    HttpResponse.json({ data: { admin: { __typename: 'AdminQuery', statement: result } } }),
  );

const renderPage = () =>
  renderWithProviders(<StatementPage />, {
    route: '/admin/money/statements/7',
    path: '/admin/money/statements/:statementId',
    token: ORGANISER_TOKEN,
  });

describe('StatementPage', () => {
  it('lists the mismatches by kind, flags an unusual UTR and links a credit with no request to Record a credit', async () => {
    server.use(answerWith(reconciliation()));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statement hdfc-nov.csv' }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Money desk pages' })).toBeVisible();
    const differs = screen.getByRole('region', { name: 'Amount differs' });
    expect(differs).toHaveTextContent('Deposit #33 by meena: ₹200');
    expect(differs).toHaveTextContent('Statement line 7, 2026-11-28: ₹150');
    const missing = screen.getByRole('region', { name: 'UTR not on the statement' });
    expect(missing).toHaveTextContent('Deposit #34 by kiran: ₹75');
    expect(missing).toHaveTextContent('No bank gives a UTR of this shape');
    const noRequest = screen.getByRole('region', { name: 'Credits with no request' });
    expect(noRequest).toHaveTextContent('Likely vikram (reference CCL22A7 in the note)');
    expect(within(noRequest).getByRole('link', { name: /Record a credit/ })).toHaveAttribute(
      'href',
      '/admin/money/approvals?utr=412345678904&amount=400.00',
    );
  });

  it('approves all matched deposits after ONE confirmation listing their count and total', async () => {
    const asked: Record<string, unknown>[] = [];
    let approved = false;
    server.use(
      graphql.query('StatementReconciliation', () =>
        HttpResponse.json({
          data: {
            admin: {
              __typename: 'AdminQuery',
              statement: approved
                ? reconciliation({ matched: [], matchedTotal: money(0) })
                : reconciliation(),
            },
          },
        }),
      ),
      graphql.mutation('ApproveStatementMatches', ({ variables }) => {
        asked.push(variables);
        approved = true;
        return HttpResponse.json({
          data: {
            approveStatementMatches: {
              __typename: 'ApproveStatementMatchesPayload',
              errors: [],
              message: 'Approved 1 deposit of ₹250.',
              approved: [{ __typename: 'AdminTransaction', id: '31', status: 'APPROVED' }],
              approvedTotal: money(25_000),
              notApproved: [
                {
                  __typename: 'StatementDepositNotApproved',
                  transactionId: '32',
                  message: 'Already approved by organiser2',
                },
              ],
            },
          },
        });
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve 2 matched deposits' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve matched deposits' });
    expect(dialog).toHaveTextContent('Approve 2 deposits of ₹350 in all?');
    expect(dialog).toHaveTextContent('Deposit #31 by asha: ₹250');
    expect(asked).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved 1 deposit of ₹250.')).toBeVisible();
    expect(screen.getByText('Deposit #32: Already approved by organiser2')).toBeVisible();
    expect(asked).toEqual([{ statementId: '7', transactionIds: ['31', '32'] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when there is no such statement', async () => {
    server.use(answerWith(null));
    renderPage();
    expect(await screen.findByText('No statement has this id.')).toBeVisible();
  });
});
