import { DISPUTE_MESSAGES } from '#common/disputes';
import { recordWalletChange } from '../../change/record-event';
import type { Trx } from '../../db/db';
import type { DisputeRow } from '../../db/schema';
import { conflict, invalid } from '../../errors';
import { postSettledMovement } from '../../ledger/ledger-repository';
import type { DisputesRepository } from './disputes-repository';

export interface DisputeRefund {
  /** What each payer got back, by user id (paise). */
  byPlayer: Map<number, number>;
  totalPaise: number;
}

/**
 * A verified technical fault gives the squad's entry fee back to whoever paid it: the booker of
 * a normal slot, each member of a special team. One REFUND per payer, linked to the dispute, in
 * the resolution's transaction; the wallet's once-per-tournament index refuses a second refund
 * for the same player and tournament whatever asks for it.
 */
export async function refundSquadFee(
  trx: Trx,
  disputes: DisputesRepository,
  dispute: DisputeRow,
  tournamentName: string,
): Promise<DisputeRefund> {
  const fees = await disputes.feesOfTeam(trx, dispute.tournament_id, dispute.team_id);
  const due = fees.filter((fee) => !fee.refunded && Number(fee.amount_paise) > 0);
  if (!fees.some((fee) => Number(fee.amount_paise) > 0)) {
    throw invalid(DISPUTE_MESSAGES.nothingToRefund, 'resolution');
  }
  if (!due.length) throw conflict(DISPUTE_MESSAGES.alreadyRefunded, 'resolution');
  const byPlayer = new Map<number, number>();
  for (const fee of due) {
    const amountPaise = Number(fee.amount_paise);
    const transactionId = await postSettledMovement(trx, {
      userId: fee.user_id,
      type: 'REFUND',
      amountPaise,
      tournamentId: dispute.tournament_id,
      note: `Refund: technical fault in match ${dispute.match_no} of ${tournamentName}`,
      reason: 'refund',
      direction: 'credit',
    });
    await disputes.linkRefund(trx, dispute.id, transactionId);
    await recordWalletChange(trx, fee.user_id, transactionId);
    byPlayer.set(fee.user_id, (byPlayer.get(fee.user_id) ?? 0) + amountPaise);
  }
  return { byPlayer, totalPaise: [...byPlayer.values()].reduce((sum, paise) => sum + paise, 0) };
}
