import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { BENCH_ADMIN } from '../../bench/support/backend-process';
import { expectVisible } from './browser-fixture';
import { screen } from './lawful-pages';
import { heading, main } from './money-desk-pages';

/**
 * The operator's and the organiser's console steps of the lawful night: the compliance settings,
 * a paid tournament declared as an e-sport, refused registration while its pool is unfunded,
 * the pool funded by a sponsor into escrow, and registration opened.
 */

export interface OperatorSettings {
  registrationNumber: string;
  officer: { name: string; email: string; phone: string };
}

const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });

/** The operator sets the registration number and the grievance officer, with the password. */
export async function setComplianceSettings(page: Page, settings: OperatorSettings) {
  await page.goto('/admin/compliance');
  await expectVisible(heading(page, 'Compliance settings'));
  await field(page, 'E-sport registration number').fill(settings.registrationNumber);
  await field(page, "Grievance officer's name").fill(settings.officer.name);
  await field(page, "Grievance officer's e-mail").fill(settings.officer.email);
  await field(page, "Grievance officer's phone").fill(settings.officer.phone);
  await field(page, 'Your password').fill(BENCH_ADMIN.password);
  await screen(page, 'compliance-settings-form');
  await main(page).getByRole('button', { name: 'Save settings' }).click();
  await expectVisible(page.getByRole('status').filter({ hasText: /saved/i }));
  // Saved: the page read again shows them.
  await page.reload();
  await expectVisible(heading(page, 'Compliance settings'));
  const number = field(page, 'E-sport registration number');
  await expectVisible(number);
  await expect.poll(() => number.inputValue()).toBe(settings.registrationNumber);
  await expect
    .poll(() => field(page, "Grievance officer's name").inputValue())
    .toBe(settings.officer.name);
  await screen(page, 'compliance-settings-saved');
}

export interface DeclaredTournament {
  name: string;
  entryFeeRupees: number;
  prizePoolRupees: number;
  firstPrizeRupees: number;
  sponsor: string;
}

/** A `datetime-local` value `offsetMs` from now, in the browser's own time zone. */
const localDateTime = (page: Page, offsetMs: number) =>
  page.evaluate((offset) => {
    const date = new Date(Date.now() + offset);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
      date.getHours(),
    )}:${pad(date.getMinutes())}`;
  }, offsetMs);

const HOUR_MS = 3_600_000;

/** Creates the paid tournament with its declaration on the console; answers its id. */
export async function createDeclaredTournament(
  page: Page,
  tournament: DeclaredTournament,
): Promise<string> {
  await page.goto('/admin/tournaments/new');
  await expectVisible(heading(page, 'New tournament'));
  await field(page, 'Name').fill(tournament.name);
  await field(page, 'Prize pool (₹)').fill(String(tournament.prizePoolRupees));
  await field(page, 'Entry fee (₹, 0 for free)').fill(String(tournament.entryFeeRupees));
  await field(page, 'Total slots').fill('12');
  await field(page, 'Matches').fill('1');
  await field(page, 'Registration opens').fill(await localDateTime(page, -HOUR_MS));
  await field(page, 'Registration closes').fill(await localDateTime(page, 24 * HOUR_MS));
  await field(page, 'Starts').fill(await localDateTime(page, 48 * HOUR_MS));
  await field(page, '1st prize (₹)').fill(String(tournament.firstPrizeRupees));
  // The declaration players read before they book.
  await field(page, 'Game').selectOption({ label: 'Free Fire MAX' });
  await field(page, 'Entry fee pays for').selectOption({
    label: 'Entry to the competition and its administrative costs',
  });
  await field(page, 'Prize money from').selectOption({ label: "A sponsor's funds" });
  await field(page, "Sponsor's name").fill(tournament.sponsor);
  await screen(page, 'tournament-declaration-form');
  await page.getByRole('button', { name: 'Create tournament' }).click();
  await page.waitForURL(/\/admin\/tournaments\/\d+$/);
  await expectVisible(heading(page, tournament.name));
  return /\/admin\/tournaments\/(\d+)$/.exec(page.url())![1]!;
}

/**
 * On the tournament's page: opening registration is refused naming the unfunded pool; the
 * sponsor's transfer is recorded into escrow with the password; then registration opens.
 */
export async function fundAndOpenOnConsole(
  page: Page,
  tournament: DeclaredTournament,
  utr: string,
): Promise<void> {
  const pool = `₹${tournament.prizePoolRupees.toLocaleString('en-IN')}`;
  // The escrow and the registration panel sit on the tournament's edit page.
  await page.goto(`${new URL(page.url()).pathname}/edit`);
  const registration = main(page).getByRole('region', { name: 'Registration' });
  await registration.getByRole('button', { name: 'Open registration' }).click();
  await expectVisible(registration.getByText(new RegExp(`Fund the prize pool: ₹0 of ${pool}`)));
  await screen(page, 'registration-refused');

  const escrow = main(page).getByRole('region', { name: 'Prize pool escrow' });
  await escrow.getByLabel('Funded by', { exact: true }).selectOption({ label: 'A sponsor' });
  await escrow.getByLabel("Funder's name", { exact: true }).fill(tournament.sponsor);
  await escrow.getByLabel('Amount (₹)', { exact: true }).fill(String(tournament.prizePoolRupees));
  await escrow.getByLabel('UTR', { exact: true }).fill(utr);
  await escrow.getByLabel('Your password', { exact: true }).fill(BENCH_ADMIN.password);
  await escrow.getByRole('button', { name: 'Fund the prize pool' }).click();
  await expectVisible(escrow.getByText(`Funded ${pool} of ${pool}`));
  await screen(page, 'prize-pool-funded');

  await registration.getByRole('button', { name: 'Open registration' }).click();
  await expectVisible(registration.getByText(/Registration is open/));
  await screen(page, 'registration-open');
}
