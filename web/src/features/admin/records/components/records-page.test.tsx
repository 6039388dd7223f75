import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { savedFiles } from '../../../../test/saved-files';
import { check, recordsAnswer } from '../test/records-answers';
import { financialYearToDate } from '../utils/financial-year';
import { RecordsPage } from './records-page';

const records = (answer: unknown, asked: Record<string, unknown>[] = []) =>
  graphql.query('Records', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({ data: { admin: { __typename: 'AdminQuery', records: answer } } });
  });

const renderPage = () =>
  renderWithProviders(<RecordsPage />, { route: '/admin/money/records', token: ORGANISER_TOKEN });

describe('RecordsPage', () => {
  it('shows this financial year so far: checks, totals, tournament cards, grievances and rules', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(records(recordsAnswer(), asked));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Records' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Records' })).toHaveAttribute(
      'href',
      '/admin/money/records',
    );
    expect(await screen.findByText(/All figures agree with the ledger/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(asked[0]).toEqual(financialYearToDate(new Date()));
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Tax withheld₹4,500');
    expect(totals).toHaveTextContent('Prizes paid after tax₹10,500');
    const card = screen.getByRole('article', { name: 'Monsoon Records Cup' });
    expect(card).toHaveTextContent('GameBGMI');
    expect(card).toHaveTextContent('E-sport registration numberESR-2025-000123');
    expect(card).toHaveTextContent("₹20,000: A sponsor's funds (Acme Energy Drinks)");
    expect(card).toHaveTextContent('Acme Energy Drinks (sponsor) paid ₹20,000');
    const grievances = screen.getByRole('region', { name: 'Grievances filed' });
    expect(grievances).toHaveTextContent('GRV-2025-000007');
    expect(grievances).toHaveTextContent('Late: acknowledged late');
    expect(grievances).toHaveTextContent('Acknowledged or resolved late1');
    const rules = screen.getByRole('region', { name: 'Rules now' });
    expect(rules).toHaveTextContent('Grievance officerAsha Rao, grievance@example.in');
    expect(rules).toHaveTextContent('30% of one payout above ₹10,000');
    expect(rules).toHaveTextContent('EscalationNot set');
  });

  it('names each figure that disagrees with the ledger', async () => {
    server.use(
      records(
        recordsAnswer({
          agrees: false,
          checks: [
            check('Entry fees in, by the fee accounts', 15_000, 10_000),
            check('Tax withheld, by the tax account', 450_000),
          ],
        }),
      ),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 figure does not agree with the ledger');
    expect(alert).toHaveTextContent(
      'Entry fees in, by the fee accounts: Records say ₹150, the ledger says ₹100',
    );
    expect(alert).not.toHaveTextContent('Tax withheld');
  });

  it('asks for another range, refusing a backwards one before asking', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(records(recordsAnswer({ tournaments: [], grievances: [] }), asked));
    const { user } = renderPage();
    await screen.findByText('No tournament started or moved money in these days.');
    const form = screen.getByRole('form', { name: 'Records' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2025-07-20' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2025-07-10' } });
    await user.click(within(form).getByRole('button', { name: 'Show records' }));
    expect(
      await within(form).findByText('The last day cannot be before the first day'),
    ).toBeVisible();
    expect(asked).toHaveLength(1);
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2025-07-31' } });
    await user.click(within(form).getByRole('button', { name: 'Show records' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2025-07-20', to: '2025-07-31' }));
  });

  it("downloads the range's CSV with the organiser's token, and shows a refusal", async () => {
    server.use(records(recordsAnswer()));
    const asked: { url: string; auth: string | null }[] = [];
    let refuse = false;
    server.use(
      http.get('*/api/admin/records.csv', ({ request }) => {
        asked.push({ url: request.url, auth: request.headers.get('authorization') });
        if (refuse) return HttpResponse.json({ message: 'Organisers only' }, { status: 403 });
        return new HttpResponse('\uFEFFRecords for the IST days\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition':
              'attachment; filename="ccl-records-2025-04-01-to-2025-07-15.csv"',
          },
        });
      }),
    );
    const saved = savedFiles();
    const { user } = renderPage();
    await screen.findByText(/All figures agree with the ledger/);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['ccl-records-2025-04-01-to-2025-07-15.csv']));
    const url = new URL(asked[0]!.url);
    const range = financialYearToDate(new Date());
    expect(url.pathname).toBe('/api/admin/records.csv');
    expect(url.search).toBe(`?from=${range.from}&to=${range.to}`);
    expect(asked[0]!.auth).toBe(`Bearer ${ORGANISER_TOKEN}`);
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Organisers only')).toBeVisible();
  });
});

describe('financialYearToDate', () => {
  it('starts on 1 April of this year from April, of last year before it (IST days)', () => {
    expect(financialYearToDate(new Date('2026-11-28T05:00:00Z'))).toEqual({
      from: '2026-04-01',
      to: '2026-11-28',
    });
    expect(financialYearToDate(new Date('2026-03-31T20:00:00Z'))).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
    expect(financialYearToDate(new Date('2026-02-10T05:00:00Z'))).toEqual({
      from: '2025-04-01',
      to: '2026-02-10',
    });
  });
});
