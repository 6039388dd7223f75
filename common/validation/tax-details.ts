import { object, string } from 'yup';
import { AGE_MESSAGES, dateOfBirthRefusal } from '../age';
import { isDay } from '../ist-days';
import { QUARTER_PATTERN, quarterDays } from '../tax-quarters';

/**
 * A player's tax details (issue 24): the PAN asked before a prize that has tax withheld, the
 * name as it is on the PAN, and the date of birth asked once for paid entry.
 */

/** Five letters, four digits, a letter; the fourth letter says the holder's kind (P: a person). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const NAME_ON_PAN_MAX_LENGTH = 100;

export const TAX_DETAILS_MESSAGES = {
  panRequired: 'Enter your PAN',
  panInvalid: 'That is not a valid PAN (like ABCDE1234F)',
  nameRequired: 'Enter your name as it is on your PAN',
  dateOfBirthRequired: 'Enter your date of birth',
  quarterInvalid: 'Choose a quarter like 2026-27-Q3',
} as const;

/** The PAN as typed, spaces dropped and upper-cased before the check. */
export const panField = () =>
  string()
    .transform((value: unknown) =>
      typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value,
    )
    .required(TAX_DETAILS_MESSAGES.panRequired)
    .matches(PAN_PATTERN, TAX_DETAILS_MESSAGES.panInvalid);

export const nameOnPanField = () =>
  string()
    .trim()
    .required(TAX_DETAILS_MESSAGES.nameRequired)
    .max(NAME_ON_PAN_MAX_LENGTH, `Name on PAN cannot exceed ${NAME_ON_PAN_MAX_LENGTH} characters`);

export const panFormSchema = object({ pan: panField(), nameOnPan: nameOnPanField() });

/** A real `YYYY-MM-DD` day, not in the future, of someone 16 or older today (in IST). */
export const dateOfBirthField = () =>
  string()
    .trim()
    .required(TAX_DETAILS_MESSAGES.dateOfBirthRequired)
    .test('real-day', AGE_MESSAGES.notADate, (value) => value === undefined || isDay(value))
    .test('old-enough', (value, context) => {
      const refusal = value && isDay(value) ? dateOfBirthRefusal(value, new Date()) : undefined;
      return refusal ? context.createError({ message: refusal }) : true;
    });

export const dateOfBirthFormSchema = object({ dateOfBirth: dateOfBirthField() });

/** A financial-year quarter, "2026-27-Q3". */
export const quarterField = () =>
  string()
    .trim()
    .required(TAX_DETAILS_MESSAGES.quarterInvalid)
    .matches(QUARTER_PATTERN, TAX_DETAILS_MESSAGES.quarterInvalid)
    .test('real-quarter', TAX_DETAILS_MESSAGES.quarterInvalid, (value) =>
      value === undefined ? true : quarterDays(value) !== undefined,
    );
