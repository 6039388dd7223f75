import type { Page } from 'playwright-core';
import { expectVisible } from './browser-fixture';
import { type Hands, heading, main } from './money-desk-pages';

/**
 * Bank statements as the organiser's bank exports them (an HDFC-like CSV: the UTR inside the
 * narration, the reference column holding the bank's own number), and the statements page's
 * upload and one-confirmation approval.
 */

export interface StatementLine {
  utr: string;
  rupees: number;
  /** Who paid, as the bank writes it. */
  payer: string;
  /** The payment's UPI note (the player's deposit reference, when their app filled it in). */
  note?: string;
}

/** Today's date as an Indian bank prints it (DD/MM/YY, IST). */
function bankDate(): string {
  const [day, month, year] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
  })
    .format(new Date())
    .split('/');
  return `${day}/${month}/${year}`;
}

/** Rupees as the bank prints them: "1,234.50". */
const bankAmount = (rupees: number) =>
  rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A statement of UPI credits: each line's UTR in the narration ("UPI-<payer>-<vpa>-<bank>-<UTR>-
 * <note>") and in the reference column, as HDFC exports them.
 */
export function statementCsv(lines: StatementLine[]): string {
  const date = bankDate();
  let balance = 25_000;
  const rows = lines.map((line, index) => {
    balance += line.rupees;
    const vpa = `${line.payer.toLowerCase().replace(/[^a-z0-9]/g, '')}@okaxis`;
    const narration = `UPI-${line.payer.toUpperCase()}-${vpa}-UTIB0000${index}-${line.utr}-${line.note ?? 'PAYMENT'}`;
    return [date, narration, line.utr, date, '', bankAmount(line.rupees), bankAmount(balance)]
      .map((cell) => `"${cell}"`)
      .join(',');
  });
  const header =
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance';
  return `${[header, ...rows].join('\r\n')}\r\n`;
}

/** Uploads the statement on the statements page; answers once its result page shows. */
export async function uploadStatement(
  page: Page,
  hands: Hands,
  { csv, fileName }: { csv: string; fileName: string },
): Promise<void> {
  await expectVisible(heading(page, 'Bank statements'));
  await hands.chooseFile(main(page).getByLabel(/^Statement file/), {
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await hands.tap(main(page).getByRole('button', { name: 'Upload statement', exact: true }));
  await page.waitForURL(/\/admin\/money\/statements\/\d+$/);
}

/** Approves every matched deposit of the statement in ONE confirmation, listing count and total. */
export async function approveMatched(
  page: Page,
  hands: Hands,
  { count, totalRupees }: { count: number; totalRupees: number },
): Promise<void> {
  const noun = count === 1 ? 'deposit' : 'deposits';
  const deposits = `${count} ${noun}`;
  const total = `₹${totalRupees.toLocaleString('en-IN')}`;
  await hands.tap(main(page).getByRole('button', { name: `Approve ${count} matched ${noun}` }));
  const dialog = page.getByRole('dialog', { name: 'Approve matched deposits' });
  await expectVisible(dialog.getByText(`Approve ${deposits} of ${total} in all?`));
  await hands.tap(dialog.getByRole('button', { name: 'Approve', exact: true }));
  await expectVisible(
    main(page)
      .getByRole('status')
      .filter({ hasText: `Approved ${deposits} of ${total}.` }),
  );
}
