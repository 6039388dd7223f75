import type { Db } from '../../db/db';
import { createMoneyControlRepository } from './money-control-repository';
import { payloadOf } from './proposal-json';

/**
 * What the tournament's prize proposals still waiting for a second organiser would pay each
 * player, in paise: the payout plan proposes only what is left beyond it, so a reload of the
 * payouts page never proposes a player twice.
 */
export function createWaitingPrizeReads(db: Db) {
  const repo = createMoneyControlRepository(db);
  return {
    async waitingPaiseByPlayer(tournamentId: number): Promise<Map<number, number>> {
      const waiting = new Map<number, number>();
      for (const row of await repo.waitingPrizes(db, tournamentId)) {
        const payload = payloadOf(row);
        if (payload.kind !== 'prize_payout') continue;
        for (const payout of payload.payouts) {
          waiting.set(payout.userId, (waiting.get(payout.userId) ?? 0) + payout.amountPaise);
        }
      }
      return waiting;
    },
  };
}
