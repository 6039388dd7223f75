import type { Db, Trx } from '../../db/db';
import type { TournamentRow } from '../../db/schema';
import { NOTIFICATION_MESSAGES } from '../../change/notification-messages';
import { notifyMany } from '../../change/notify';
import { recordWalletChange } from '../../change/record-event';
import { postSettledMovement } from '../../ledger/ledger-repository';
import { createEntriesRepository } from './entries-repository';
import { type FeeToRefund, entryFeesToRefund } from './refunds-repository';

export interface Refunds {
  entries: number;
  amountPaise: number;
}

/** What each player got back, by user id. */
export type RefundsByPlayer = Map<number, number>;

const totalOf = (fees: FeeToRefund[]): Refunds => ({
  entries: fees.length,
  amountPaise: fees.reduce((sum, fee) => sum + fee.amountPaise, 0),
});

/** What cancelling the tournament now would refund: the same fees refundEntryFees pays. */
export async function refundsDue(db: Trx | Db, tournamentId: number): Promise<Refunds> {
  return totalOf(await entryFeesToRefund(db, tournamentId));
}

/**
 * Gives every player back the entry fee they paid for a tournament the platform cancelled
 * (SPEC §1: refunds for platform-cancelled tournaments). Runs in the transaction that sets the
 * status, so the tournament is never cancelled without its refunds, nor refunded twice.
 */
export async function refundEntryFees(
  trx: Trx,
  tournament: TournamentRow,
): Promise<Refunds & { byPlayer: RefundsByPlayer }> {
  const fees = await entryFeesToRefund(trx, tournament.tourn_id);
  const byPlayer: RefundsByPlayer = new Map();
  for (const fee of fees) {
    const transactionId = await postSettledMovement(trx, {
      userId: fee.userId,
      type: 'REFUND',
      amountPaise: fee.amountPaise,
      tournamentId: tournament.tourn_id,
      note: `Refund: ${tournament.tourn_name} was cancelled`,
      reason: 'refund',
      direction: 'credit',
    });
    await recordWalletChange(trx, fee.userId, transactionId);
    byPlayer.set(fee.userId, (byPlayer.get(fee.userId) ?? 0) + fee.amountPaise);
  }
  return { ...totalOf(fees), byPlayer };
}

/**
 * Tells every entrant, and anyone refunded, that the tournament was cancelled: with the fee
 * that came back, or only that it was cancelled when they paid nothing.
 */
export async function notifyCancellation(
  trx: Trx,
  tournament: TournamentRow,
  refunded: RefundsByPlayer,
): Promise<void> {
  const entrants = await createEntriesRepository(trx).entrants(tournament.tourn_id);
  const players = new Set([...entrants.map((entrant) => entrant.userId), ...refunded.keys()]);
  await notifyMany(
    trx,
    [...players].map((userId) => ({
      userId,
      kind: 'tournament_cancelled',
      message: NOTIFICATION_MESSAGES.tournamentCancelled(
        tournament.tourn_name,
        refunded.get(userId) ?? 0,
      ),
      tournamentId: tournament.tourn_id,
    })),
  );
}
