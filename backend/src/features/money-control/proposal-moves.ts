import { formatRupees, rupeesToPaise } from '#common/money';
import { NOTIFICATION_MESSAGES } from '../../change/notification-messages';
import { notify } from '../../change/notify';
import { recordAudit } from '../../change/record-audit';
import { recordConsoleChange, recordWalletChange } from '../../change/record-event';
import type { Db, Trx } from '../../db/db';
import type { MoneyProposalRow } from '../../db/schema';
import { conflict, conflictWith, forbidden, invalid, isUniqueViolation } from '../../errors';
import { postSettledMovement } from '../../ledger/ledger-repository';
import { formatMoment } from '../../change/audit-text';
import {
  type ApprovalInput,
  type PayoutsInput,
  type PrizePayout,
  type createPrizePayouts,
  type createTransactionDecisions,
  paymentReference,
} from '../wallet/public';
import type { MoneyControlRepository } from './money-control-repository';
import type { ManualCreditInput } from './money-control-schemas';
import type { ProposalPayload, ProposedPrize } from './proposal-json';

export const OWN_CREDIT = 'You cannot credit your own account: another organiser must';
export const NO_SUCH_PLAYER = 'There is no player with this username or mobile number';

const UTR_INDEX = 'wallet_transactions_utr_key';
const PROPOSAL_UTR_INDEX = 'money_proposals_one_per_utr';
const PROPOSAL_WITHDRAWAL_INDEX = 'money_proposals_one_per_withdrawal';

interface When {
  at: Date;
  coolingUntil: Date | null;
}

type Payload<K extends ProposalPayload['kind']> = Omit<
  Extract<ProposalPayload, { kind: K }>,
  'kind'
>;

/**
 * What each kind of proposal checks when proposed and does when approved. Proposing runs the
 * same rules as paying (the wallet's own), so a refusal reads the same either way; approving
 * runs them again, so a cap broken since is refused then.
 */
export function createProposalMoves(
  db: Db,
  repo: MoneyControlRepository,
  prizes: ReturnType<typeof createPrizePayouts>,
  decisions: ReturnType<typeof createTransactionDecisions>,
) {
  /** A proposal already waiting about the same withdrawal or UTR: who proposed it, when. */
  async function waitingConflict(trx: Trx, about: { utr?: string; transactionId?: number }) {
    const other = await repo.waitingAbout(trx, about);
    if (!other) return null;
    const what = about.utr ? `UTR ${about.utr}` : 'This withdrawal';
    const state =
      other.status === 'waiting' ? 'already waits for approval' : 'was already approved';
    return conflictWith(
      `${what} ${state} (proposed by ${other.proposed_by_username} on ${formatMoment(other.proposed_at)})`,
      { proposalId: other.id, proposedBy: other.proposed_by_username },
    );
  }

  /** A UTR no wallet transaction and no live proposal holds yet; the 409 otherwise. */
  async function assertUtrFree(trx: Trx, utr: string) {
    const taken = await repo.transactionWithUtr(trx, utr);
    if (taken) {
      throw conflict(
        `UTR ${utr} was already used (transaction #${taken.id} of ${taken.username}): one credit per UTR`,
        'utr',
      );
    }
  }

  const toPrizes = (payouts: readonly ProposedPrize[]): PrizePayout[] =>
    payouts.map((payout) => ({ ...payout }));

  async function insertCatching(
    trx: Trx,
    insert: () => Promise<number>,
    about: { utr?: string; transactionId?: number },
  ) {
    try {
      return await insert();
    } catch (error) {
      if (
        isUniqueViolation(error, PROPOSAL_UTR_INDEX) ||
        isUniqueViolation(error, PROPOSAL_WITHDRAWAL_INDEX)
      ) {
        throw (await waitingConflict(trx, about)) ?? conflict('This already waits for approval');
      }
      throw error;
    }
  }

  return {
    async proposePrizes(
      trx: Trx,
      tournamentId: number,
      payouts: PayoutsInput['payouts'],
      organiserId: number,
      when: When,
    ): Promise<number> {
      const lines: PrizePayout[] = payouts.map((payout) => ({
        userId: payout.userId,
        amountPaise: rupeesToPaise(payout.amount),
        ...(payout.note ? { note: payout.note } : {}),
        ...(payout.teamId === undefined ? {} : { teamId: payout.teamId }),
        ...(payout.reason ? { reason: payout.reason } : {}),
      }));
      // The tournament is locked by check; waiting proposals are read after, so two
      // organisers proposing at once take turns and the second sees the first.
      await prizes.lockTournament(trx, tournamentId);
      const waitingRows = await repo.waitingPrizes(trx, tournamentId);
      const payees = new Map<number, string | null>();
      let waitingPaise = 0;
      for (const row of waitingRows) {
        waitingPaise += Number(row.amount_paise);
        const payload = row.payload as Payload<'prize_payout'>;
        for (const payout of payload.payouts) payees.set(payout.userId, row.proposed_by_username);
      }
      const { tournament, usernames } = await prizes.check(trx, tournamentId, lines, organiserId, {
        paise: waitingPaise,
        payees,
      });
      const payload: Payload<'prize_payout'> = {
        tournamentName: tournament.tourn_name,
        payouts: lines.map((line) => ({ ...line, username: usernames.get(line.userId) ?? '' })),
      };
      return repo.insert(trx, {
        kind: 'prize_payout',
        payload,
        amountPaise: lines.reduce((sum, line) => sum + line.amountPaise, 0),
        tournamentId,
        proposedBy: organiserId,
        proposedAt: when.at,
        coolingUntil: when.coolingUntil,
      });
    },

    /** A withdrawal above the threshold needs a second organiser; deposits never do. */
    needsSecondOrganiser: async (transactionId: number) => {
      const [tx, controls] = await Promise.all([
        db
          .selectFrom('wallet_transactions')
          .select(['type', 'amount_paise'])
          .where('id', '=', transactionId)
          .executeTakeFirst(),
        repo.controls(),
      ]);
      return (
        tx?.type === 'WITHDRAW' &&
        Number(tx.amount_paise) > Number(controls.approval_threshold_paise)
      );
    },

    async proposeWithdrawal(
      trx: Trx,
      transactionId: number,
      input: ApprovalInput,
      organiserId: number,
      when: When,
    ): Promise<number> {
      const tx = await decisions.lockPending(trx, transactionId, organiserId);
      const reference = paymentReference(input.reference);
      const waiting = await waitingConflict(trx, { transactionId });
      if (waiting) throw waiting;
      const owner = await decisions.read(trx, transactionId);
      const payload: Payload<'withdrawal'> = {
        username: owner.username,
        upiId: owner.upiId,
        reference,
        ...(input.note ? { note: input.note } : {}),
      };
      return insertCatching(
        trx,
        () =>
          repo.insert(trx, {
            kind: 'withdrawal',
            payload,
            amountPaise: Number(tx.amount_paise),
            transactionId,
            userId: tx.user_id,
            proposedBy: organiserId,
            proposedAt: when.at,
            coolingUntil: when.coolingUntil,
          }),
        { transactionId },
      );
    },

    async proposeCredit(
      trx: Trx,
      input: ManualCreditInput,
      organiserId: number,
      when: When,
    ): Promise<number> {
      const player = await repo.findPlayer(trx, input.player);
      if (!player) throw invalid(NO_SUCH_PLAYER, 'player');
      if (player.id === organiserId) throw forbidden(OWN_CREDIT);
      const utr = input.utr.toUpperCase();
      await assertUtrFree(trx, utr);
      const waiting = await waitingConflict(trx, { utr });
      if (waiting) throw waiting;
      const payload: Payload<'manual_credit'> = { username: player.username, utr };
      return insertCatching(
        trx,
        () =>
          repo.insert(trx, {
            kind: 'manual_credit',
            payload,
            amountPaise: rupeesToPaise(input.amount),
            userId: player.id,
            utr,
            reason: input.reason,
            proposedBy: organiserId,
            proposedAt: when.at,
            coolingUntil: when.coolingUntil,
          }),
        { utr },
      );
    },

    /** Does what the proposal says, now, as `organiserId`; the transactions it made. */
    async execute(trx: Trx, row: MoneyProposalRow, organiserId: number): Promise<number[]> {
      const payload = row.payload as Record<string, unknown>;
      if (row.kind === 'prize_payout') {
        const paid = await prizes.pay(
          trx,
          row.tournament_id as number,
          toPrizes((payload as Payload<'prize_payout'>).payouts),
          organiserId,
        );
        return paid.map((tx) => tx.id);
      }
      if (row.kind === 'withdrawal') {
        const { reference, note } = payload as Payload<'withdrawal'>;
        const paid = await decisions.decide(
          trx,
          row.transaction_id as number,
          'approve',
          organiserId,
          {
            reference,
            note: note ?? null,
          },
        );
        return [paid.id];
      }
      return [await credit(trx, row, organiserId)];
    },
  };

  /** A manual credit, approved: an approved deposit with its UTR, the ledger, audit and bell. */
  async function credit(trx: Trx, row: MoneyProposalRow, organiserId: number): Promise<number> {
    const userId = row.user_id as number;
    const utr = row.utr as string;
    const amountPaise = Number(row.amount_paise);
    const { username } = row.payload as Payload<'manual_credit'>;
    if (userId === organiserId) throw forbidden(OWN_CREDIT);
    await assertUtrFree(trx, utr);
    const id = await postSettledMovement(trx, {
      userId,
      type: 'ADD_MONEY',
      amountPaise,
      utr,
      note: row.reason,
      decidedBy: organiserId,
      reason: 'manual_credit',
      direction: 'credit',
    }).catch((error: unknown) => {
      if (isUniqueViolation(error, UTR_INDEX)) {
        throw conflict(`UTR ${utr} was already used: one credit per UTR`, 'utr');
      }
      throw error;
    });
    await recordAudit(trx, {
      actorId: organiserId,
      action: 'MANUAL_CREDIT',
      subjectId: id,
      userId,
      summary: `Credited ${formatRupees(amountPaise)} to ${username} (UTR ${utr}), proposal #${row.id}`,
      reason: row.reason,
      before: null,
      after: { status: 'APPROVED', utr, amount: amountPaise / 100 },
    });
    await recordWalletChange(trx, userId, id);
    await recordConsoleChange(trx, 'deposit');
    await notify(trx, {
      userId,
      kind: 'money_credited',
      message: NOTIFICATION_MESSAGES.moneyCredited(amountPaise),
      transactionId: id,
    });
    return id;
  }
}
