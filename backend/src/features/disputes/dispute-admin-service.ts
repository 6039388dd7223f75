import { DISPUTE_MESSAGES, type DisputeResolution } from '#common/disputes';
import { formatRupees } from '#common/money';
import { NOTIFICATION_MESSAGES } from '../../change/notification-messages';
import { notify } from '../../change/notify';
import { recordAudit } from '../../change/record-audit';
import { recordEvent } from '../../change/record-event';
import type { Db, Trx } from '../../db/db';
import type { DisputeRow } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { resolveDisputeGrievance } from '../grievances/public';
import { TOURNAMENT_NOT_FOUND } from '../tournaments/public';
import { type DisputeRefund, refundSquadFee } from './dispute-refund';
import { type DisputeJson, type PrizeHoldJson, toDisputeJson } from './dispute-json';
import type { AdminDisputesQuery, ResolveDisputeInput } from './dispute-schemas';
import { DISPUTE_NOT_FOUND, recordDisputeChange } from './dispute-service';
import { type DisputesRepository, createDisputesRepository } from './disputes-repository';

/** What the squad reads in the bell for each resolution. */
function outcomeText(resolution: DisputeResolution, reason: string, refund?: DisputeRefund) {
  if (resolution === 'corrected') return `the results were corrected (${reason})`;
  if (resolution === 'refunded') {
    return `your entry fee of ${formatRupees(refund?.totalPaise ?? 0)} was refunded (${reason})`;
  }
  return `rejected (${reason})`;
}

/** The prize hold of a tournament: open disputes no override has lifted it for. */
export async function prizeHold(
  disputes: DisputesRepository,
  trx: Trx | Db,
  tournamentId: number,
): Promise<PrizeHoldJson> {
  const holding = await disputes.holding(trx, tournamentId);
  const override = await disputes.lastOverride(trx, tournamentId);
  return {
    held: holding.length > 0,
    openDisputes: await disputes.openCount(trx, tournamentId),
    holdingDisputes: holding,
    override: override
      ? { reason: override.reason, by: override.username, at: override.overridden_at.toISOString() }
      : null,
  };
}

/** The organiser's side: the disputes, their resolution, and the prize hold. */
export function createDisputeAdminService({ db }: ServiceDeps) {
  const disputes = createDisputesRepository(db);

  async function resolveWith(
    trx: Trx,
    dispute: DisputeRow,
    input: ResolveDisputeInput,
    organiserId: number,
  ) {
    const view = await disputes.find(dispute.id, trx);
    if (!view) throw notFound(DISPUTE_NOT_FOUND);
    let correction: { id: number; summary: string } | undefined;
    let refund: DisputeRefund | undefined;
    if (input.resolution === 'corrected') {
      correction = await disputes.correctionSince(
        trx,
        dispute.tournament_id,
        dispute.match_no,
        dispute.opened_at,
      );
      if (!correction) throw invalid(DISPUTE_MESSAGES.noCorrection, 'resolution');
    }
    if (input.resolution === 'refunded') {
      refund = await refundSquadFee(trx, disputes, dispute, view.tourn_name);
    }
    await disputes.resolve(trx, dispute.id, {
      status: input.resolution,
      reason: input.reason,
      by: organiserId,
      correctionAuditId: correction?.id ?? null,
    });
    const what = correction
      ? `corrected (${correction.summary})`
      : refund
        ? `refunded ${formatRupees(refund.totalPaise)}`
        : 'rejected';
    await recordAudit(trx, {
      actorId: organiserId,
      action: 'DISPUTE_RESOLVED',
      subjectId: dispute.id,
      tournamentId: dispute.tournament_id,
      summary: `Resolved ${view.team_name}'s dispute of match ${dispute.match_no} of ${view.tourn_name}: ${what}`,
      reason: input.reason,
      before: { status: 'open' },
      after: {
        status: input.resolution,
        teamId: dispute.team_id,
        matchId: dispute.match_no,
        ...(correction ? { correctionAuditId: correction.id } : {}),
        ...(refund ? { refundedPaise: refund.totalPaise } : {}),
      },
    });
    for (const userId of await disputes.members(trx, dispute.team_id)) {
      await notify(trx, {
        userId,
        kind: 'dispute_resolved',
        message: NOTIFICATION_MESSAGES.disputeResolved(
          dispute.match_no,
          view.tourn_name,
          outcomeText(input.resolution, input.reason, refund),
        ),
        reason: input.reason,
        tournamentId: dispute.tournament_id,
      });
    }
    await recordDisputeChange(trx, dispute.tournament_id, dispute.id);
    await resolveDisputeGrievance(trx, dispute.id, {
      text: `The dispute was resolved: ${outcomeText(input.resolution, input.reason, refund)}`,
      by: organiserId,
      at: new Date(),
    });
  }

  return {
    list: async (filter: AdminDisputesQuery) =>
      (await disputes.list(filter)).map((row) => toDisputeJson(row)),

    /** Resolves an open dispute once; all of it (refund, record, bells) or nothing. */
    async resolve(
      id: number,
      input: ResolveDisputeInput,
      organiserId: number,
    ): Promise<DisputeJson> {
      await db.transaction().execute(async (trx) => {
        const dispute = await disputes.lock(trx, id);
        if (!dispute) throw notFound(DISPUTE_NOT_FOUND);
        if (dispute.status !== 'open') throw invalid(DISPUTE_MESSAGES.notOpen, 'resolution');
        await resolveWith(trx, dispute, input, organiserId);
      });
      const row = await disputes.find(id);
      if (!row) throw notFound(DISPUTE_NOT_FOUND);
      return toDisputeJson(row);
    },

    async hold(tournamentId: number): Promise<PrizeHoldJson> {
      if (!(await disputes.tournament(db, tournamentId))) throw notFound(TOURNAMENT_NOT_FOUND);
      return prizeHold(disputes, db, tournamentId);
    },

    /** Lets prizes be paid despite the disputes open now, with the reason the audit keeps. */
    overrideHold: (tournamentId: number, reason: string, organiserId: number) =>
      db.transaction().execute(async (trx) => {
        const tournament = await disputes.tournament(trx, tournamentId, true);
        if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
        const before = await prizeHold(disputes, trx, tournamentId);
        if (!before.held) throw invalid('Prizes are not waiting for any dispute', 'reason');
        await disputes.insertOverride(trx, tournamentId, reason, organiserId);
        const n = before.holdingDisputes.length;
        await recordAudit(trx, {
          actorId: organiserId,
          action: 'PRIZE_HOLD_OVERRIDDEN',
          subjectId: tournamentId,
          tournamentId,
          summary: `Let prizes of ${tournament.tourn_name} be paid with ${n} open ${n === 1 ? 'dispute' : 'disputes'}`,
          reason,
          before: { held: true, disputes: before.holdingDisputes },
          after: { held: false },
        });
        await recordEvent(trx, { kind: 'console.changed', subjectId: 'payout' });
        return prizeHold(disputes, trx, tournamentId);
      }),
  };
}

export type DisputeAdminService = ReturnType<typeof createDisputeAdminService>;
