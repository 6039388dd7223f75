import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_STATUSES,
  acknowledgedLate,
  resolvedLate,
} from '#common/grievances';
import { istDateTime } from '#common/ist-days';
import { type CsvCell, toCsv } from '../books/public';
import { timesOf } from './grievance-json';
import type { GrievanceView } from './grievances-repository';

/** The grievances of a span as the officer's export lists them (decision 049), times in IST. */

const HEADER = [
  'Number',
  'Filed (IST)',
  'Category',
  'Subject',
  'Filer',
  'From an account',
  'Tournament',
  'Dispute',
  'Status',
  'Acknowledge by (IST)',
  'Acknowledged (IST)',
  'Acknowledged late',
  'Resolve by (IST)',
  'Resolved or closed (IST)',
  'Resolved late',
  'Replies',
  'Resolution',
];

const when = (date: Date | null): CsvCell => (date ? istDateTime(date) : '');
const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

export const grievancesCsv = (rows: readonly GrievanceView[], now: Date): string =>
  toCsv(
    HEADER,
    rows.map((g) => {
      const times = timesOf(g);
      return [
        g.number,
        when(g.created_at),
        GRIEVANCE_CATEGORIES[g.category],
        g.subject,
        g.filer_name,
        yesNo(g.user_id !== null),
        g.tournament_name,
        g.dispute_id,
        GRIEVANCE_STATUSES[g.status],
        when(g.ack_due_at),
        when(g.acknowledged_at),
        yesNo(acknowledgedLate(times, now)),
        when(g.resolve_due_at),
        when(g.resolved_at),
        yesNo(resolvedLate(times, now)),
        Number(g.reply_count ?? 0),
        g.resolution,
      ];
    }),
  );
