import type { Db, Trx } from '../../db/db';
import { type GrievanceRecord, grievancesBetween } from '../grievances/public';

/** A grievance as the records list it (decision 050): its number, times and whether it was late. */
export type RecordsGrievance = GrievanceRecord;

/** The grievances filed in the span, oldest first, late as of `now`. */
export const grievancesOf = (reader: Db | Trx, span: { start: Date; end: Date }, now: Date) =>
  grievancesBetween(reader, span.start, span.end, now);
