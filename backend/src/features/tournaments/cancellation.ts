import type { TournamentRow } from '../../db/schema';
import { type Trx, postSettledMovement } from '../wallet/ledger-repository';
import { entryFeesToRefund } from './refunds-repository';

/**
 * Gives every player back the entry fee they paid for a tournament the platform cancelled
 * (SPEC §1: refunds for platform-cancelled tournaments). Runs in the transaction that sets the
 * status, so the tournament is never cancelled without its refunds, nor refunded twice.
 */
export async function refundEntryFees(trx: Trx, tournament: TournamentRow): Promise<number> {
  const fees = await entryFeesToRefund(trx, tournament.tourn_id);
  for (const fee of fees) {
    await postSettledMovement(trx, {
      userId: fee.userId,
      type: 'REFUND',
      amountPaise: fee.amountPaise,
      tournamentId: tournament.tourn_id,
      note: `Refund: ${tournament.tourn_name} was cancelled`,
      reason: 'refund',
      direction: 'credit',
    });
  }
  return fees.length;
}
