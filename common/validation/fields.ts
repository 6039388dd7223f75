import { number, string } from 'yup';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_MAX_LENGTH } from '../constants';
import { hasWholePaise } from '../money';

/**
 * Single-field rules of SPEC §5, with its messages word for word. Forms and the servers compose
 * them into object schemas; a rule used by two forms is written here once.
 */

export const TEN_DIGITS = /^\d{10}$/;
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
export const UPI_ID = /^[\w.-]+@[\w.-]+$/;
export const ALPHANUMERIC = /^[a-zA-Z0-9]+$/;
export const SIX_DIGITS = /^\d{6}$/;

export const requiredText = (message: string, max: number, label: string) =>
  string().trim().required(message).max(max, `${label} cannot exceed ${max} characters`);

export const optionalText = (max: number, label: string) =>
  string().trim().max(max, `${label} cannot exceed ${max} characters`).optional();

export const passwordField = () =>
  string()
    .required('Please enter a password')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password cannot exceed ${PASSWORD_MAX_LENGTH} characters`);

/** A UPI id (VPA) as SPEC §5's withdraw form checks it; the platform's payee takes the same rule. */
export const upiIdField = () =>
  string()
    .trim()
    .required('Please enter a UPI ID')
    .max(TEXT_MAX_LENGTH.upiId, 'Invalid UPI ID format')
    .matches(UPI_ID, 'Invalid UPI ID format');

export const tenDigitField = (requiredMessage: string, formatMessage: string) =>
  string().trim().required(requiredMessage).matches(TEN_DIGITS, formatMessage);

export const whatsappNumberField = () =>
  tenDigitField('Please enter your WhatsApp number', 'Enter a valid 10-digit WhatsApp number');

export const inGameNameField = () =>
  requiredText('Player IGN required', TEXT_MAX_LENGTH.inGameName, 'In-game name');

export const teamNameField = () =>
  requiredText('Please enter your team name', TEXT_MAX_LENGTH.name, 'Team name');

/** A rupee amount of at least `min`, in whole paise. */
export const rupeeAmountField = (min: number) =>
  number()
    .typeError('Please enter an amount')
    .required('Please enter an amount')
    .min(min, 'Amount must be greater than zero')
    .test('whole-paise', 'Amount can have at most 2 decimal places', (value) =>
      value === undefined ? true : hasWholePaise(value),
    );

/** Ids are SQL integers: anything but a positive integer below 2^31 names no row. */
const MAX_ID = 2_147_483_647;

/** A positive integer id; anything else is "Invalid {what} id". */
export const idField = (what: string) =>
  number()
    .typeError(`Invalid ${what} id`)
    .required(`Invalid ${what} id`)
    .integer(`Invalid ${what} id`)
    .positive(`Invalid ${what} id`)
    .max(MAX_ID, `Invalid ${what} id`);

export const tournamentIdField = () => idField('tournament');
