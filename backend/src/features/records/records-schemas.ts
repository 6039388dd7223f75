import type { InferType } from 'yup';
import { booksRangeSchema } from '#common/validation/books';

/** The records' range: real IST days, the last not before the first, at most 366 of them. */
export const recordsRangeSchema = booksRangeSchema();
export type RecordsRange = InferType<typeof recordsRangeSchema>;
