import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { BENCH_ADMIN } from '../../bench/support/backend-process';
import { launchChromium } from '../support/chromium';
import { untilAnswering } from '../support/product';
import { type Session, expectVisible } from './browser-fixture';
import { approveWaiting } from './money-desk-approvals';
import { checkBooks } from './money-desk-books';
import { type Phone, countingHands, heading, main, openPhone, screen } from './money-desk-pages';
import {
  SECOND_ORGANISER,
  askWithdrawal,
  firstOrganiser,
  loginAs,
  playedTournament,
  rrn,
  signUpPeople,
  withdrawalUpi,
} from './money-desk-setup';
import { approveMatched, statementCsv, uploadStatement } from './money-desk-statement';

/**
 * The money desk (issue 23's "Done when") at 375 px: the organiser sets the platform's UPI
 * payee; a player's Deposit tab shows it with a QR and a `upi://pay` link for the amount typed,
 * and the player submits the UTR; the organiser uploads the bank statement that holds it and one
 * credit nobody asked for, approves the match in one confirmation and sees the mismatch listed;
 * a second organiser approves the prize payout the first proposed; the player sees the UPI
 * reference of the withdrawal paid to them; the tournament's summary and the CSV export agree
 * with the ledger. The figures of twelve deposits by statement against twelve one by one are
 * `npm run bench:money-desk`'s (bench/money-desk-figures.ts), not this test's.
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
const PAYEE = { upiId: `ccl.desk${tail}@okaxis`, name: 'CCL Esports Money Desk' };
/** The player's deposit: typed on the Deposit tab, paid by UPI, found on the statement. */
const DEPOSIT = { rupees: 150, utr: rrn(stamp, 0, 0) };
/** A credit on the statement that no player asked for: the mismatch the desk lists. */
const STRANGER = { rupees: 75, utr: rrn(stamp, 0, 1), payer: 'Unknown Payer' };
const WITHDRAWAL = { rupees: 50, reference: rrn(stamp, 0, 2) };

const open = (url: string, session: Session): Promise<Phone> => {
  if (!browser) throw new Error('Chromium is not running');
  return openPhone(browser, product, url, session);
};

describe('the money desk at 375 px', () => {
  test(
    'payee, deposit, statement, two-person payout, paid withdrawal, books',
    { timeout: 600_000 },
    async () => {
      const [organiser, { player }] = await Promise.all([
        firstOrganiser(product),
        signUpPeople(product, stamp),
      ]);
      const hands = countingHands();

      // 1. The organiser sets the platform's UPI payee, with the password asked again.
      const desk = await open('/admin/money/settings', organiser);
      await expectVisible(heading(desk.page, 'Money settings'));
      const payeeForm = main(desk.page).getByRole('form', { name: 'Payee' });
      await payeeForm.getByLabel('UPI ID', { exact: true }).fill(PAYEE.upiId);
      await payeeForm.getByLabel('Payee name', { exact: true }).fill(PAYEE.name);
      await payeeForm.getByLabel('Your password', { exact: true }).fill(BENCH_ADMIN.password);
      await screen(desk.page, 'settings-payee-form');
      await payeeForm.getByRole('button', { name: 'Save payee', exact: true }).click();
      await expectVisible(main(desk.page).getByText(PAYEE.upiId, { exact: true }));
      await screen(desk.page, 'settings-payee-saved');

      // 2. The player's Deposit tab shows the payee, a QR and a UPI link for the amount typed.
      const phone = await open('/wallet', player);
      const deposit = phone.page.getByRole('region', { name: 'Add Money' });
      await expectVisible(deposit.getByText(PAYEE.upiId, { exact: true }));
      await expectVisible(deposit.getByRole('button', { name: /^Copy/ }));
      await expectVisible(deposit.getByText('Scan the QR to make payment', { exact: true }));
      await expectVisible(
        deposit.getByText('Fill the transaction details to Deposit', { exact: true }),
      );
      await deposit.getByLabel('Amount', { exact: true }).fill(String(DEPOSIT.rupees));
      const payLink = deposit.getByRole('link', { name: `Pay ₹${DEPOSIT.rupees} with a UPI app` });
      await expectVisible(payLink);
      const upi = new URL((await payLink.getAttribute('href'))!);
      expect(upi.protocol).toBe('upi:');
      expect(upi.searchParams.get('pa')).toBe(PAYEE.upiId);
      expect(Number(upi.searchParams.get('am'))).toBe(DEPOSIT.rupees);
      expect(upi.searchParams.get('cu')).toBe('INR');
      // The note carries the player's reference, which the deposit tab shows beside the payee.
      const reference = upi.searchParams.get('tn')!;
      expect(reference).toMatch(/^CCL/);
      await expectVisible(deposit.getByText(reference, { exact: true }));
      await expectVisible(
        deposit.getByRole('img', {
          name: `Payment QR code for ₹${DEPOSIT.rupees} to ${PAYEE.upiId}`,
        }),
      );
      await screen(phone.page, 'deposit-tab-payee');
      await deposit.getByLabel('Enter UTR ID', { exact: true }).fill(DEPOSIT.utr);
      await deposit.getByLabel('Bank Username', { exact: true }).fill(player.username);
      await deposit.getByRole('button', { name: 'Add Money', exact: true }).click();
      await expectVisible(
        phone.page.getByText('Deposit request received. It will be credited after verification.'),
      );

      // 3. The statement holds the deposit and a credit nobody asked for: one approval for the
      // match, the stranger listed.
      await desk.page.goto('/admin/money/statements');
      const csv = statementCsv([{ ...DEPOSIT, payer: player.username, note: reference }, STRANGER]);
      await screen(desk.page, 'statements-page');
      await uploadStatement(desk.page, hands, { csv, fileName: `statement-${stamp}.csv` });
      await screen(desk.page, 'statement-result');
      await approveMatched(desk.page, hands, { count: 1, totalRupees: DEPOSIT.rupees });
      const noRequest = main(desk.page)
        .getByRole('region', { name: 'Credits with no request' })
        .getByRole('listitem')
        .filter({ hasText: STRANGER.utr });
      await expectVisible(noRequest.getByRole('link', { name: /^Record a credit of ₹75/ }));
      await screen(desk.page, 'statement-approved-and-mismatch');

      // 4. The prize payout: the first organiser proposes it from the tournament's table, the
      // second approves it.
      const tournament = await playedTournament(product, organiser, player, stamp);
      await desk.page.goto(`/admin/tournaments/${tournament.id}/payouts`);
      await expectVisible(heading(desk.page, 'Prize payouts'));
      const prize = `₹${tournament.firstPrizeRupees}`;
      await main(desk.page)
        .getByRole('button', { name: `Pay ${prize} to 1 player` })
        .click();
      const pay = desk.page.getByRole('dialog', { name: 'Pay prizes' });
      await expectVisible(pay.getByText(player.username));
      await pay.getByRole('button', { name: `Pay ${prize}` }).click();
      // Paid once a second organiser approves it (two-person control).
      await expectVisible(desk.page.getByText(/second organiser/i));
      await screen(desk.page, 'payouts-proposed');

      const second = await loginAs(product, SECOND_ORGANISER);
      const approver = await open('/admin/money/approvals', second);
      await expectVisible(main(approver.page).getByText(tournament.name).first());
      await screen(approver.page, 'approvals-waiting');
      await approveWaiting(approver.page, [tournament.name, prize]);

      // 5. A withdrawal paid by the organiser: the player reads its UPI reference.
      await askWithdrawal(product, player, {
        rupees: WITHDRAWAL.rupees,
        upiId: withdrawalUpi(stamp),
      });
      await desk.page.goto('/admin/money?tab=withdrawals');
      const withdrawal = main(desk.page)
        .getByRole('listitem')
        .filter({ hasText: withdrawalUpi(stamp) });
      await withdrawal.getByRole('button', { name: 'Mark paid', exact: true }).click();
      const markPaid = desk.page.getByRole('dialog', { name: 'Mark withdrawal paid' });
      await markPaid.getByLabel('UPI reference (UTR)', { exact: true }).fill(WITHDRAWAL.reference);
      await markPaid.getByRole('button', { name: 'Mark paid', exact: true }).click();
      await expectVisible(
        desk.page
          .getByRole('status')
          .filter({ hasText: `₹${WITHDRAWAL.rupees} to ${player.username}` }),
      );

      await phone.page.reload();
      await phone.page.getByRole('tab', { name: 'Transactions', exact: true }).click();
      const transactions = phone.page.getByRole('list', { name: 'Transactions' });
      await expectVisible(transactions.getByText(new RegExp(WITHDRAWAL.reference)));
      await expectVisible(transactions.getByText(`+${prize}`));
      await screen(phone.page, 'transactions-withdrawal-reference');

      // 6. The tournament's summary and the accountant's CSV agree with the ledger.
      await checkBooks(desk.page, product, organiser, tournament);

      for (const each of [desk, phone, approver]) expect(each.errors).toEqual([]);
    },
  );
});
