import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Session, expectVisible } from './browser-fixture';
import type { ProductAddress } from './global-setup';
import { rest } from './match-night-setup';
import { downloadedText, heading, main, screen } from './money-desk-pages';
import type { PlayedTournament } from './money-desk-setup';

/**
 * The books of the journey's tournament: the summary page's figures, and the accountant's CSV
 * exports downloaded in the browser, parsed and summed, all against the backend's own ledger.
 */

/** Rupees as an export writes them (en-IN, "1,23,456.50", "-20.00") in paise. */
export function paiseOf(cell: string): number {
  const clean = cell.replace(/[₹,\s]/g, '').replace('−', '-');
  const negative = clean.startsWith('-');
  const [whole = '0', fraction = ''] = clean.replace('-', '').split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -paise : paise;
}

/** The rows of a CSV export: UTF-8 with a BOM (Excel's cue), a header row naming the columns. */
function csvRows(text: string): Record<string, string>[] {
  expect(text.charCodeAt(0), 'the export starts with a byte order mark').toBe(0xfeff);
  return parse(text, { bom: true, columns: true, skip_empty_lines: true });
}

const sumOf = (rows: Record<string, string>[], column: string) =>
  rows.reduce((sum, row) => sum + paiseOf(row[column] ?? ''), 0);

interface FigureJson {
  count: number;
  amount: number;
  ledger: number;
  agrees: boolean;
}

/** The backend's answer for the summary page: each figure beside the ledger's own sum. */
interface TournamentBooksJson {
  feesIn: FigureJson;
  refunds: FigureJson;
  prizesOut: FigureJson;
  margin: FigureJson;
}

/** Downloads one of the accountant's exports (the form's days include today) and parses it. */
async function exportRows(page: Page, kind: 'Ledger' | 'Prize payouts') {
  const form = main(page).getByRole('form', { name: 'Exports for the accountant' });
  await form.getByLabel('Export', { exact: true }).selectOption({ label: kind });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Download CSV', exact: true }).click(),
  ]);
  return csvRows(await downloadedText(download));
}

export async function checkBooks(
  page: Page,
  product: ProductAddress,
  organiser: Session,
  tournament: PlayedTournament,
): Promise<void> {
  const ledger = await rest<TournamentBooksJson>(
    product,
    'GET',
    `/api/admin/tournaments/${tournament.id}/books`,
    { token: organiser.token },
  );
  // The backend's ledger holds the fee and the prize the journey moved.
  expect(ledger.feesIn).toMatchObject({ ledger: tournament.entryFeeRupees, agrees: true });
  expect(ledger.prizesOut).toMatchObject({ ledger: tournament.firstPrizeRupees, agrees: true });

  // The summary page says the same figures, each checked against the ledger.
  await page.goto(`/admin/tournaments/${tournament.id}/books`);
  await expectVisible(heading(page, 'Tournament books'));
  await expectVisible(main(page).getByRole('link', { name: tournament.name, exact: true }));
  const figures = main(page).getByRole('table', { name: 'Tournament books' });
  for (const [name, figure] of [
    ['Fees in', ledger.feesIn],
    ['Refunds', ledger.refunds],
    ['Prizes out', ledger.prizesOut],
  ] as const) {
    await expectVisible(
      figures.getByRole('row', {
        name: `${name} (${figure.count}) ₹${figure.amount} ✓ Agrees with the ledger`,
      }),
    );
  }
  const margin = ledger.feesIn.ledger - ledger.prizesOut.ledger;
  expect(ledger.margin.ledger).toBe(margin);
  await expectVisible(
    main(page).getByRole('heading', {
      name: new RegExp(`^Margin: ${margin < 0 ? '[-−]' : ''}₹${Math.abs(margin)}$`),
    }),
  );
  await screen(page, 'tournament-books');

  // The accountant's exports, downloaded in the browser: their sums are the ledger's.
  await page.goto('/admin/money/books');
  await expectVisible(heading(page, 'Books'));
  const ofTournament = (rows: Record<string, string>[]) =>
    rows.filter((row) => row.Tournament === tournament.name);
  const entries = ofTournament(await exportRows(page, 'Ledger'));
  expect(sumOf(entries, 'Amount (₹)')).toBe(-margin * 100);
  const payouts = ofTournament(await exportRows(page, 'Prize payouts'));
  expect(sumOf(payouts, 'Amount (₹)')).toBe(ledger.prizesOut.ledger * 100);
  expect(sumOf(payouts, 'Ledger (₹)')).toBe(ledger.prizesOut.ledger * 100);
  await screen(page, 'books-exports');
}
