/**
 * A player's deposit reference: a short code that goes in the UPI payment's note (`tn`), so the
 * organiser's bank statement says who paid even when the player's UTR is missing or mistyped.
 *
 * "CCL", the account's id in base 31, then one check character: `CCL22A7` style, at least seven
 * characters. The alphabet leaves out 0, 1, I, L and O, which people and bank narrations confuse;
 * the check character (weights 1, 2, 3… modulo 31, a prime) catches any one character changed
 * and any two neighbouring digits swapped, so a stray "CCL…" in a narration is not taken for a
 * player.
 */

const PREFIX = 'CCL';
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const BASE = ALPHABET.length;
/** Digits of the id at least, so every reference is equally easy to read aloud. */
const MIN_DIGITS = 3;
/** A PostgreSQL integer id needs at most 7 base-31 digits. */
const MAX_DIGITS = 7;

const REFERENCE_IN_TEXT = new RegExp(
  `(?<![A-Z0-9])${PREFIX}([${ALPHABET}]{${MIN_DIGITS + 1},${MAX_DIGITS + 1}})(?![A-Z0-9])`,
  'g',
);

function checkCharacter(digits: string): string {
  let sum = digits.length;
  for (const [index, digit] of [...digits].entries()) sum += (index + 1) * ALPHABET.indexOf(digit);
  return ALPHABET[sum % BASE] as string;
}

/** The reference of the account with this id (a positive integer). */
export function depositReference(userId: number): string {
  if (!Number.isSafeInteger(userId) || userId < 1) {
    throw new RangeError(`A deposit reference needs a positive integer id, not ${userId}`);
  }
  let digits = '';
  for (let rest = userId; rest > 0; rest = Math.floor(rest / BASE)) {
    digits = ALPHABET[rest % BASE] + digits;
  }
  digits = digits.padStart(MIN_DIGITS, ALPHABET[0]);
  return `${PREFIX}${digits}${checkCharacter(digits)}`;
}

/** The account id a well-formed reference names; undefined for anything else. */
export function userIdOfDepositReference(reference: string): number | undefined {
  const match = new RegExp(`^${PREFIX}([${ALPHABET}]{${MIN_DIGITS + 1},${MAX_DIGITS + 1}})$`).exec(
    reference.trim().toUpperCase(),
  );
  const body = match?.[1];
  if (!body) return undefined;
  const digits = body.slice(0, -1);
  if (checkCharacter(digits) !== body.slice(-1)) return undefined;
  let userId = 0;
  for (const digit of digits) userId = userId * BASE + ALPHABET.indexOf(digit);
  return userId > 0 ? userId : undefined;
}

export interface DepositReferenceFound {
  reference: string;
  userId: number;
}

/**
 * The first valid reference inside a bank narration or UPI note ("UPI/412345678901/RAHUL/
 * ccl22a7/..."), ignoring case; null when there is none.
 */
export function findDepositReference(text: string): DepositReferenceFound | null {
  for (const match of text.toUpperCase().matchAll(REFERENCE_IN_TEXT)) {
    const reference = match[0];
    const userId = userIdOfDepositReference(reference);
    if (userId !== undefined) return { reference, userId };
  }
  return null;
}
