import { type InferType, array, number, object, string } from 'yup';
import type { depositSchema, withdrawSchema } from '#common/validation/wallet';
import { hasWholePaise } from '#common/money';
import { REASON_MAX_LENGTH, UPI_REFERENCE_MAX_LENGTH, reasonField } from '#common/validation/admin';
import { idField } from '#common/validation/fields';

/** Player requests use the web app's own form rules (SPEC §5); organiser input is below. */
export type DepositInput = InferType<typeof depositSchema>;
export type WithdrawInput = InferType<typeof withdrawSchema>;

export const TRANSACTION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const TRANSACTION_TYPES = [
  'ADD_MONEY',
  'WITHDRAW',
  'ENTRY_FEE',
  'REFUND',
  'WINNINGS',
] as const;

export const NOTE_MAX_LENGTH = 500;
export const PAYOUTS_MAX = 100;
export const PAYOUT_MAX_RUPEES = 10_000_000;
export const LIST_LIMIT_DEFAULT = 100;
export const LIST_LIMIT_MAX = 500;
export const UTR_SEARCH_MAX_LENGTH = 35;

const upperCased = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

export const transactionFilterSchema = object({
  status: string()
    .transform(upperCased)
    .oneOf(TRANSACTION_STATUSES, 'Status must be PENDING, APPROVED or REJECTED')
    .optional(),
  type: string()
    .transform(upperCased)
    .oneOf(TRANSACTION_TYPES, 'Type must be ADD_MONEY, WITHDRAW, ENTRY_FEE, REFUND or WINNINGS')
    .optional(),
  limit: number()
    .typeError(`Limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`)
    .integer(`Limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`)
    .min(1, `Limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`)
    .max(LIST_LIMIT_MAX, `Limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`)
    .default(LIST_LIMIT_DEFAULT),
  beforeId: idField('transaction').optional(),
  utr: string()
    .trim()
    .max(UTR_SEARCH_MAX_LENGTH, `UTR cannot exceed ${UTR_SEARCH_MAX_LENGTH} characters`)
    .optional()
    .meta({ description: 'Only transactions whose UTR contains this, ignoring case' }),
  userId: idField('user').optional().meta({ description: "Only this player's transactions" }),
});
export type TransactionFilterInput = InferType<typeof transactionFilterSchema>;

export const transactionParamsSchema = object({ id: idField('transaction') });
export type IdParams = InferType<typeof transactionParamsSchema>;

const noteField = () =>
  string()
    .trim()
    .max(NOTE_MAX_LENGTH, `Note cannot exceed ${NOTE_MAX_LENGTH} characters`)
    .nullable()
    .optional();

export const approvalSchema = object({
  note: noteField(),
  reference: string()
    .trim()
    .max(
      UPI_REFERENCE_MAX_LENGTH,
      `UPI reference cannot exceed ${UPI_REFERENCE_MAX_LENGTH} characters`,
    )
    .nullable()
    .optional()
    .meta({
      description:
        'Required to mark a withdrawal paid: the UPI reference (UTR) of the payment, 6 to 35 ' +
        'letters and digits; ignored for a deposit',
    }),
});
export type ApprovalInput = InferType<typeof approvalSchema>;

/** The player reads the reason in their transactions, so there must be one. */
export const rejectionSchema = object({ note: reasonField() });
export type RejectionInput = InferType<typeof rejectionSchema>;

/** Items of an array are not type-checked before casting, so these fields are strict. */
const payoutSchema = object({
  userId: idField('user').strict(),
  amount: number()
    .strict()
    .typeError('Amount must be a number')
    .required('Please enter an amount')
    .min(1, 'Amount must be at least ₹1')
    .max(PAYOUT_MAX_RUPEES, `Amount cannot exceed ₹${PAYOUT_MAX_RUPEES.toLocaleString('en-IN')}`)
    .test('whole-paise', 'Amount can have at most 2 decimal places', (value) =>
      value === undefined ? true : hasWholePaise(value),
    ),
  note: noteField(),
  teamId: idField('team')
    .strict()
    .optional()
    .meta({ description: 'The team whose prize this is; the payee must be on its roster' }),
  reason: string()
    .trim()
    .min(1, 'Enter a reason')
    .max(REASON_MAX_LENGTH, `Reason cannot exceed ${REASON_MAX_LENGTH} characters`)
    .optional()
    .meta({
      description:
        "Why a player who is not on the team's roster (or did not play) is paid; kept in the audit",
    }),
});

export const payoutsSchema = object({
  payouts: array(payoutSchema)
    .typeError('Payouts must be a list')
    .required('Please list the payouts')
    .min(1, 'Please list at least one payout')
    .max(PAYOUTS_MAX, `At most ${PAYOUTS_MAX} payouts can be made at once`)
    .test('one-per-player', 'Each player can appear only once in a payout', (items) => {
      const ids = (items ?? []).map((item) => item.userId);
      return new Set(ids).size === ids.length;
    }),
});
export type PayoutsInput = InferType<typeof payoutsSchema>;
