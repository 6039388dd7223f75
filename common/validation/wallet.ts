import { object, string } from 'yup';
import {
  DEPOSIT_MAX_RUPEES,
  DEPOSIT_MIN_RUPEES,
  TEXT_MAX_LENGTH,
  WITHDRAWAL_MIN_RUPEES,
} from '../constants';
import { ALPHANUMERIC, requiredText, rupeeAmountField, tenDigitField, upiIdField } from './fields';

export const depositSchema = object({
  amount: rupeeAmountField(DEPOSIT_MIN_RUPEES).max(
    DEPOSIT_MAX_RUPEES,
    `Amount cannot exceed ₹${DEPOSIT_MAX_RUPEES}`,
  ),
  transactionId: string()
    .trim()
    .required('Please enter a transaction ID')
    .matches(ALPHANUMERIC, 'Transaction ID must be alphanumeric')
    .max(35, 'Transaction ID cannot exceed 35 characters'),
  bankUsername: requiredText(
    'Please enter your bank username',
    TEXT_MAX_LENGTH.bankUsername,
    'Bank username',
  ),
});

export const withdrawSchema = object({
  amount: rupeeAmountField(WITHDRAWAL_MIN_RUPEES),
  beneficiaryName: requiredText(
    'Please enter beneficiary name',
    TEXT_MAX_LENGTH.bankUsername,
    'Beneficiary name',
  ),
  upiId: upiIdField(),
  phonePeNumber: tenDigitField(
    'Please enter a PhonePe number',
    'PhonePe number must be exactly 10 digits',
  ),
});
