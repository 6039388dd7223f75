import type { Page } from 'playwright-core';
import { expectVisible } from './browser-fixture';
import { screen } from './lawful-pages';
import type { Player } from './match-night-setup';
import { approveWaiting } from './money-desk-approvals';
import { heading, main } from './money-desk-pages';

/**
 * The first prize, above the tax threshold: the payout is refused until the winner gives a
 * PAN, then proposed, approved by the second organiser, and paid net of the tax withheld; the
 * winner's statement shows gross, tax and what was credited.
 */

export interface PrizeFigures {
  grossRupees: number;
  taxRupees: number;
  netRupees: number;
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** The organiser asks to pay the first prize on the payouts page. */
async function proposePrize(desk: Page, tournamentId: string, prize: PrizeFigures) {
  await desk.goto(`/admin/tournaments/${tournamentId}/payouts`);
  await expectVisible(heading(desk, 'Prize payouts'));
  await main(desk)
    .getByRole('button', { name: `Pay ${rupees(prize.grossRupees)} to 1 player` })
    .click();
  const pay = desk.getByRole('dialog', { name: 'Pay prizes' });
  await pay.getByRole('button', { name: `Pay ${rupees(prize.grossRupees)}` }).click();
  return pay;
}

export async function payPrizeWithTax(
  { desk, winnerPhone, approver }: { desk: Page; winnerPhone: Page; approver: Page },
  {
    tournamentId,
    tournamentName,
    winner,
    pan,
  }: {
    tournamentId: string;
    tournamentName: string;
    winner: Player;
    pan: { number: string; name: string };
  },
  prize: PrizeFigures,
) {
  // Without the winner's PAN the payout is refused, naming who must give it.
  const refused = await proposePrize(desk, tournamentId, prize);
  await expectVisible(
    refused.getByText(`${winner.username} must add their PAN before a prize above ₹10,000 is paid`),
  );
  await screen(desk, 'payout-needs-pan');

  // The winner gives the PAN in their profile.
  await winnerPhone.goto('/profile/edit');
  await expectVisible(main(winnerPhone).getByRole('heading', { name: 'Tax details' }));
  await main(winnerPhone).getByLabel('PAN', { exact: true }).fill(pan.number);
  await main(winnerPhone).getByLabel('Name as on PAN', { exact: true }).fill(pan.name);
  await main(winnerPhone).getByRole('button', { name: 'Save PAN' }).click();
  await expectVisible(main(winnerPhone).getByText(`PAN on file: XXXXXX${pan.number.slice(-4)}`));
  await screen(winnerPhone, 'profile-pan-saved');

  // Proposed again: it waits for the second organiser, who approves it.
  await proposePrize(desk, tournamentId, prize);
  await expectVisible(desk.getByText(/second organiser/i));
  await approver.goto('/admin/money/approvals');
  await approveWaiting(approver, [tournamentName, rupees(prize.grossRupees)]);

  // The winner's statement: gross, tax withheld, credited.
  await winnerPhone.goto('/wallet');
  await winnerPhone.getByRole('tab', { name: 'Transactions', exact: true }).click();
  const list = winnerPhone.getByRole('list', { name: 'Transactions' });
  const winnings = list.getByRole('listitem').filter({ hasText: `+${rupees(prize.netRupees)}` });
  await expectVisible(winnings);
  await expectVisible(winnings.getByText(`Prize ${rupees(prize.grossRupees)}`));
  await expectVisible(winnings.getByText(`Tax withheld ${rupees(prize.taxRupees)}`));
  await screen(winnerPhone, 'statement-prize-tax');
}
