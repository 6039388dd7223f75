import { string } from 'yup';
import { FEE_PURPOSES, GAME_TITLES, PRIZE_SOURCES } from '../declaration';

/**
 * A tournament's declaration (issue 24, decision 048) as the organiser's form and the backend
 * check it. The backend names the choices in lower case (free_fire), GraphQL and the form in
 * upper case (FREE_FIRE); both are one choice, so each rule takes the case it is given.
 */

export const SPONSOR_NAME_MAX = 100;

export const DECLARATION_MESSAGES = {
  gameTitle: `Choose the game: ${Object.values(GAME_TITLES).join(', ')}`,
  feePurpose: 'Choose what the entry fee pays for',
  prizeSource: 'Choose who funds the prize money',
  sponsorName: "Enter the sponsor's name: the declaration says whose funds the prize money is",
} as const;

type Case = 'lower' | 'upper';
const choices = (keys: object, letters: Case) =>
  Object.keys(keys).map((key) => (letters === 'upper' ? key.toUpperCase() : key));

export const gameTitleField = (letters: Case) =>
  string().oneOf(choices(GAME_TITLES, letters), DECLARATION_MESSAGES.gameTitle);
export const feePurposeField = (letters: Case) =>
  string().oneOf(choices(FEE_PURPOSES, letters), DECLARATION_MESSAGES.feePurpose);
export const prizeSourceField = (letters: Case) =>
  string().oneOf(choices(PRIZE_SOURCES, letters), DECLARATION_MESSAGES.prizeSource);

export const isSponsor = (source: unknown) =>
  typeof source === 'string' && source.toLowerCase() === 'sponsor';

/** The sponsor's name alone, at most 100 characters (an edit checks it against the source). */
export const sponsorNameText = () =>
  string()
    .trim()
    .nullable()
    .max(SPONSOR_NAME_MAX, `Sponsor name cannot exceed ${SPONSOR_NAME_MAX} characters`);

/** The sponsor's name beside its prize source: required when a sponsor funds the prize. */
export const sponsorNameField = () =>
  sponsorNameText().when('prizeSource', {
    is: isSponsor,
    then: (schema) => schema.required(DECLARATION_MESSAGES.sponsorName),
  });

/** The sponsor's name kept: only beside a sponsor's prize; blank is none. */
export const sponsorNameOf = (source: string, name: string | null | undefined) =>
  isSponsor(source) && name?.trim() ? name.trim() : null;
