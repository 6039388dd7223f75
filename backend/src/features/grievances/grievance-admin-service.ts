import { GRIEVANCE_MESSAGES, isGrievanceFinished } from '#common/grievances';
import { istDayEnd, istDayStart } from '#common/ist-days';
import { notify } from '../../change/notify';
import { recordAudit } from '../../change/record-audit';
import { recordConsoleChange } from '../../change/record-event';
import type { Trx } from '../../db/db';
import type { GrievanceRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { Mail } from '../../mail/mailer';
import type { ServiceDeps } from '../../service-deps';
import { readComplianceSettings } from '../compliance/public';
import { grievancesCsv } from './grievance-csv';
import { adminCaseJson, escalationJson, queueItemJson } from './grievance-json';
import { type GrievanceUpdate, updateMail, updateNotice } from './grievance-mails';
import type { GrievanceQueueQuery } from './grievance-schemas';
import { createGrievancesRepository } from './grievances-repository';

export const GRIEVANCE_NOT_FOUND = 'Complaint not found';
export const DISPUTE_GRIEVANCE =
  'This complaint is a match-result dispute: resolve the dispute on the disputes page';

const AUDIT_ACTIONS = {
  acknowledged: 'GRIEVANCE_ACKNOWLEDGED',
  replied: 'GRIEVANCE_REPLIED',
  resolved: 'GRIEVANCE_RESOLVED',
  closed: 'GRIEVANCE_CLOSED',
} as const;

const VERBS: Record<GrievanceUpdate, string> = {
  acknowledged: 'Acknowledged',
  replied: 'Replied to',
  resolved: 'Resolved',
  closed: 'Closed without a resolution',
};

/**
 * The grievance officer's console (decision 049): the queue, a case, and the four steps on it.
 * Each step checks the case's state under a lock, and records its audit row, the console's live
 * event and the logged-in filer's bell in its own transaction; the mail goes once committed.
 */
export function createGrievanceAdminService({
  db,
  mailQueue,
  clock = () => new Date(),
}: ServiceDeps) {
  const grievances = createGrievancesRepository(db);

  async function caseOf(id: number) {
    const g = await grievances.find(id);
    if (!g) throw notFound(GRIEVANCE_NOT_FOUND);
    const [replies, settings] = await Promise.all([
      grievances.replies(id),
      readComplianceSettings(db),
    ]);
    return adminCaseJson(g, replies, settings, clock());
  }

  /** The step's record, bell and mail, once the case has changed in `trx`. */
  async function tell(
    trx: Trx,
    before: GrievanceRow,
    kind: GrievanceUpdate,
    organiserId: number,
    text: string | null,
  ): Promise<Mail[]> {
    const after = await grievances.find(before.id, trx);
    if (!after) throw notFound(GRIEVANCE_NOT_FOUND);
    const by = await grievances.usernameOf(trx, organiserId);
    await recordAudit(trx, {
      actorId: organiserId,
      action: AUDIT_ACTIONS[kind],
      subjectId: before.id,
      tournamentId: before.tournament_id,
      userId: before.user_id,
      summary: `${VERBS[kind]} complaint ${before.number} (${before.subject}) · by ${by}`,
      reason: text,
      before: { status: before.status },
      after: { status: after.status },
    });
    await recordConsoleChange(trx, 'grievance');
    if (before.user_id !== null) {
      await notify(trx, {
        userId: before.user_id,
        kind: 'grievance_updated',
        message: updateNotice(before.number, kind),
        reason: text,
        tournamentId: before.tournament_id,
      });
    }
    if (!before.filer_email) return [];
    const escalation = escalationJson(after, await readComplianceSettings(trx), clock());
    return [
      updateMail(before.filer_email, {
        number: before.number,
        kind,
        text,
        escalation: escalation?.line ?? null,
      }),
    ];
  }

  /** Runs one step on the locked case, then sends its mail: a step rolled back mails nobody. */
  async function step(id: number, work: (trx: Trx, g: GrievanceRow, at: Date) => Promise<Mail[]>) {
    const mails = await db.transaction().execute(async (trx) => {
      const g = await grievances.lock(trx, id);
      if (!g) throw notFound(GRIEVANCE_NOT_FOUND);
      return work(trx, g, clock());
    });
    mailQueue.enqueue(mails);
    return caseOf(id);
  }

  const refuseFinished = (g: GrievanceRow) => {
    if (isGrievanceFinished(g.status)) throw conflict(GRIEVANCE_MESSAGES.finished);
  };

  const finish = (kind: 'resolved' | 'closed') => (id: number, resolution: string, by: number) =>
    step(id, async (trx, g, at) => {
      refuseFinished(g);
      if (g.dispute_id !== null) throw conflict(DISPUTE_GRIEVANCE);
      const status = kind === 'resolved' ? 'resolved' : 'closed_unresolved';
      await grievances.finish(trx, g.id, { status, resolution, by, at });
      return tell(trx, g, kind, by, resolution);
    });

  return {
    async queue(query: GrievanceQueueQuery) {
      const now = clock();
      const rows = await grievances.queue({
        status: query.status,
        overdueAt: query.overdue ? now : undefined,
      });
      return { grievances: rows.map((g) => queueItemJson(g, now)) };
    },

    case: caseOf,

    acknowledge: (id: number, by: number) =>
      step(id, async (trx, g, at) => {
        refuseFinished(g);
        if (g.status !== 'open') throw conflict(GRIEVANCE_MESSAGES.alreadyAcknowledged);
        await grievances.acknowledge(trx, g.id, by, at);
        return tell(trx, g, 'acknowledged', by, null);
      }),

    /** A reply to an open case acknowledges it too: the filer has been answered. */
    reply: (id: number, body: string, by: number) =>
      step(id, async (trx, g, at) => {
        refuseFinished(g);
        if (g.status === 'open') await grievances.acknowledge(trx, g.id, by, at);
        await grievances.addReply(trx, g.id, by, body, at);
        return tell(trx, g, 'replied', by, body);
      }),

    resolve: finish('resolved'),
    close: finish('closed'),

    /** Every case filed on IST days [from, to] as CSV, audited as records exported. */
    async exportCsv(from: string, to: string, actorId: number) {
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const rows = await grievances.between(trx, istDayStart(from), istDayEnd(to));
        await recordAudit(trx, {
          actorId,
          action: 'RECORDS_EXPORTED',
          subjectId: `grievances:${from}..${to}`,
          summary: `Exported the grievances filed from ${from} to ${to} as CSV (${rows.length} cases)`,
          after: { kind: 'grievances', from, to, rows: rows.length },
        });
        return { csv: grievancesCsv(rows, now), fileName: `ccl-grievances-${from}-to-${to}.csv` };
      });
    },
  };
}

export type GrievanceAdminService = ReturnType<typeof createGrievanceAdminService>;
