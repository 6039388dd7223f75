import { TEXT_MAX_LENGTH } from '#common/constants';

/** Used when an e-mail's local part has no letter, digit, dot or underscore at all. */
const FALLBACK_USERNAME = 'player';

/**
 * SPEC §3: the username is the part of the e-mail before the at sign, kept to letters, digits,
 * dots and underscores so it is safe to show and to put in a URL.
 */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const base = local.replace(/[^A-Za-z0-9._]/g, '').slice(0, TEXT_MAX_LENGTH.username);
  return base || FALLBACK_USERNAME;
}

/** Suffixes up to this many digits keep a candidate's start within `candidatePrefix`. */
const MAX_SUFFIX_DIGITS = 6;

/** Every candidate for `base` starts with this, so one lookup finds all that are taken. */
export const candidatePrefix = (base: string) =>
  base.slice(0, TEXT_MAX_LENGTH.username - MAX_SUFFIX_DIGITS);

/**
 * The base itself when free, else the base with the smallest numeric suffix not yet taken.
 * `taken` holds lower-cased usernames, as usernames are unique regardless of case.
 */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base.toLowerCase())) return base;
  for (let suffix = 1; ; suffix += 1) {
    const tail = String(suffix);
    const candidate = base.slice(0, TEXT_MAX_LENGTH.username - tail.length) + tail;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
