/**
 * The shapes of the references Indian banks give a payment. The SPEC only asks a deposit's UTR
 * to be letters and digits, so a player may type "123"; no bank makes such a reference, so the
 * organiser is warned (never refused: the bank app has the last word).
 * - UPI and IMPS: the RRN, 12 digits.
 * - NEFT: 16 characters, the first 4 letters (the sending bank's IFSC prefix).
 * - RTGS: 22 characters, the first 4 letters.
 */
export type UtrShape = 'upi' | 'neft' | 'rtgs' | 'unusual';

const SHAPES: [Exclude<UtrShape, 'unusual'>, RegExp][] = [
  ['upi', /^\d{12}$/],
  // A word of letters alone is not a reference: a narration has many.
  ['neft', /^[A-Z]{4}(?=[A-Z]*\d)[A-Z0-9]{12}$/],
  ['rtgs', /^[A-Z]{4}(?=[A-Z]*\d)[A-Z0-9]{18}$/],
];

/** What the organiser is told next to a UTR of no bank's shape. */
export const UNUSUAL_UTR_MESSAGE =
  'No bank gives a UTR of this shape (UPI: 12 digits; NEFT: 16, RTGS: 22 characters): check it in the bank app.';

export function utrShape(utr: string): UtrShape {
  const upper = utr.trim().toUpperCase();
  return SHAPES.find(([, pattern]) => pattern.test(upper))?.[0] ?? 'unusual';
}

export const isUnusualUtr = (utr: string) => utrShape(utr) === 'unusual';
