import { number, object, string } from 'yup';
import { SQUAD_MAX_PLAYERS } from '../constants';
import { hasWholePaise } from '../money';
import { optionalText, requiredText } from './fields';

/**
 * The organiser's tournament form (create and edit, normal and special), with the backend's
 * limits and messages word for word, so the console refuses what the platform would refuse
 * before anything is sent. Values are as the form holds them: text, with numbers and dates
 * still to be read (a date and time without a zone is the organiser's own local time).
 */

export const TOURNAMENT_LIMITS = {
  nameMax: 100,
  titleMax: 200,
  labelMax: 40,
  organiserMax: 100,
  linkMax: 2000,
  maxRupees: 10_000_000,
  maxTotalSlots: 1000,
  maxMatches: 50,
  maxTeamSize: SQUAD_MAX_PLAYERS,
} as const;

export const TOURNAMENT_KIND_VALUES = ['NORMAL', 'SPECIAL'] as const;
export const TOURNAMENT_STATUS_VALUES = ['UPCOMING', 'LIVE', 'COMPLETED', 'CANCELLED'] as const;

export const SCHEDULE_MESSAGES = {
  closesBeforeOpening: 'Registration cannot end before it starts',
  closesAfterStart: 'Registration must end before the tournament starts',
} as const;

/** An absolute http(s) link without whitespace. */
export function isHttpLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !/\s/.test(value);
  } catch {
    return false;
  }
}

/**
 * A path on this site, as the seeded banners (/assets/...) and uploaded ones (/media/...) are:
 * one leading slash and never two (`//host` would leave the site), no backslash (browsers read
 * it as a slash), no whitespace.
 */
export function isSitePath(value: string): boolean {
  return /^\/[^/\\\s]/.test(value) && !/\/\/|\\|\s/.test(value);
}

export const BANNER_LINK_MESSAGE =
  'Banner link must be a link starting with http:// or https://, or a path on this site starting with /';

/** An http(s) link of at most 2000 characters; the backend checks the same. */
export const linkField = (label: string) =>
  string()
    .trim()
    .max(
      TOURNAMENT_LIMITS.linkMax,
      `${label} cannot exceed ${TOURNAMENT_LIMITS.linkMax} characters`,
    )
    .test(
      'http-link',
      `${label} must be a link starting with http:// or https://`,
      (value) => !value || isHttpLink(value),
    );

/** A banner: an http(s) link, or a path on this site (an uploaded banner's, say). */
export const bannerLinkField = () =>
  string()
    .trim()
    .max(
      TOURNAMENT_LIMITS.linkMax,
      `Banner link cannot exceed ${TOURNAMENT_LIMITS.linkMax} characters`,
    )
    .test(
      'banner-link',
      BANNER_LINK_MESSAGE,
      (value) => !value || isHttpLink(value) || isSitePath(value),
    );

/** A number typed into a text field: blank is "not given", so `required` says so. */
const typedNumber = (label: string) =>
  number()
    .transform((value: number, original: unknown) =>
      typeof original === 'string' && original.trim() === '' ? undefined : value,
    )
    .typeError(`${label} must be a number`);

const rupees = (label: string) =>
  typedNumber(label)
    .required(`${label} is required`)
    .min(0, `${label} cannot be negative`)
    .max(
      TOURNAMENT_LIMITS.maxRupees,
      `${label} cannot exceed ${TOURNAMENT_LIMITS.maxRupees} rupees`,
    )
    .test(
      'whole-paise',
      `${label} can have at most 2 decimal places`,
      (value) => value === undefined || hasWholePaise(value),
    );

const wholeNumber = (label: string, min: number, max: number) =>
  typedNumber(label)
    .required(`${label} is required`)
    .integer(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

const dateTime = (label: string) =>
  string()
    .trim()
    .required(`${label} is required`)
    .test(
      'date-time',
      `${label} must be a date and time`,
      (value) => !Number.isNaN(Date.parse(value)),
    );

const timeOf = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/** True unless both instants are known and `first` comes after `second`. */
const inOrder = (first: unknown, second: unknown) => {
  const [a, b] = [timeOf(first), timeOf(second)];
  return Number.isNaN(a) || Number.isNaN(b) || a <= b;
};

const label = (name: string) =>
  string()
    .trim()
    .required(`${name} cannot be empty`)
    .max(
      TOURNAMENT_LIMITS.labelMax,
      `${name} cannot exceed ${TOURNAMENT_LIMITS.labelMax} characters`,
    );

/**
 * Every field of a tournament. Registration opens, then closes, then the tournament starts (the
 * backend's schedule rule, reported on the registration end as the backend does); the team
 * size is asked of special tournaments only.
 */
export const tournamentFormSchema = object({
  kind: string().oneOf(TOURNAMENT_KIND_VALUES, 'Kind is required').required('Kind is required'),
  name: requiredText('Tournament name is required', TOURNAMENT_LIMITS.nameMax, 'Tournament name'),
  title: optionalText(TOURNAMENT_LIMITS.titleMax, 'Title'),
  bannerUrl: bannerLinkField(),
  prizePool: rupees('Prize pool'),
  entryFee: rupees('Entry fee'),
  totalSlots: wholeNumber('Total slots', 1, TOURNAMENT_LIMITS.maxTotalSlots),
  matchesCount: wholeNumber('Number of matches', 1, TOURNAMENT_LIMITS.maxMatches),
  type: label('Type'),
  mode: label('Mode'),
  startsAt: dateTime('Start time'),
  registrationOpensAt: dateTime('Registration start'),
  registrationClosesAt: dateTime('Registration end')
    .test('after-opening', SCHEDULE_MESSAGES.closesBeforeOpening, function (value) {
      return inOrder(this.parent.registrationOpensAt, value);
    })
    .test('before-start', SCHEDULE_MESSAGES.closesAfterStart, function (value) {
      return inOrder(value, this.parent.startsAt);
    }),
  status: string().oneOf(TOURNAMENT_STATUS_VALUES, 'Choose a status').required('Choose a status'),
  organiser: optionalText(TOURNAMENT_LIMITS.organiserMax, 'Organiser'),
  discordUrl: linkField('Discord link'),
  liveStreamUrl: linkField('Live stream link'),
  teamSize: string().when('kind', {
    is: 'SPECIAL',
    then: () => wholeNumber('Team size', 1, TOURNAMENT_LIMITS.maxTeamSize),
    otherwise: (schema) => schema.optional(),
  }),
});
