/** What a statement upload may be, and what the organiser is told when it is not. */

/** A year of a busy account's lines fits in far less; a bigger file is not a statement. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The upload form's file field, as the picture uploads name theirs. */
export const STATEMENT_FIELD = 'file';
/** The optional field naming the columns of a header row the desk did not recognise (JSON). */
export const MAPPING_FIELD = 'mapping';
/** Bank exports put a few lines of account details above the header row. */
export const HEADER_SEARCH_ROWS = 30;

export const STATEMENT_MESSAGES = {
  missing: 'Choose the statement file (CSV) to upload',
  tooLarge: 'The statement must be at most 5 MB',
  notCsv: 'This file is not a CSV statement. Export the statement from the bank or UPI app as CSV.',
  noLines: 'The statement has no lines with a date and an amount',
  notFound: 'No statement has this id',
} as const;

export type StatementRejection = 'too_large' | 'not_csv' | 'unknown_columns' | 'no_lines';

/**
 * Why an upload was refused before anything was stored. HTTP has statuses for the first two
 * (413, 415) that the service error kinds do not cover, and an unknown header row carries the
 * columns found, so the routes map this error themselves.
 */
export class StatementRejectedError extends Error {
  constructor(
    readonly reason: StatementRejection,
    message: string,
    /** For unknown_columns: the header row as found, for the organiser to map. */
    readonly columns: string[] = [],
  ) {
    super(message);
    this.name = 'StatementRejectedError';
  }
}

/** Columns named in the message; all of them go beside it for the mapping form. */
const COLUMNS_IN_MESSAGE = 8;
const COLUMN_IN_MESSAGE_LENGTH = 24;

export function unknownColumnsMessage(columns: string[]) {
  const named = columns
    .slice(0, COLUMNS_IN_MESSAGE)
    .map((column) => column.slice(0, COLUMN_IN_MESSAGE_LENGTH));
  const more =
    columns.length > COLUMNS_IN_MESSAGE ? ` and ${columns.length - COLUMNS_IN_MESSAGE} more` : '';
  return `The columns of this statement were not recognised (found: ${named.join(', ')}${more}). Map them once: the desk remembers them for this bank.`;
}
