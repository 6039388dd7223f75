import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium } from '../support/chromium';
import { untilAnswering } from '../support/product';
import type { Session } from './browser-fixture';
import {
  type DeclaredTournament,
  createDeclaredTournament,
  fundAndOpenOnConsole,
  setComplianceSettings,
} from './lawful-console';
import { answerGrievance, fileGrievance, seeResolved } from './lawful-grievance';
import { playAndComplete, rivalBooks, signUpPlayers, winnerReadsAndBooks } from './lawful-players';
import { payPrizeWithTax } from './lawful-prize';
import { checkRecords } from './lawful-records';
import { openPhone } from './money-desk-pages';
import { SECOND_ORGANISER, firstOrganiser, loginAs } from './money-desk-setup';

/**
 * Lawful to run in India (issue 24) at 375 px, on the journeys' product: the operator sets the
 * e-sport registration number and the grievance officer; an organiser declares a paid
 * tournament, cannot open its registration until a sponsor's prize pool is in escrow, then
 * opens it; a player reads the declaration and books, asked their date of birth first; the
 * ₹12,000 first prize waits for the winner's PAN, is approved by a second organiser and paid
 * with 30% withheld; a visitor's grievance is filed, answered and seen resolved; the day's
 * records agree with the ledger and hold all of it.
 */
const product = inject('journeyProduct');
let browser: Browser | undefined;

beforeAll(async () => {
  await untilAnswering(product);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now();
const tail = String(stamp).slice(-6);
const SETTINGS = {
  registrationNumber: `MEITY-ESP-${tail}`,
  officer: { name: 'Meera Iyer', email: 'grievance.officer@gmail.com', phone: '+91 98450 12345' },
};
const TOURNAMENT: DeclaredTournament = {
  name: `Lawful Cup ${tail}`,
  entryFeeRupees: 50,
  prizePoolRupees: 20_000,
  firstPrizeRupees: 12_000,
  sponsor: `Garena Partner ${tail}`,
};
const FUNDING_UTR = `SPN${stamp}`;
const PAN = { number: 'ABCPL1234F', name: 'Lawful Winner' };
const FILER = { name: 'Ravi Kumar', email: `ravi.${stamp}@gmail.com`, phone: '9876501234' };
const RESOLUTION = '30% tax was withheld under section 194B; the certificate follows by mail.';

/** The default rule (section 194B): 30% of one payout above ₹10,000 is withheld. */
const PRIZE = { grossRupees: TOURNAMENT.firstPrizeRupees, taxRupees: 3_600, netRupees: 8_400 };

const open = (url: string, session?: Session) => {
  if (!browser) throw new Error('Chromium is not running');
  return openPhone(browser, product, url, session);
};

describe('lawful to run in India at 375 px', () => {
  test(
    'settings, a declared and funded tournament, an adult entry, tax on the prize, a grievance, the records',
    { timeout: 600_000 },
    async () => {
      const organiser = await firstOrganiser(product);
      const [approverSession, players] = await Promise.all([
        loginAs(product, SECOND_ORGANISER),
        signUpPlayers(product, organiser, stamp),
      ]);

      // 1. The operator's rules, saved with the password.
      const desk = await open('/admin', organiser);
      await setComplianceSettings(desk.page, SETTINGS);

      // 2. A paid tournament, declared; registration waits for the funded pool.
      const tournamentId = await createDeclaredTournament(desk.page, TOURNAMENT);
      await fundAndOpenOnConsole(desk.page, TOURNAMENT, FUNDING_UTR);

      // 3. The winner reads the declaration and books; the rival books too.
      const winnerPhone = await open('/profile', players.winner);
      await winnerReadsAndBooks(
        winnerPhone.page,
        tournamentId,
        TOURNAMENT,
        SETTINGS.registrationNumber,
        players.winner,
      );
      await rivalBooks(product, players.rival, tournamentId);
      await playAndComplete(product, organiser, tournamentId, players);

      // 4. The first prize, with tax withheld.
      const approver = await open('/admin', approverSession);
      await payPrizeWithTax(
        { desk: desk.page, winnerPhone: winnerPhone.page, approver: approver.page },
        {
          tournamentId,
          tournamentName: TOURNAMENT.name,
          winner: players.winner,
          pan: PAN,
        },
        PRIZE,
      );

      // 5. A visitor's grievance, answered in the console.
      const visitor = await open('/');
      const number = await fileGrievance(visitor.page, FILER, `Prize of ${TOURNAMENT.name}`);
      await answerGrievance(desk.page, number, RESOLUTION);
      await seeResolved(visitor.page, number, FILER.email, RESOLUTION);

      // 6. Today's records: they agree with the ledger and hold the night.
      await checkRecords(desk.page, product, organiser, {
        tournamentId,
        tournamentName: TOURNAMENT.name,
        registrationNumber: SETTINGS.registrationNumber,
        sponsor: TOURNAMENT.sponsor,
        feesInPaise: 2 * TOURNAMENT.entryFeeRupees * 100,
        escrowPaise: TOURNAMENT.prizePoolRupees * 100,
        prizeGrossPaise: PRIZE.grossRupees * 100,
        taxPaise: PRIZE.taxRupees * 100,
        grievanceNumber: number,
      });

      for (const phone of [desk, winnerPhone, approver, visitor]) expect(phone.errors).toEqual([]);
    },
  );
});
