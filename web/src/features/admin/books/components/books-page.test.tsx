import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { addDays, istDayOf } from '#common/ist-days';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { savedFiles } from '../../../../test/saved-files';
import { booksDay, figure } from '../test/books-answers';
import { BooksPage } from './books-page';

const today = istDayOf(new Date());
const yesterday = addDays(today, -1);

const dailyClose = (days: unknown[], asked: Record<string, unknown>[] = []) =>
  graphql.query('DailyClose', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({ data: { admin: { __typename: 'AdminQuery', dailyClose: days } } });
  });

const renderPage = () =>
  renderWithProviders(<BooksPage />, { route: '/admin/money/books', token: ORGANISER_TOKEN });

describe('BooksPage', () => {
  it("shows each day's figures with their ledger checks, the last week by default", async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      dailyClose(
        [
          booksDay(today, {
            holdings: { ...booksDay(today).holdings, wallets: booksDay(today).holdings.ledger },
          }),
          booksDay(yesterday, {
            agrees: false,
            depositsApproved: figure(50_000, 2, 40_000),
          }),
        ],
        asked,
      ),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Money desk pages' })).toBeVisible();
    const days = await screen.findAllByRole('article');
    expect(asked[0]).toEqual({ from: addDays(today, -6), to: today });
    expect(within(days[0]!).getByRole('row', { name: /Deposits approved/ })).toHaveTextContent(
      '₹500✓ Agrees with the ledger',
    );
    expect(days[0]).toHaveTextContent("Players' balances at the day's end: ₹1,23,456.50");
    expect(days[0]).toHaveTextContent('Wallets now: ₹1,23,456.50');
    expect(days[0]).toHaveTextContent('Open until the day ends');
    expect(within(days[0]!).queryByRole('button')).toBeNull();
    expect(within(days[1]!).getByRole('row', { name: /Deposits approved/ })).toHaveTextContent(
      '✗ Ledger says ₹400',
    );
    expect(days[1]).toHaveTextContent('Does not agree with the ledger');
    expect(within(days[1]!).queryByRole('button')).toBeNull();
  });

  it('closes an ended day that agrees, and says who closed it first otherwise', async () => {
    server.use(dailyClose([booksDay(yesterday)]));
    const closes: unknown[] = [];
    server.use(
      graphql.mutation('CloseBooksDay', ({ variables }) => {
        closes.push(variables);
        return HttpResponse.json({
          data: {
            closeBooksDay: {
              __typename: 'BooksDayPayload',
              errors: [
                {
                  __typename: 'UserError',
                  field: null,
                  code: 'CONFLICT',
                  message: `${yesterday} was closed already by asha on 28 Nov 2026, 9:00 am`,
                },
              ],
              message: null,
              day: null,
            },
          },
        });
      }),
    );
    const { user } = renderPage();
    const [day] = await screen.findAllByRole('article');
    await user.click(within(day!).getByRole('button', { name: /^Close the day:/ }));
    expect(await within(day!).findByRole('alert')).toHaveTextContent(
      `${yesterday} was closed already by asha`,
    );
    expect(closes).toEqual([{ day: yesterday }]);
  });

  it('shows who closed a closed day', async () => {
    server.use(
      dailyClose([
        booksDay(yesterday, {
          closed: {
            __typename: 'BooksClosure',
            closedAt: '2026-11-27T20:00:00.000Z',
            closedBy: 'asha',
          },
        }),
      ]),
    );
    renderPage();
    const [day] = await screen.findAllByRole('article');
    expect(day).toHaveTextContent('Closed by asha on');
    expect(within(day!).queryByRole('button')).toBeNull();
  });

  it('asks for another range, refusing one of more than 62 days before asking', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(dailyClose([], asked));
    const { user } = renderPage();
    await screen.findByText('No days in this range.');
    const form = screen.getByRole('form', { name: 'Daily close' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-06-01' } });
    await user.click(within(form).getByRole('button', { name: 'Show days' }));
    expect(await within(form).findByText('Choose at most 62 days')).toBeVisible();
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-01-31' } });
    await user.click(within(form).getByRole('button', { name: 'Show days' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2026-01-01', to: '2026-01-31' }));
  });

  it('downloads the export chosen for the days chosen, with the organiser’s token', async () => {
    server.use(dailyClose([]));
    const asked: { url: string; auth: string | null }[] = [];
    server.use(
      http.get('*/api/admin/books/exports/:kind', ({ request }) => {
        asked.push({ url: request.url, auth: request.headers.get('authorization') });
        return new HttpResponse('\uFEFFEntry ID\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="ccl-ledger-2026-11-01-to-2026-11-27.csv"',
          },
        });
      }),
    );
    const saved = savedFiles();
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Exports for the accountant' });
    await user.selectOptions(within(form).getByLabelText('Export'), 'Ledger');
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-27' } });
    await user.click(within(form).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['ccl-ledger-2026-11-01-to-2026-11-27.csv']));
    const url = new URL(asked[0]!.url);
    expect(url.pathname).toBe('/api/admin/books/exports/ledger');
    expect(url.search).toBe('?from=2026-11-01&to=2026-11-27');
    expect(asked[0]!.auth).toBe(`Bearer ${ORGANISER_TOKEN}`);
  });
});
