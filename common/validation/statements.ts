import { type InferType, object, string } from 'yup';

/**
 * The columns an organiser names for a statement whose header row the desk did not recognise:
 * the backend checks the mapping sent with the file by these rules, the web form shows them.
 */

export const COLUMN_NAME_MAX_LENGTH = 100;

const column = () =>
  string()
    .trim()
    .max(
      COLUMN_NAME_MAX_LENGTH,
      `A column name cannot exceed ${COLUMN_NAME_MAX_LENGTH} characters`,
    );

export const STATEMENT_MAPPING_MESSAGES = {
  date: 'Choose the column with the date',
  amount: 'Choose the column with the amount',
  reference: 'Choose the UTR column or the narration column',
} as const;

export const statementMappingSchema = object({
  date: column().required(STATEMENT_MAPPING_MESSAGES.date),
  amount: column()
    .required(STATEMENT_MAPPING_MESSAGES.amount)
    .meta({ description: 'The credit column, or an amount column (with credit/debit beside it)' }),
  utr: column().nullable().optional(),
  narration: column()
    .nullable()
    .optional()
    .test('utr-or-narration', STATEMENT_MAPPING_MESSAGES.reference, function hasReference(value) {
      return Boolean(value || (this.parent as { utr?: string | null }).utr);
    }),
  creditDebit: column()
    .nullable()
    .optional()
    .meta({ description: 'The column saying Cr or Dr, when the amount column holds both' }),
});

export type StatementMapping = InferType<typeof statementMappingSchema>;
