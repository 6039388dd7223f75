import type { Db, Trx } from '../../db/db';

/** A grievance as the records list it (decision 050): its number, times and whether it was late. */
export interface RecordsGrievance {
  number: string;
  category: string;
  categoryLabel: string;
  status: string;
  statusLabel: string;
  filedAt: Date;
  acknowledgedAt: Date | null;
  resolvedAt: Date | null;
  acknowledgedLate: boolean;
  resolvedLate: boolean;
  tournamentId: number | null;
  tournamentName: string | null;
}

/** The grievances filed in the span, oldest first. */
export async function grievancesOf(
  _reader: Db | Trx,
  _span: { start: Date; end: Date },
  _now: Date,
): Promise<RecordsGrievance[]> {
  return [];
}
