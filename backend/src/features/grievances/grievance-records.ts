import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_STATUSES,
  type GrievanceCategory,
  type GrievanceStatus,
  acknowledgedLate,
  resolvedLate,
} from '#common/grievances';
import type { Db, Trx } from '../../db/db';
import { timesOf } from './grievance-json';
import { filedBetween } from './grievances-repository';

/** A grievance as the platform's records list it: its number, times and whether it was late. */
export interface GrievanceRecord {
  number: string;
  category: GrievanceCategory;
  categoryLabel: string;
  status: GrievanceStatus;
  statusLabel: string;
  filedAt: Date;
  acknowledgeBy: Date;
  resolveBy: Date;
  acknowledgedAt: Date | null;
  resolvedAt: Date | null;
  acknowledgedLate: boolean;
  resolvedLate: boolean;
  tournamentId: number | null;
  tournamentName: string | null;
  disputeId: number | null;
}

/**
 * The grievances filed in [from, to), oldest first, read with `reader` (a transaction, so an
 * export reads one moment), late as of `now`.
 */
export async function grievancesBetween(
  reader: Db | Trx,
  from: Date,
  to: Date,
  now: Date = new Date(),
): Promise<GrievanceRecord[]> {
  const rows = await filedBetween(reader, from, to);
  return rows.map((g) => {
    const times = timesOf(g);
    return {
      number: g.number,
      category: g.category,
      categoryLabel: GRIEVANCE_CATEGORIES[g.category],
      status: g.status,
      statusLabel: GRIEVANCE_STATUSES[g.status],
      filedAt: g.created_at,
      acknowledgeBy: g.ack_due_at,
      resolveBy: g.resolve_due_at,
      acknowledgedAt: g.acknowledged_at,
      resolvedAt: g.resolved_at,
      acknowledgedLate: acknowledgedLate(times, now),
      resolvedLate: resolvedLate(times, now),
      tournamentId: g.tournament_id,
      tournamentName: g.tournament_name,
      disputeId: g.dispute_id,
    };
  });
}
