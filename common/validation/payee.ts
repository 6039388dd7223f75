import { object } from 'yup';
import { confirmPasswordField } from './money-control';
import { requiredText, upiIdField } from './fields';

/**
 * The platform's payee (decision 041): the UPI id players pay deposits to and the name their
 * UPI app shows. Changing it or closing payments asks for the organiser's password again.
 */

export const PAYEE_NAME_MAX_LENGTH = 100;

export const payeeNameField = () =>
  requiredText('Enter the payee name', PAYEE_NAME_MAX_LENGTH, 'Payee name');

export const payeeFormSchema = object({
  upiId: upiIdField(),
  payeeName: payeeNameField(),
  password: confirmPasswordField(),
});

export const closePaymentsSchema = object({ password: confirmPasswordField() });
