import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Session, expectVisible } from './browser-fixture';
import type { ProductAddress } from './global-setup';
import { downloadedText, heading, main, screen } from './money-desk-pages';
import type { PlayedTournament } from './money-desk-setup';
import { rest } from './match-night-setup';

/**
 * The books of the journey's tournament: the summary page's figures, and the accountant's CSV
 * export downloaded in the browser, parsed and summed, both against the backend's ledger.
 */

/** Rupees as the export writes them (en-IN, "1,23,456.50", a minus sign for money out) in paise. */
export const paiseOf = (cell: string) => {
  const clean = cell.replace(/[₹,\s]/g, '').replace('−', '-');
  const [whole = '0', fraction = ''] = clean.replace('-', '').split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return clean.startsWith('-') ? -paise : paise;
};

/** The rows of a CSV export: UTF-8 with a BOM (Excel's cue), a header row naming the columns. */
export const csvRows = (text: string): Record<string, string>[] => {
  expect(text.charCodeAt(0), 'the export starts with a byte order mark').toBe(0xfeff);
  return parse(text, { bom: true, columns: true, skip_empty_lines: true });
};

export async function checkBooks(
  page: Page,
  product: ProductAddress,
  organiser: Session,
  tournament: PlayedTournament,
): Promise<void> {
  await page.goto(`/admin/tournaments/${tournament.id}/books`);
  await expectVisible(heading(page, new RegExp(tournament.name)));
  const summary = main(page);
  const fees = `₹${tournament.entryFeeRupees}`;
  const prizes = `₹${tournament.firstPrizeRupees}`;
  await expectVisible(summary.getByRole('row', { name: new RegExp(`^Fees in ${fees}`) }));
  await expectVisible(summary.getByRole('row', { name: new RegExp(`^Prizes out ${prizes}`) }));
  await expectVisible(summary.getByText(/matches the ledger/i));
  await screen(page, 'tournament-books');

  // The accountant's payouts export for today, downloaded as the organiser would.
  await page.goto('/admin/money/books');
  await expectVisible(heading(page, 'Books'));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page)
      .getByRole('button', { name: /payouts/i })
      .click(),
  ]);
  const rows = csvRows(await downloadedText(download));
  const ofTournament = rows.filter((row) => Object.values(row).includes(tournament.name));
  const exported = ofTournament.reduce((sum, row) => sum + paiseOf(row.Amount ?? '0'), 0);
  expect(exported).toBe(tournament.firstPrizeRupees * 100);

  // The backend's own ledger for the tournament.
  const ledger = await rest<{ prizesOutPaise: number; feesInPaise: number }>(
    product,
    'GET',
    `/api/admin/books/tournaments/${tournament.id}`,
    { token: organiser.token },
  );
  expect(ledger.prizesOutPaise).toBe(exported);
  expect(ledger.feesInPaise).toBe(tournament.entryFeeRupees * 100);
  await screen(page, 'books-exports');
}
