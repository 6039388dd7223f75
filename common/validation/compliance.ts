import { boolean, number, object, string } from 'yup';
import { hasWholePaise } from '../money';
import { confirmPasswordField } from './money-control';

/**
 * The operator's rules (issue 24, decision 048): the console's Compliance settings form and the
 * backend's PUT check the same limits as the database's checks (migration 015). A text left
 * blank is "not set" (null); numbers may arrive as typed text.
 */

export const COMPLIANCE_LIMITS = {
  registrationNumber: { min: 3, max: 100 },
  officerNameMax: 100,
  officerEmail: { min: 3, max: 254 },
  ackHours: { min: 1, max: 720 },
  resolveDays: { min: 1, max: 90 },
  escalationNameMax: 200,
  escalationContactMax: 300,
  tdsRatePercent: { min: 0, max: 90 },
  tdsThresholdMaxRupees: 10_000_000,
  paidEntryMinAge: { min: 16, max: 100 },
} as const;

/** +91 98765 43210, 098765 43210, 98765-43210 or a landline with its STD code (080 2345 6789). */
const INDIAN_PHONE = /^(?:(?:\+91|0)?[6-9]\d{9}|(?:\+91|0)[1-9]\d{8,9})$/;

export const isIndianPhone = (value: string) => INDIAN_PHONE.test(value.replace(/[\s-]/g, ''));

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** A text the operator may leave unset. */
const optionalSetting = (label: string, max: number, min = 1) =>
  string()
    .trim()
    .nullable()
    .default(null)
    .transform(blankToNull)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} cannot exceed ${max} characters`);

/** A number typed into a text field: blank is "not given", so `required` says so. */
const typedNumber = (label: string) =>
  number()
    .transform((value: number, original: unknown) =>
      typeof original === 'string' && original.trim() === '' ? undefined : value,
    )
    .typeError(`${label} must be a number`)
    .required(`Enter the ${label.toLowerCase()}`);

const wholeNumberIn = (label: string, { min, max }: { min: number; max: number }) =>
  typedNumber(label)
    .integer(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

const ruleSwitch = (label: string) =>
  boolean().typeError(`${label} must be true or false`).required(`Say whether ${label}`);

const { tdsRatePercent: rate } = COMPLIANCE_LIMITS;

/** Every setting, as the form and the PUT send them (rupees and percent at the edge). */
export const complianceSettingsFields = {
  esportRegistrationNumber: optionalSetting(
    'The e-sport registration number',
    COMPLIANCE_LIMITS.registrationNumber.max,
    COMPLIANCE_LIMITS.registrationNumber.min,
  ),
  requireRegistrationForPaid: ruleSwitch('paid tournaments need the registration number'),
  prizeFundedApartFromFees: ruleSwitch('prize pools must be funded apart from fees'),
  grievanceOfficerName: optionalSetting(
    "The grievance officer's name",
    COMPLIANCE_LIMITS.officerNameMax,
  ),
  grievanceOfficerEmail: optionalSetting(
    "The grievance officer's e-mail",
    COMPLIANCE_LIMITS.officerEmail.max,
    COMPLIANCE_LIMITS.officerEmail.min,
  ).email("Enter the grievance officer's e-mail like name@example.com"),
  grievanceOfficerPhone: optionalSetting("The grievance officer's phone", 20).test(
    'indian-phone',
    "Enter the grievance officer's phone as an Indian number, like +91 98765 43210",
    (value) => value === null || value === undefined || isIndianPhone(value),
  ),
  grievanceAckHours: wholeNumberIn('Hours to acknowledge', COMPLIANCE_LIMITS.ackHours),
  grievanceResolveDays: wholeNumberIn('Days to resolve', COMPLIANCE_LIMITS.resolveDays),
  escalationName: optionalSetting('The escalation tier', COMPLIANCE_LIMITS.escalationNameMax),
  escalationContact: optionalSetting(
    "The escalation tier's contact",
    COMPLIANCE_LIMITS.escalationContactMax,
  ),
  tdsRatePercent: typedNumber('Tax rate')
    .min(rate.min, `Tax rate must be between ${rate.min}% and ${rate.max}%`)
    .max(rate.max, `Tax rate must be between ${rate.min}% and ${rate.max}%`)
    // Hundredths of a percent are basis points, as paise are hundredths of a rupee.
    .test('basis-points', 'Tax rate can have at most 2 decimal places', (value) =>
      value === undefined ? true : hasWholePaise(value),
    ),
  tdsThreshold: typedNumber('Tax threshold')
    .min(0, 'Tax threshold cannot be negative')
    .max(
      COMPLIANCE_LIMITS.tdsThresholdMaxRupees,
      `Tax threshold cannot exceed ₹${COMPLIANCE_LIMITS.tdsThresholdMaxRupees.toLocaleString('en-IN')}`,
    )
    .test('whole-paise', 'Tax threshold can have at most 2 decimal places', (value) =>
      value === undefined ? true : hasWholePaise(value),
    ),
  paidEntryMinAge: wholeNumberIn('Minimum age for paid entry', COMPLIANCE_LIMITS.paidEntryMinAge),
};

export const complianceSettingsSchema = object({
  ...complianceSettingsFields,
  password: confirmPasswordField(),
});

/** Percent at the edge, basis points stored: 30 → 3000, 12.5 → 1250. */
export const percentToBps = (percent: number) => Math.round(percent * 100);
export const bpsToPercent = (bps: number) => bps / 100;
