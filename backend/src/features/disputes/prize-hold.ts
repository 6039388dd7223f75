import { DISPUTE_MESSAGES } from '#common/disputes';
import type { Trx } from '../../db/db';
import { conflictWith } from '../../errors';
import { createDisputesRepository } from './disputes-repository';

/**
 * Prizes wait while a dispute on the tournament is open, unless an organiser lifted the hold
 * with a reason after it was opened. Called by the payout in its transaction.
 */
export async function assertPrizesNotHeld(trx: Trx, tournamentId: number): Promise<void> {
  const holding = await createDisputesRepository(trx).holding(trx, tournamentId);
  if (!holding.length) return;
  throw conflictWith(DISPUTE_MESSAGES.prizesHeld(holding.length), {
    openDisputes: holding.length,
  });
}
