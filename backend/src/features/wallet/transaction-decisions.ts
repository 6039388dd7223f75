import { recordAudit } from '../../change/record-audit';
import { notify } from '../../change/notify';
import { recordConsoleChange, recordWalletChange } from '../../change/record-event';
import type { Db, Trx } from '../../db/db';
import type { TransactionType } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { postLedgerEntry } from '../../ledger/ledger-repository';
import {
  type Decision,
  type DecisionInput,
  alreadyDecided,
  decisionAudit,
  decisionNotification,
  ledgerCreditFor,
  paymentReference,
} from './decision-rules';
import { assertNotOwnTransaction } from './prize-rules';
import { type AdminTransactionJson, toAdminTransactionJson } from './wallet-json';
import { createWalletRepository } from './wallet-repository';

export const TRANSACTION_NOT_FOUND = 'Transaction not found';
export const NOT_DECIDABLE = 'Only deposits and withdrawals can be approved or rejected';

const DECIDABLE_TYPES: TransactionType[] = ['ADD_MONEY', 'WITHDRAW'];

/**
 * Deciding a pending deposit or withdrawal, in the caller's transaction: `lockPending` holds the
 * row and refuses what cannot be decided by this organiser now; `decide` applies the decision.
 * The row lock makes a second organiser wait and then find it decided.
 */
export function createTransactionDecisions(db: Db) {
  const wallet = createWalletRepository(db);

  async function lockPending(trx: Trx, id: number, organiserId: number) {
    const tx = await wallet.lockTransaction(trx, id);
    if (!tx) throw notFound(TRANSACTION_NOT_FOUND);
    if (!DECIDABLE_TYPES.includes(tx.type)) throw conflict(NOT_DECIDABLE);
    assertNotOwnTransaction(tx.user_id, organiserId);
    if (tx.status !== 'PENDING') {
      const decided = await wallet.findWithOwner(trx, id);
      throw alreadyDecided(tx, decided?.decided_by_username ?? null);
    }
    return tx;
  }

  async function decide(
    trx: Trx,
    id: number,
    decision: Decision,
    organiserId: number,
    input: DecisionInput,
  ): Promise<AdminTransactionJson> {
    const tx = await lockPending(trx, id, organiserId);
    const paysWithdrawal = tx.type === 'WITHDRAW' && decision === 'approve';
    const payoutReference = paysWithdrawal ? paymentReference(input.reference) : undefined;
    const credit = ledgerCreditFor(tx, decision);
    if (credit) {
      await postLedgerEntry(trx, {
        userId: tx.user_id,
        transactionId: id,
        amountPaise: Number(tx.amount_paise),
        reason: credit,
      });
    }
    await wallet.markDecided(trx, {
      id,
      status: decision === 'approve' ? 'APPROVED' : 'REJECTED',
      decidedBy: organiserId,
      note: input.note || undefined,
      payoutReference,
    });
    const decided = await wallet.findWithOwner(trx, id);
    if (!decided) throw notFound(TRANSACTION_NOT_FOUND);
    await recordAudit(trx, decisionAudit(decided, decision, organiserId));
    await recordWalletChange(trx, decided.user_id, id);
    await recordConsoleChange(trx, tx.type === 'ADD_MONEY' ? 'deposit' : 'withdrawal');
    await notify(trx, decisionNotification(decided, decision));
    return toAdminTransactionJson(decided);
  }

  /** The transaction as organisers see it, inside the caller's transaction. */
  async function read(trx: Trx | Db, id: number): Promise<AdminTransactionJson> {
    const tx = await wallet.findWithOwner(trx, id);
    if (!tx) throw notFound(TRANSACTION_NOT_FOUND);
    return toAdminTransactionJson(tx);
  }

  return { lockPending, decide, read };
}

export type TransactionDecisions = ReturnType<typeof createTransactionDecisions>;
