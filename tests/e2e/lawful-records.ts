import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PRIZE_SOURCES } from '../../common/declaration';
import { type Session, expectVisible } from './browser-fixture';
import type { ProductAddress } from './global-setup';
import { screen } from './lawful-pages';
import { rest } from './match-night-setup';
import { paiseOf } from './money-desk-books';
import { downloadedText, heading, main } from './money-desk-pages';

/**
 * The records an operator hands an auditor (issue 24): the page for a range of days says its
 * figures agree with the ledger, and the CSV downloaded in the browser holds the tournament's
 * declaration, fees, escrow, the prize with its tax and the grievance, its sums the ledger's.
 */

type Row = Record<string, string>;

/** A cell's rupees in paise; a "-0.00" reads as nothing, like "0.00". */
const paiseIn = (row: Row | undefined, column: string) => paiseOf(row?.[column] ?? '') || 0;

/**
 * The export's sections (a blank line, a title, a header row, its lines) by title, each line
 * keyed by its section's header; the summary lines above the first section are left out.
 */
export function recordsSections(text: string): Map<string, Row[]> {
  const lines: string[][] = parse(text, { bom: true, relax_column_count: true });
  const blank = (line: string[] | undefined) => !line || line.every((cell) => cell === '');
  const sections = new Map<string, Row[]>();
  let at = 0;
  while (at < lines.length) {
    if (!blank(lines[at])) {
      at += 1;
      continue;
    }
    const title = lines[at + 1]?.[0] ?? '';
    const header = lines[at + 2] ?? [];
    const rows: Row[] = [];
    for (at += 3; at < lines.length && !blank(lines[at]); at += 1) {
      const line = lines[at]!;
      rows.push(Object.fromEntries(header.map((name, column) => [name, line[column] ?? ''])));
    }
    sections.set(title, rows);
  }
  return sections;
}

/** What the journey moved for its tournament, in paise: the CSV must say the same. */
export interface ExpectedRecords {
  tournamentId: string;
  tournamentName: string;
  registrationNumber: string;
  sponsor: string;
  feesInPaise: number;
  escrowPaise: number;
  prizeGrossPaise: number;
  taxPaise: number;
  grievanceNumber: string;
}

/** The backend's own answer for the same days: each check's report and ledger sums. */
interface RecordsJson {
  agrees: boolean;
  checks: { name: string; report: number; ledger: number; agrees: boolean }[];
}

/** A tournament's escrow and fee accounts as the backend reads them (rupees). */
interface PrizePoolJson {
  funded: number;
  feesIn: number;
  prizesGross: number;
  taxWithheld: number;
  prizesNet: number;
}

/** Today in India, as the records' day fields take it. */
export const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

export async function checkRecords(
  page: Page,
  product: ProductAddress,
  organiser: Session,
  expected: ExpectedRecords,
): Promise<void> {
  const today = istToday();
  await page.goto('/admin/money/records');
  await expectVisible(heading(page, 'Records'));
  const form = main(page).getByRole('form', { name: 'Records' });
  await form.getByLabel('From', { exact: true }).fill(today);
  await form.getByLabel('To', { exact: true }).fill(today);
  await form.getByRole('button', { name: 'Show records' }).click();
  await expectVisible(main(page).getByText('All figures agree with the ledger'));
  await expectVisible(main(page).getByText(expected.tournamentName));
  await screen(page, 'records');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page).getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const text = await downloadedText(download);
  expect(text.charCodeAt(0), 'the export starts with a byte order mark').toBe(0xfeff);
  expect(text).toContain('All figures agree with the ledger');
  const sections = recordsSections(text);
  const tournament = sections
    .get('Tournaments')
    ?.find((row) => row['Tournament ID'] === expected.tournamentId);
  expect(tournament, `the records hold ${expected.tournamentName}`).toBeDefined();
  expect(tournament).toMatchObject({
    Tournament: expected.tournamentName,
    'Prize funded by': PRIZE_SOURCES.sponsor,
    Sponsor: expected.sponsor,
    'E-sport registration number': expected.registrationNumber,
  });
  const figure = (column: string) => paiseIn(tournament, column);
  expect(figure('Entry fees in (₹)')).toBe(expected.feesInPaise);
  expect(figure('Prize money funded into escrow (₹)')).toBe(expected.escrowPaise);
  expect(figure('Prizes before tax (₹)')).toBe(expected.prizeGrossPaise);
  expect(figure('Tax withheld (₹)')).toBe(expected.taxPaise);
  expect(figure('Prizes paid after tax (₹)')).toBe(expected.prizeGrossPaise - expected.taxPaise);
  const funders = sections
    .get('Prize funders')
    ?.filter((row) => row['Tournament ID'] === expected.tournamentId);
  expect(funders?.map((row) => paiseIn(row, 'Amount (₹)'))).toEqual([expected.escrowPaise]);
  expect(
    sections.get('Grievances filed')?.map((row) => row.Number),
    'the grievance filed tonight',
  ).toContain(expected.grievanceNumber);

  // The tournament's figures are its house accounts': the escrow summary reads them.
  const pool = await rest<PrizePoolJson>(
    product,
    'GET',
    `/api/admin/tournaments/${expected.tournamentId}/prize-pool`,
    { token: organiser.token },
  );
  expect(figure('Entry fees in (₹)')).toBe(pool.feesIn * 100);
  expect(figure('Prize money funded into escrow (₹)')).toBe(pool.funded * 100);
  expect(figure('Prizes before tax (₹)')).toBe(pool.prizesGross * 100);
  expect(figure('Tax withheld (₹)')).toBe(pool.taxWithheld * 100);
  expect(figure('Prizes paid after tax (₹)')).toBe(pool.prizesNet * 100);

  // The day's sums are the ledger's: the export's checks, and the backend's reading of them.
  const ledger = await rest<RecordsJson>(
    product,
    'GET',
    `/api/admin/records?from=${today}&to=${today}`,
    { token: organiser.token },
  );
  expect(ledger.agrees).toBe(true);
  const checks = sections.get('Checks against the ledger') ?? [];
  expect(checks.length).toBe(ledger.checks.length);
  for (const check of ledger.checks) {
    const line = checks.find((row) => row.Check === check.name);
    expect(line, check.name).toMatchObject({ Agrees: 'Yes' });
    expect(paiseIn(line, 'Ledger (₹)')).toBe(Math.round(check.ledger * 100) || 0);
  }
  await screen(page, 'records-downloaded');
}
