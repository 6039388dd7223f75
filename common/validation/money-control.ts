import { number, object, string } from 'yup';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { hasWholePaise } from '../money';
import { reasonField } from './admin';
import { ALPHANUMERIC, rupeeAmountField } from './fields';

/**
 * The two-person control's forms (decision 043): a manual credit an organiser records for a
 * player, the approval threshold and cooling period, and the password asked again before money
 * moves. The web's forms and the backend's routes check the same rules.
 */

export const MANUAL_CREDIT_MAX_RUPEES = 100_000;
export const APPROVAL_THRESHOLD_MAX_RUPEES = 10_000_000;
export const COOLING_MINUTES_MAX = 10_080;
export const COOLING_MINUTES_DEFAULT = 60;
export const PLAYER_LOOKUP_MAX_LENGTH = 50;
export const UTR_MAX_LENGTH = 35;

/** The password asked again: required, never trimmed (spaces may be part of it). */
export const confirmPasswordField = () =>
  string()
    .required('Enter your password to confirm')
    .max(PASSWORD_MAX_LENGTH, 'That is not your password');

/** The UTR of money that reached the payee, as a bank statement shows it. */
export const creditUtrField = () =>
  string()
    .trim()
    .required('Enter the UTR of the payment')
    .matches(ALPHANUMERIC, 'UTR must be letters and digits only')
    .max(UTR_MAX_LENGTH, `UTR cannot exceed ${UTR_MAX_LENGTH} characters`);

export const manualCreditSchema = object({
  player: string()
    .trim()
    .required("Enter the player's username or mobile number")
    .max(PLAYER_LOOKUP_MAX_LENGTH, `Player cannot exceed ${PLAYER_LOOKUP_MAX_LENGTH} characters`),
  amount: rupeeAmountField(1)
    .min(1, 'Amount must be at least ₹1')
    .max(
      MANUAL_CREDIT_MAX_RUPEES,
      `Amount cannot exceed ₹${MANUAL_CREDIT_MAX_RUPEES.toLocaleString('en-IN')}`,
    ),
  utr: creditUtrField(),
  reason: reasonField(),
});

export const moneyControlsSchema = object({
  approvalThreshold: number()
    .typeError('Enter the threshold in rupees')
    .required('Enter the threshold in rupees')
    .min(0, 'The threshold cannot be negative')
    .max(
      APPROVAL_THRESHOLD_MAX_RUPEES,
      `The threshold cannot exceed ₹${APPROVAL_THRESHOLD_MAX_RUPEES.toLocaleString('en-IN')}`,
    )
    .test('whole-paise', 'Amount can have at most 2 decimal places', (value) =>
      value === undefined ? true : hasWholePaise(value),
    ),
  coolingMinutes: number()
    .typeError('Enter the cooling period in minutes')
    .required('Enter the cooling period in minutes')
    .integer('The cooling period is a whole number of minutes')
    .min(0, 'The cooling period cannot be negative')
    .max(
      COOLING_MINUTES_MAX,
      `The cooling period cannot exceed ${COOLING_MINUTES_MAX} minutes (a week)`,
    ),
});
