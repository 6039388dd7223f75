import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { quarterLabel, recentQuarters } from '#common/tax-quarters';
import { ORGANISER_TOKEN, money } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { savedFiles } from '../../../../test/saved-files';
import { TaxReportPage } from './tax-report-page';

const figure = (paise: number) => money(paise);

function reportOf(quarter: string, agrees = true) {
  return {
    __typename: 'TaxWithholdingReport',
    quarter,
    from: '2026-10-01',
    to: '2026-12-31',
    section: '194B',
    rows: [
      {
        __typename: 'TaxWithholdingRow',
        transactionId: '91',
        paidAt: '2026-11-20T15:00:00.000Z',
        username: 'asha',
        nameOnPan: 'Asha Rao',
        pan: 'ABCPR1234F',
        tournamentName: 'Diwali Cup',
        grossAmount: figure(1_200_000),
        taxWithheld: figure(360_000),
        netAmount: figure(840_000),
        section: '194B',
      },
    ],
    totals: {
      __typename: 'TaxWithholdingTotals',
      payouts: 1,
      grossAmount: figure(1_200_000),
      taxWithheld: figure(360_000),
      netAmount: figure(840_000),
    },
    ledger: {
      __typename: 'TaxLedgerCheck',
      quarterTax: figure(360_000),
      accountBalance: figure(agrees ? 360_000 : 300_000),
      allTimeTax: figure(360_000),
      agrees,
    },
  };
}

const answer = (asked: string[], agrees = true) =>
  graphql.query('TaxWithholdingReport', ({ variables }) => {
    asked.push(variables.quarter as string);
    return HttpResponse.json({
      data: {
        admin: {
          __typename: 'AdminQuery',
          taxWithholdingReport: reportOf(variables.quarter as string, agrees),
        },
      },
    });
  });

const renderPage = () =>
  renderWithProviders(<TaxReportPage />, { route: '/admin/money/tax', token: ORGANISER_TOKEN });

describe('TaxReportPage', () => {
  it("shows this quarter's totals and each payout with its full PAN, and asks and downloads another quarter when picked", async () => {
    const asked: string[] = [];
    const fetched: string[] = [];
    server.use(
      answer(asked),
      // No file name from the gateway: the page names the file by its quarter.
      http.get('*/api/admin/tax/withholding.csv', ({ request }) => {
        fetched.push(request.url);
        return new HttpResponse('Quarter,PAN\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const saved = savedFiles();
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Tax withheld' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tax' })).toHaveAttribute('href', '/admin/money/tax');

    const rows = await screen.findByRole('list', { name: 'Payouts with tax withheld' });
    expect(within(rows).getByText('asha · Asha Rao · ABCPR1234F')).toBeInTheDocument();
    expect(
      within(rows).getByText('Prizes ₹12,000 · Tax withheld ₹3,600 · Credited ₹8,400'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The tax account agrees with these rows (balance ₹3,600).'),
    ).toBeInTheDocument();

    const [now, before] = recentQuarters(new Date(), 2) as [string, string];
    expect(asked).toEqual([now]);
    await user.selectOptions(screen.getByLabelText('Quarter'), quarterLabel(before));
    await waitFor(() => expect(asked).toEqual([now, before]));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([`ccl-tax-withheld-${before}.csv`]));
    expect(fetched.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([
      `/api/admin/tax/withholding.csv?quarter=${before}`,
    ]);
  });

  it('says so when the tax account does not agree with the rows', async () => {
    server.use(answer([], false));
    renderPage();
    expect(
      await screen.findByText(
        'The tax account does not agree: its entries for the quarter are ₹3,600, its balance is ₹3,000, and all tax withheld is ₹3,600.',
      ),
    ).toBeInTheDocument();
  });
});
