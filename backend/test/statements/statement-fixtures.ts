/**
 * Statements in the shapes Indian banks and UPI business apps export them, built around the
 * payments a test needs, so their dates are the test's own days. Each keeps its bank's quirks:
 * account details above the header row, Indian digit grouping, HDFC's zero-padded RRN in its
 * reference column, SBI's UTR only inside the description, the app's ₹ amounts and Cr/Dr.
 */

/** One payment on a statement. */
export interface StatementPayment {
  /** 'YYYY-MM-DD'; today in India when not given. */
  day?: string;
  rupees: number;
  /** The UPI RRN / UTR the bank gives the payment. */
  utr: string;
  payer?: string;
  /** The UPI note the player wrote (a deposit reference, say). */
  note?: string;
  direction?: 'credit' | 'debit';
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
/** Today's date in India, as a bank prints it. */
export const todayInIndia = () => new Date(Date.now() + IST_OFFSET_MS).toISOString().slice(0, 10);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const partsOf = (day: string) => {
  const [year, month, date] = day.split('-') as [string, string, string];
  return { year, month, date };
};
/** "28/11/26" */
const shortDate = (day: string) => {
  const { year, month, date } = partsOf(day);
  return `${date}/${month}/${year.slice(2)}`;
};
/** "28 Nov 2026" */
const longDate = (day: string) => {
  const { year, month, date } = partsOf(day);
  return `${date} ${MONTHS[Number(month) - 1]} ${year}`;
};

/** "1,23,456.50": Indian grouping, two decimals. */
export const indianAmount = (rupees: number) =>
  rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const csv = (rows: string[][]) =>
  `${rows.map((row) => row.map(quoted).join(',')).join('\r\n')}\r\n`;

const dayOf = (payment: StatementPayment) => payment.day ?? todayInIndia();
const payerOf = (payment: StatementPayment) => payment.payer ?? 'ASHA K';

/** HDFC Bank-like: "Chq./Ref.No." holds the RRN padded to 16 digits; narration UPI-…. */
export function hdfcStatement(payments: StatementPayment[]): Buffer {
  let balance = 25_000;
  const lines = payments.map((payment) => {
    const credit = payment.direction !== 'debit';
    balance += credit ? payment.rupees : -payment.rupees;
    const narration = credit
      ? `UPI-${payerOf(payment)}-asha.k@okaxis-SBIN0001234-${payment.utr}-${payment.note ?? 'Payment'}`
      : `UPI-PRIZE PAYOUT-vikram@ybl-YESB0000001-${payment.utr}-CCL withdrawal`;
    return [
      shortDate(dayOf(payment)),
      narration,
      payment.utr.padStart(16, '0'),
      shortDate(dayOf(payment)),
      credit ? '' : indianAmount(payment.rupees),
      credit ? indianAmount(payment.rupees) : '',
      indianAmount(balance),
    ];
  });
  return Buffer.from(
    csv([
      ['HDFC BANK Ltd.', '', '', '', '', '', ''],
      ['Account No :', '50100123456789', '', '', '', '', ''],
      ['Statement From :', '01/11/26', 'To :', '30/11/26', '', '', ''],
      [
        'Date',
        'Narration',
        'Chq./Ref.No.',
        'Value Dt',
        'Withdrawal Amt.',
        'Deposit Amt.',
        'Closing Balance',
      ],
      ...lines,
      ['', '', '', '', '', '', ''],
      ['STATEMENT SUMMARY :-', '', '', '', '', '', ''],
    ]),
  );
}

/** SBI-like: UTF-8 with a BOM, the UTR only inside the description; ref column is not it. */
export function sbiStatement(payments: StatementPayment[]): Buffer {
  let balance = 10_000;
  const lines = payments.map((payment, index) => {
    const credit = payment.direction !== 'debit';
    balance += credit ? payment.rupees : -payment.rupees;
    const description = credit
      ? `BY TRANSFER-UPI/CR/${payment.utr}/${payerOf(payment)}/SBIN/asha@oksbi/${payment.note ?? 'UPI'}--`
      : `TO TRANSFER-UPI/DR/${payment.utr}/VIKRAM/YESB/vikram@ybl/Payout--`;
    return [
      longDate(dayOf(payment)),
      longDate(dayOf(payment)),
      description,
      `TRANSFER FROM 48976931${String(62_091 + index)}`,
      credit ? '' : indianAmount(payment.rupees),
      credit ? indianAmount(payment.rupees) : '',
      indianAmount(balance),
    ];
  });
  const body = csv([
    ['Account Name', ': CREATORS COMBAT LEAGUE', '', '', '', '', ''],
    ['Account Number', ': 00000039876543210', '', '', '', '', ''],
    ['Branch', ': HYDERABAD MAIN', '', '', '', '', ''],
    ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
    ...lines,
  ]);
  return Buffer.from(`\uFEFF${body}`);
}

/** A UPI business app's settlement export: ₹ amounts, a Cr/Dr column, UTR of its own. */
export function upiAppStatement(payments: StatementPayment[]): Buffer {
  const lines = payments.map((payment, index) => [
    `${dayOf(payment)} ${String(10 + (index % 12)).padStart(2, '0')}:32:11`,
    `T2611281032${String(1_000_000 + index)}`,
    payment.utr,
    payerOf(payment),
    'asha.k@okaxis',
    `₹${indianAmount(payment.rupees)}`,
    payment.direction === 'debit' ? 'Dr' : 'Cr',
    'SUCCESS',
    payment.note ?? '',
  ]);
  return Buffer.from(
    csv([
      [
        'Date & Time',
        'Transaction ID',
        'UTR',
        'Payer Name',
        'Payer UPI ID',
        'Amount (INR)',
        'Cr/Dr',
        'Status',
        'Message',
      ],
      ...lines,
    ]),
  );
}

/** Columns no bank names so: the organiser maps them once. */
export const UNKNOWN_HEADER = ['When', 'Paid by', 'Money in', 'Bank ref', 'Memo'];

export function unknownStatement(payments: StatementPayment[], extra = ''): Buffer {
  return Buffer.from(
    csv([
      UNKNOWN_HEADER,
      ...payments.map((payment) => [
        dayOf(payment),
        payerOf(payment),
        indianAmount(payment.rupees),
        payment.utr,
        `${payment.note ?? 'UPI'}${extra}`,
      ]),
    ]),
  );
}

/** The multipart form of an upload: the file, and a mapping when one is given. */
export function statementForm(
  bytes: Buffer,
  options: { filename?: string; type?: string; mapping?: unknown } = {},
): FormData {
  const form = new FormData();
  if (options.mapping !== undefined) {
    form.append(
      'mapping',
      typeof options.mapping === 'string' ? options.mapping : JSON.stringify(options.mapping),
    );
  }
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'text/csv' }),
    options.filename ?? 'statement.csv',
  );
  return form;
}

let utrSequence = 0;
/** A 12-digit UPI RRN no other test of this run uses. */
export function uniqueRrn(): string {
  utrSequence += 1;
  const stamp = (Date.now() % 1_000_000_000).toString().padStart(9, '0');
  return `4${stamp.slice(-8)}${String(utrSequence).padStart(3, '0')}`;
}
