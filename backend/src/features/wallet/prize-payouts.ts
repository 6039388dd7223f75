import { formatRupees, paiseToRupees } from '#common/money';
import { type Withholding, withholdingFor } from '#common/tax-withholding';
import { NOTIFICATION_MESSAGES } from '../../change/notification-messages';
import { notify } from '../../change/notify';
import { recordAudit } from '../../change/record-audit';
import { recordConsoleChange, recordWalletChange } from '../../change/record-event';
import type { Db, Trx } from '../../db/db';
import { conflict, invalid, isUniqueViolation, notFound } from '../../errors';
import { postSettledMovement } from '../../ledger/ledger-repository';
import { assertPrizesNotHeld } from '../disputes/public';
import { TOURNAMENT_NOT_FOUND } from '../tournaments/public';
import {
  type PayeeLine,
  assertCompleted,
  assertNotOwnPrize,
  assertOnRosters,
  assertWithinPool,
} from './prize-rules';
import { assertEscrowHolds, withholdingsFor } from './prize-withholding';
import { type AdminTransactionJson, toAdminTransactionJson } from './wallet-json';
import { createWalletRepository } from './wallet-repository';

/** One prize to pay, in paise. */
export interface PrizePayout extends PayeeLine {
  amountPaise: number;
  note?: string | null | undefined;
}

/** Prizes already promised by proposals waiting for a second organiser's approval. */
export interface WaitingPrizes {
  paise: number;
  /** Each payee of a waiting proposal, with who proposed it. */
  payees: ReadonlyMap<number, string | null>;
}

const NO_TAX = { rateBps: 0, thresholdPaise: 0 };

/** "₹12,000 (₹3,600 tax withheld, ₹8,400 paid)" when tax was withheld, else the amount. */
const prizeText = (taxed: Withholding) =>
  taxed.taxPaise > 0
    ? `${formatRupees(taxed.grossPaise)} (${formatRupees(taxed.taxPaise)} tax withheld, ` +
      `${formatRupees(taxed.netPaise)} paid)`
    : formatRupees(taxed.grossPaise);

const ONCE_PER_TOURNAMENT_INDEX = 'wallet_transactions_once_per_tournament';
const NONE_WAITING: WaitingPrizes = { paise: 0, payees: new Map() };

/**
 * Prize payouts by the rules of prize-rules (decision 029), in the caller's transaction with the
 * tournament's row locked: `check` when an organiser proposes them, `pay` when they are paid.
 * Every rule is checked again at paying, so a payout that was fine when proposed and breaks a
 * cap now is refused.
 */
export function createPrizePayouts(db: Db) {
  const wallet = createWalletRepository(db);

  /** Every payee exists and none was paid (or waits to be) for this tournament. */
  async function checkPayees(
    trx: Trx,
    tournamentId: number,
    userIds: number[],
    waiting: WaitingPrizes,
  ) {
    const usernames = await wallet.usernames(trx, userIds);
    for (const [index, userId] of userIds.entries()) {
      if (!usernames.has(userId)) {
        throw invalid(`There is no player with id ${userId}`, `payouts[${index}].userId`);
      }
    }
    const paid = new Map(
      (await wallet.alreadyPaid(trx, tournamentId, userIds)).map((prize) => [
        prize.userId,
        prize.paidBy,
      ]),
    );
    for (const [index, userId] of userIds.entries()) {
      const field = `payouts[${index}].userId`;
      if (paid.has(userId)) {
        const by = paid.get(userId) ? ` by ${paid.get(userId)}` : '';
        throw conflict(
          `Winnings for this tournament were already paid to ${usernames.get(userId)}${by}`,
          field,
        );
      }
      if (waiting.payees.has(userId)) {
        const by = waiting.payees.get(userId) ? ` by ${waiting.payees.get(userId)}` : '';
        throw conflict(
          `A prize for this tournament to ${usernames.get(userId)} already waits for approval (proposed${by})`,
          field,
        );
      }
    }
    return usernames;
  }

  /** Locks the tournament and checks every rule; the tournament and the payees' usernames. */
  async function check(
    trx: Trx,
    tournamentId: number,
    payouts: readonly PrizePayout[],
    organiserId: number,
    waiting: WaitingPrizes = NONE_WAITING,
  ) {
    const tournament = await wallet.lockTournament(trx, tournamentId);
    if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
    assertCompleted(tournament);
    await assertPrizesNotHeld(trx, tournamentId);
    assertNotOwnPrize(payouts, organiserId);
    const userIds = payouts.map((payout) => payout.userId);
    const usernames = await checkPayees(trx, tournamentId, userIds, waiting);
    assertOnRosters(payouts, await wallet.rosters(trx, tournamentId), usernames);
    const totalPaise = payouts.reduce((sum, payout) => sum + payout.amountPaise, 0);
    assertWithinPool(
      totalPaise,
      Number(tournament.tourn_pp_paise),
      await wallet.prizesPaidPaise(trx, tournamentId),
      waiting.paise,
    );
    await assertEscrowHolds(trx, tournamentId, totalPaise, waiting.paise);
    const withholdings = await withholdingsFor(trx, payouts, usernames);
    return { tournament, usernames, withholdings };
  }

  /** Pays the prizes now, each with its audit record, bell and live event; all or none. */
  async function pay(
    trx: Trx,
    tournamentId: number,
    payouts: readonly PrizePayout[],
    organiserId: number,
  ): Promise<AdminTransactionJson[]> {
    const { tournament, usernames, withholdings } = await check(
      trx,
      tournamentId,
      payouts,
      organiserId,
    );
    const ids: number[] = [];
    for (const [index, payout] of payouts.entries()) {
      const taxed = withholdings[index] ?? withholdingFor(payout.amountPaise, NO_TAX);
      // The wallet gets the net; the escrow pays the gross, the tax account keeps the tax.
      const id = await postSettledMovement(trx, {
        userId: payout.userId,
        type: 'WINNINGS',
        amountPaise: taxed.netPaise,
        grossPaise: taxed.grossPaise,
        taxWithheldPaise: taxed.taxPaise,
        tournamentId,
        note: payout.note || null,
        decidedBy: organiserId,
        reason: 'winnings',
        direction: 'credit',
      }).catch((error: unknown) => {
        // The tournament lock makes this unreachable from here; it guards other writers.
        if (isUniqueViolation(error, ONCE_PER_TOURNAMENT_INDEX)) {
          throw conflict('Winnings for this tournament were already paid to one of these players');
        }
        throw error;
      });
      await recordAudit(trx, {
        actorId: organiserId,
        action: 'PRIZE_PAID',
        subjectId: id,
        tournamentId,
        userId: payout.userId,
        summary: `Paid ${prizeText(taxed)} prize for ${tournament.tourn_name} to ${usernames.get(payout.userId)}`,
        reason: payout.reason ?? payout.note,
        before: null,
        after: {
          amount: paiseToRupees(payout.amountPaise),
          ...(taxed.taxPaise > 0
            ? { taxWithheld: paiseToRupees(taxed.taxPaise), net: paiseToRupees(taxed.netPaise) }
            : {}),
          ...(payout.note ? { note: payout.note } : {}),
          ...(payout.teamId ? { teamId: payout.teamId } : {}),
        },
      });
      await recordWalletChange(trx, payout.userId, id);
      await notify(trx, {
        userId: payout.userId,
        kind: 'prize_paid',
        message: NOTIFICATION_MESSAGES.prizePaid(taxed, tournament.tourn_name),
        tournamentId,
        transactionId: id,
      });
      ids.push(id);
    }
    await recordConsoleChange(trx, 'payout');
    return (await wallet.listByIds(trx, ids)).map(toAdminTransactionJson);
  }

  /** Holds the tournament's row: proposals and payouts of one tournament take turns. */
  const lockTournament = (trx: Trx, tournamentId: number) =>
    wallet.lockTournament(trx, tournamentId);

  return { check, pay, lockTournament };
}

export type PrizePayouts = ReturnType<typeof createPrizePayouts>;
