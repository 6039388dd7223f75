import { string } from 'yup';

/**
 * A player's Free Fire identity as the game shows it (decision 037). The UID is the number
 * under the avatar in the game's profile: digits only, no leading zero, 8 to 12 of them (old
 * accounts have 8 or 9, newer ones 10 or 11; 12 leaves room to grow). The in-game name is the
 * nickname, which the game limits to 12 characters but fills with symbols and other scripts
 * ("ᴀʙ•ꜰꜰ"), so only its length is checked, counted in characters as a player sees them.
 */
export const FF_UID = /^[1-9]\d{7,11}$/;
export const FF_UID_MIN_DIGITS = 8;
export const FF_UID_MAX_DIGITS = 12;
export const FF_IGN_MIN_LENGTH = 2;
export const FF_IGN_MAX_LENGTH = 12;

export const FF_MESSAGES = {
  uidFormat: `Free Fire UID must be ${FF_UID_MIN_DIGITS} to ${FF_UID_MAX_DIGITS} digits, not starting with 0`,
  ignShort: `Free Fire in-game name must be at least ${FF_IGN_MIN_LENGTH} characters`,
  ignLong: `Free Fire in-game name cannot exceed ${FF_IGN_MAX_LENGTH} characters`,
  ignControl: 'Free Fire in-game name cannot contain line breaks or control characters',
} as const;

/** Characters as a player counts them: one per code point, so "𝐀" is one, not two. */
const characters = (value: string) => Array.from(value).length;
// eslint-disable-next-line no-control-regex -- the rule is about control characters
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Optional on the profile: an empty value clears it, a given one must be a UID. */
export const ffUidField = () =>
  string()
    .trim()
    .optional()
    .test('ff-uid', FF_MESSAGES.uidFormat, (value) => !value || FF_UID.test(value));

/** Optional on the profile: an empty value clears it, a given one is a nickname's length. */
export const ffIgnField = () =>
  string()
    .trim()
    .optional()
    .test('ff-ign-control', FF_MESSAGES.ignControl, (value) => !value || !CONTROL.test(value))
    .test('ff-ign-short', FF_MESSAGES.ignShort, (value) =>
      value ? characters(value) >= FF_IGN_MIN_LENGTH : true,
    )
    .test('ff-ign-long', FF_MESSAGES.ignLong, (value) =>
      value ? characters(value) <= FF_IGN_MAX_LENGTH : true,
    );
