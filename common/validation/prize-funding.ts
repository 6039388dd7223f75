import { object, string } from 'yup';
import { PRIZE_SOURCES } from '../declaration';
import { requiredText, rupeeAmountField } from './fields';
import { confirmPasswordField, creditUtrField } from './money-control';

/**
 * Money an organiser or sponsor pays into a tournament's prize escrow (issue 24), and the
 * organiser's record of paying back what was left. The pool's cap is the server's check: only
 * it knows what is funded already.
 */

export const FUNDER_NAME_MAX_LENGTH = 100;
export const RETURN_REFERENCE_MAX_LENGTH = 100;
export const FUNDER_KINDS = Object.keys(PRIZE_SOURCES) as (keyof typeof PRIZE_SOURCES)[];

export const prizeFundingSchema = object({
  funderKind: string()
    .required('Choose who funds the prize')
    .oneOf(FUNDER_KINDS, 'Who funds the prize must be the organiser or a sponsor'),
  funderName: requiredText("Enter the funder's name", FUNDER_NAME_MAX_LENGTH, "Funder's name"),
  amount: rupeeAmountField(0.01),
  utr: creditUtrField(),
  password: confirmPasswordField(),
});

export const prizeReturnPaidSchema = object({
  reference: requiredText(
    "Enter the bank's reference of the payment back",
    RETURN_REFERENCE_MAX_LENGTH,
    'Reference',
  ),
  password: confirmPasswordField(),
});
