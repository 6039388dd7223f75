import { object, string } from 'yup';
import {
  GRIEVANCE_CATEGORY_VALUES,
  GRIEVANCE_LIMITS as LIMITS,
  GRIEVANCE_MESSAGES,
  GRIEVANCE_NUMBER_PATTERN,
  type GrievanceCategory,
} from '../grievances';

/**
 * Grievance redressal's forms (decision 049): the complaint anyone files, the look-up of a case
 * by its number and contact, and the officer's reply and resolution. The web's forms and the
 * backend's routes check these same rules.
 */

export const GRIEVANCE_TEXTS = {
  categoryRequired: 'Choose what the complaint is about',
  subjectRequired: 'Write a short subject',
  subjectShort: `Write a subject of at least ${LIMITS.subjectMin} characters`,
  descriptionRequired: 'Describe what happened',
  descriptionShort: `Describe what happened in at least ${LIMITS.descriptionMin} characters`,
  nameRequired: 'Enter your name',
  emailInvalid: 'Enter a valid e-mail address',
  phoneInvalid: 'Enter a phone number of 6 to 20 digits, spaces or dashes, + first if you like',
  numberRequired: 'Enter the acknowledgement number',
  numberInvalid: 'Enter the number as it was given, like GRV-2026-000123',
  contactRequired: 'Enter the e-mail or phone number you filed with',
} as const;

const PHONE = /^\+?[0-9][0-9 -]{4,18}[0-9]$/;

const tooLong = (label: string, max: number) => `${label} cannot exceed ${max} characters`;

/** Optional text: spaces around are dropped and an empty answer means none. */
const optionalTrimmed = () =>
  string()
    .trim()
    .transform((value: string | null) => (value === '' ? undefined : value))
    .nullable()
    .optional();

export const grievanceFormSchema = object({
  category: string<GrievanceCategory>()
    .required(GRIEVANCE_TEXTS.categoryRequired)
    .oneOf(GRIEVANCE_CATEGORY_VALUES, GRIEVANCE_TEXTS.categoryRequired),
  subject: string()
    .trim()
    .required(GRIEVANCE_TEXTS.subjectRequired)
    .min(LIMITS.subjectMin, GRIEVANCE_TEXTS.subjectShort)
    .max(LIMITS.subjectMax, tooLong('Subject', LIMITS.subjectMax)),
  description: string()
    .trim()
    .required(GRIEVANCE_TEXTS.descriptionRequired)
    .min(LIMITS.descriptionMin, GRIEVANCE_TEXTS.descriptionShort)
    .max(LIMITS.descriptionMax, tooLong('Description', LIMITS.descriptionMax)),
  name: string()
    .trim()
    .required(GRIEVANCE_TEXTS.nameRequired)
    .max(LIMITS.nameMax, tooLong('Name', LIMITS.nameMax)),
  email: optionalTrimmed()
    .email(GRIEVANCE_TEXTS.emailInvalid)
    .max(LIMITS.emailMax, tooLong('E-mail', LIMITS.emailMax))
    // Said on the e-mail field: the first way to answer the filer the form offers.
    .test('contact', GRIEVANCE_MESSAGES.noContact, function (email) {
      const { phone } = this.parent as { phone?: string };
      return Boolean(email) || Boolean(phone?.trim());
    }),
  phone: optionalTrimmed().matches(PHONE, GRIEVANCE_TEXTS.phoneInvalid),
});

export const grievanceNumberField = () =>
  string()
    .trim()
    .uppercase()
    .required(GRIEVANCE_TEXTS.numberRequired)
    .matches(GRIEVANCE_NUMBER_PATTERN, GRIEVANCE_TEXTS.numberInvalid);

export const grievanceContactField = () =>
  string()
    .trim()
    .required(GRIEVANCE_TEXTS.contactRequired)
    .max(LIMITS.emailMax, tooLong('Contact', LIMITS.emailMax));

export const grievanceLookupSchema = object({
  number: grievanceNumberField(),
  contact: grievanceContactField(),
});

export const grievanceReplySchema = object({
  body: string()
    .trim()
    .required(GRIEVANCE_MESSAGES.replyRequired)
    .max(LIMITS.replyMax, tooLong('Reply', LIMITS.replyMax)),
});

export const grievanceResolutionSchema = object({
  resolution: string()
    .trim()
    .required(GRIEVANCE_MESSAGES.resolutionRequired)
    .max(LIMITS.resolutionMax, tooLong('Resolution', LIMITS.resolutionMax)),
});
