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

const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** "₹1,25,000" or "₹99.50": Indian digit grouping with the rupee sign. */
export function formatRupees(paise: number): string {
  return inrFormatter.format(paiseToRupees(paise));
}
