/**
 * Money is held as integer paise everywhere it is stored or added up; rupees exist only at the
 * edges (JSON numbers in the REST API, text on screens).
 */

export const PAISE_PER_RUPEE = 100;

/** True when a rupee amount has at most two decimals, so it converts to paise exactly. */
export function hasWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(Math.round(rupees * 100) - rupees * 100) < 1e-6;
}

export function rupeesToPaise(rupees: number): number {
  if (!hasWholePaise(rupees)) throw new RangeError('Amount must be a whole number of paise');
  return Math.round(rupees * PAISE_PER_RUPEE);
}

export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

const inr = (fractionDigits: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const wholeRupees = inr(0);
const rupeesAndPaise = inr(2);

/** "₹1,25,000" or "₹99.50": Indian digit grouping with the rupee sign, paise only when any. */
export function formatRupees(paise: number): string {
  const formatter = paise % PAISE_PER_RUPEE === 0 ? wholeRupees : rupeesAndPaise;
  return formatter.format(paiseToRupees(paise));
}

/** Two decimals, no grouping: the exact rupee amount as a string, e.g. "499.50". */
export function paiseToRupeeString(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Money in the three forms the GraphQL schema's `Money` type gives. */
export const moneyOf = (paise: number) => ({
  paise,
  rupees: paiseToRupeeString(paise),
  formatted: formatRupees(paise),
});

const RUPEE_STRING = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/;

/**
 * Paise from a rupee amount as the upstream or a form sends it: a JSON number or a decimal
 * string ("0", "99.5"). Undefined when it is not an exact, non-negative amount.
 */
export function parseRupees(value: unknown): number | undefined {
  if (typeof value === 'number') {
    return value >= 0 && hasWholePaise(value) ? Math.round(value * PAISE_PER_RUPEE) : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const match = RUPEE_STRING.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * PAISE_PER_RUPEE + Number((match[2] ?? '').padEnd(2, '0'));
}
