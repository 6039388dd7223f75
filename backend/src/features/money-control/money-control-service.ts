import { formatRupees, paiseToRupees, rupeesToPaise } from '#common/money';
import { formatMoment } from '../../change/audit-text';
import { recordAudit } from '../../change/record-audit';
import { recordConsoleChange } from '../../change/record-event';
import { type Once, transactionOnce } from '../../change/transaction-once';
import type { Trx } from '../../db/db';
import { conflictWith, forbidden, invalid, notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { createPasswordConfirmation } from '../accounts/public';
import {
  type AdminTransactionJson,
  type ApprovalInput,
  type PayoutsInput,
  createPrizePayouts,
  createTransactionDecisions,
} from '../wallet/public';
import { createMoneyControlRepository } from './money-control-repository';
import type {
  ApproveProposalInput,
  ManualCreditInput,
  MoneyControlsInput,
  ProposalFilterInput,
  WithPassword,
} from './money-control-schemas';
import { createProposalMoves } from './proposal-moves';
import { coolingMail } from './proposal-mails';
import { type ProposalJson, toProposalJson } from './proposal-json';

export const PROPOSAL_NOT_FOUND = 'Proposal not found';
export const LONE_PASSWORD =
  'You are the only organiser: enter your password to confirm, and it waits the cooling period';
export const OWN_PROPOSAL =
  'You proposed this: another organiser must approve it (or you, after the cooling period, when you are the only organiser)';
export const REFUSE_OWN = 'You proposed this: cancel it instead';
export const CANCEL_OTHERS =
  'Only the organiser who proposed this can cancel it: refuse it instead';

const MINUTE_MS = 60_000;

/** A deposit or withdrawal decided now, or a withdrawal sent for a second organiser's approval. */
export type TransactionApproval =
  | { transaction: AdminTransactionJson; proposal: null }
  | { transaction: AdminTransactionJson; proposal: ProposalJson };

/**
 * Two-person control of money (decision 043): prize payouts, withdrawals above the threshold
 * and manual credits are proposed by one organiser and done when another approves, every rule
 * checked again at that moment. A lone organiser confirms with the password and waits the
 * cooling period, told by mail. The clock is the caller's (tests control it).
 */
export function createMoneyControlService({ db, mailQueue, clock: depsClock }: ServiceDeps) {
  const clock = depsClock ?? (() => new Date());
  const repo = createMoneyControlRepository(db);
  const confirmPassword = createPasswordConfirmation(db);
  const decisions = createTransactionDecisions(db);
  const moves = createProposalMoves(db, repo, createPrizePayouts(db), decisions);

  const readProposal = async (trx: Trx | typeof db, id: number) => {
    const row = await repo.find(trx, id);
    if (!row) throw notFound(PROPOSAL_NOT_FOUND);
    const results = await repo.resultsOf(trx, [id]);
    return toProposalJson(row, results.get(id) ?? []);
  };

  /**
   * Who proposes: a lone organiser must give the password (checked before the transaction)
   * and their proposal waits the cooling period; with two or more, it waits for another.
   */
  async function proposer(organiserId: number, password: string | undefined) {
    const alone = (await repo.activeOrganisers()) <= 1;
    if (!alone) return { coolingUntil: null as Date | null };
    if (!password) throw invalid(LONE_PASSWORD, 'password');
    await confirmPassword(organiserId, password);
    const { cooling_minutes: minutes } = await repo.controls();
    return { coolingUntil: new Date(clock().getTime() + minutes * MINUTE_MS) };
  }

  /** The audit of a new proposal (and of the lone organiser's confirmation), its event. */
  async function recordProposed(trx: Trx, id: number, organiserId: number) {
    const proposal = await readProposal(trx, id);
    const about = {
      actorId: organiserId,
      subjectId: id,
      tournamentId: proposal.tournamentId,
      userId: proposal.userId,
    };
    await recordAudit(trx, {
      ...about,
      action: 'MONEY_PROPOSED',
      summary: `Proposed ${proposal.summary}; waits for a second organiser`,
      reason: proposal.reason,
      before: null,
      after: { status: 'waiting', kind: proposal.kind, amount: proposal.amount },
    });
    if (proposal.coolingUntil) {
      await recordAudit(trx, {
        ...about,
        action: 'MONEY_PROPOSAL_CONFIRMED',
        summary: `Confirmed with the password as the only organiser: ${proposal.summary}; can be approved after ${formatMoment(new Date(proposal.coolingUntil))}`,
        after: { coolingUntil: proposal.coolingUntil },
      });
    }
    await recordConsoleChange(trx, 'proposal');
    return proposal;
  }

  /** After the commit: the lone organiser is told what will be possible when. */
  async function mailIfCooling(proposal: ProposalJson, organiserId: number) {
    if (!proposal.coolingUntil) return;
    const contact = await repo.contactOf(organiserId);
    if (!contact) return;
    mailQueue.enqueue([
      coolingMail(contact.email, {
        id: proposal.id,
        summary: proposal.summary,
        coolingUntil: new Date(proposal.coolingUntil),
      }),
    ]);
  }

  async function propose<T>(
    organiserId: number,
    password: string | undefined,
    once: Once<T> | undefined,
    make: (trx: Trx, coolingUntil: Date | null) => Promise<number>,
    answer: (proposal: ProposalJson, trx: Trx) => Promise<T> | T,
  ): Promise<T> {
    const { coolingUntil } = await proposer(organiserId, password);
    let made: ProposalJson | undefined;
    const result = await transactionOnce(db, once, async (trx) => {
      made = await recordProposed(trx, await make(trx, coolingUntil), organiserId);
      return answer(made, trx);
    });
    if (made) await mailIfCooling(made, organiserId);
    return result;
  }

  /** The proposer approves their own only after its cooling period, with the password. */
  async function assertMayApproveOwn(
    proposal: { proposed_by: number; cooling_until: Date | null },
    organiserId: number,
    password: string | undefined,
  ) {
    if (proposal.proposed_by !== organiserId) return;
    if (!proposal.cooling_until) throw forbidden(OWN_PROPOSAL);
    if (clock() < proposal.cooling_until) {
      throw conflictWith(
        `This waits until ${formatMoment(proposal.cooling_until)}: you can approve it after then, ` +
          'or another organiser now',
        { coolingUntil: proposal.cooling_until.toISOString() },
      );
    }
    if (!password) throw invalid('Enter your password to approve your own proposal', 'password');
    await confirmPassword(organiserId, password);
  }

  /** The 409 for a proposal decided already: who and when. */
  function alreadyDecided(row: {
    status: string;
    decided_by_username: string | null;
    decided_at: Date | null;
  }) {
    const by = row.decided_by_username ? ` by ${row.decided_by_username}` : '';
    const when = row.decided_at ? ` on ${formatMoment(row.decided_at)}` : '';
    return conflictWith(`Already ${row.status}${by}${when}`, {
      status: row.status,
      decidedBy: row.decided_by_username,
      decidedAt: row.decided_at?.toISOString() ?? null,
    });
  }

  /** Locks a waiting proposal; the 409 naming who decided it when it is not waiting. */
  async function lockWaiting(trx: Trx, id: number) {
    const row = await repo.lock(trx, id);
    if (!row) throw notFound(PROPOSAL_NOT_FOUND);
    if (row.status !== 'waiting') {
      const named = await repo.find(trx, id);
      throw alreadyDecided(named ?? { ...row, decided_by_username: null });
    }
    return row;
  }

  /** Closes a waiting proposal; a decision racing past the lock finds it decided. */
  async function close(trx: Trx, decision: Parameters<typeof repo.decide>[1]) {
    if (!(await repo.decide(trx, decision))) {
      const named = await repo.find(trx, decision.id);
      if (named) throw alreadyDecided(named);
    }
  }

  return {
    async controls() {
      const [controls, organisers] = await Promise.all([repo.controls(), repo.activeOrganisers()]);
      return {
        approvalThreshold: paiseToRupees(Number(controls.approval_threshold_paise)),
        coolingMinutes: controls.cooling_minutes,
        organisers,
        alone: organisers <= 1,
        updatedAt: controls.updated_at.toISOString(),
      };
    },

    async setControls(input: MoneyControlsInput, organiserId: number) {
      await confirmPassword(organiserId, input.password);
      await db.transaction().execute(async (trx) => {
        const before = await repo.controls(trx);
        const thresholdPaise = rupeesToPaise(input.approvalThreshold);
        await repo.setControls(trx, {
          thresholdPaise,
          coolingMinutes: input.coolingMinutes,
          by: organiserId,
          at: clock(),
        });
        await recordAudit(trx, {
          actorId: organiserId,
          action: 'MONEY_CONTROLS_UPDATED',
          subjectId: 'money',
          summary: `Set the approval threshold to ${formatRupees(thresholdPaise)} and the cooling period to ${input.coolingMinutes} minutes`,
          before: {
            approvalThreshold: paiseToRupees(Number(before.approval_threshold_paise)),
            coolingMinutes: before.cooling_minutes,
          },
          after: {
            approvalThreshold: input.approvalThreshold,
            coolingMinutes: input.coolingMinutes,
          },
        });
      });
      return this.controls();
    },

    list: async (filter: ProposalFilterInput) => {
      const rows = await repo.list(filter);
      const results = await repo.resultsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toProposalJson(row, results.get(row.id) ?? []));
    },

    get: (id: number) => readProposal(db, id),

    /** Prizes of decision 029, proposed: every rule checked now, paid when approved. */
    proposePayouts: (
      tournamentId: number,
      input: PayoutsInput & WithPassword,
      organiserId: number,
      once?: Once<ProposalJson>,
    ) =>
      propose(
        organiserId,
        input.password,
        once,
        (trx, coolingUntil) =>
          moves.proposePrizes(trx, tournamentId, input.payouts, organiserId, {
            at: clock(),
            coolingUntil,
          }),
        (proposal) => proposal,
      ),

    /**
     * Approves a deposit or withdrawal. A withdrawal above the threshold is not paid: it becomes
     * a proposal carrying the UPI reference, paid when a second organiser approves.
     */
    async approveTransaction(
      id: number,
      input: ApprovalInput & WithPassword,
      organiserId: number,
      once?: Once<TransactionApproval>,
    ): Promise<TransactionApproval> {
      if (!(await moves.needsSecondOrganiser(id))) {
        return transactionOnce(db, once, async (trx) => ({
          transaction: await decisions.decide(trx, id, 'approve', organiserId, input),
          proposal: null,
        }));
      }
      return propose(
        organiserId,
        input.password ?? undefined,
        once,
        (trx, coolingUntil) =>
          moves.proposeWithdrawal(trx, id, input, organiserId, { at: clock(), coolingUntil }),
        async (proposal, trx) => ({ transaction: await decisions.read(trx, id), proposal }),
      );
    },

    /** Money that reached the payee for a player, credited when a second organiser approves. */
    proposeManualCredit: (input: ManualCreditInput, organiserId: number) =>
      propose(
        organiserId,
        input.password,
        undefined,
        (trx, coolingUntil) =>
          moves.proposeCredit(trx, input, organiserId, { at: clock(), coolingUntil }),
        (proposal) => proposal,
      ),

    /**
     * Another organiser (or the lone proposer after the cooling period) approves: the money
     * moves in this transaction, every cap checked again now.
     */
    async approve(
      id: number,
      input: ApproveProposalInput,
      organiserId: number,
      once?: Once<ProposalJson>,
    ) {
      const seen = await repo.find(db, id);
      if (!seen) throw notFound(PROPOSAL_NOT_FOUND);
      if (seen.status === 'waiting') await assertMayApproveOwn(seen, organiserId, input.password);
      return transactionOnce(db, once, async (trx) => {
        const row = await lockWaiting(trx, id);
        if (row.proposed_by === organiserId && !row.cooling_until) throw forbidden(OWN_PROPOSAL);
        const transactionIds = await moves.execute(trx, row, organiserId);
        await close(trx, { id, status: 'approved', by: organiserId, at: clock() });
        await repo.recordResults(trx, id, transactionIds);
        const proposal = await readProposal(trx, id);
        await recordAudit(trx, {
          actorId: organiserId,
          action: 'MONEY_PROPOSAL_APPROVED',
          subjectId: id,
          tournamentId: proposal.tournamentId,
          userId: proposal.userId,
          summary: `Approved ${proposal.summary}, proposed by ${proposal.proposedByUsername}`,
          before: { status: 'waiting' },
          after: { status: 'approved', transactionIds },
        });
        await recordConsoleChange(trx, 'proposal');
        return proposal;
      });
    },

    /** Another organiser refuses, with a reason; nothing moves. */
    refuse: (id: number, reason: string, organiserId: number) =>
      db.transaction().execute(async (trx) => {
        const row = await lockWaiting(trx, id);
        if (row.proposed_by === organiserId) throw forbidden(REFUSE_OWN);
        await close(trx, { id, status: 'refused', by: organiserId, at: clock(), reason });
        return recordDecision(trx, id, organiserId, 'MONEY_PROPOSAL_REFUSED', reason);
      }),

    /** The proposer takes it back; nothing moves. */
    cancel: (id: number, organiserId: number) =>
      db.transaction().execute(async (trx) => {
        const row = await lockWaiting(trx, id);
        if (row.proposed_by !== organiserId) throw forbidden(CANCEL_OTHERS);
        await close(trx, { id, status: 'cancelled', by: organiserId, at: clock() });
        return recordDecision(trx, id, organiserId, 'MONEY_PROPOSAL_CANCELLED', null);
      }),
  };

  async function recordDecision(
    trx: Trx,
    id: number,
    organiserId: number,
    action: 'MONEY_PROPOSAL_REFUSED' | 'MONEY_PROPOSAL_CANCELLED',
    reason: string | null,
  ) {
    const proposal = await readProposal(trx, id);
    const verb = action === 'MONEY_PROPOSAL_REFUSED' ? 'Refused' : 'Cancelled';
    await recordAudit(trx, {
      actorId: organiserId,
      action,
      subjectId: id,
      tournamentId: proposal.tournamentId,
      userId: proposal.userId,
      summary: `${verb} ${proposal.summary}, proposed by ${proposal.proposedByUsername}`,
      reason,
      before: { status: 'waiting' },
      after: { status: proposal.status },
    });
    await recordConsoleChange(trx, 'proposal');
    return proposal;
  }
}

export type MoneyControlService = ReturnType<typeof createMoneyControlService>;
