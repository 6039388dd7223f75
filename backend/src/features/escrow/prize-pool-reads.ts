import type { Db } from '../../db/db';
import { notFound } from '../../errors';
import { TOURNAMENT_NOT_FOUND } from '../tournaments/public';
import { createEscrowRepository } from './escrow-repository';
import { type PrizePoolJson, toPrizePoolJson } from './escrow-json';

/**
 * A tournament's prize pool as the ledger shows it: every figure is a sum of its house entries
 * (fees, escrow, returns) or its winnings, so "no prize rupee came from a fee" is read from the
 * fee account itself, not asserted.
 */
export function createPrizePoolReads(db: Db) {
  const repo = createEscrowRepository(db);
  return {
    async summary(tournamentId: number): Promise<PrizePoolJson> {
      const tournament = await repo.tournament(tournamentId);
      if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
      const [sum, prizes, fundings] = await Promise.all([
        repo.houseSums(db, tournamentId),
        repo.prizeSums(db, tournamentId),
        repo.fundingsOf(db, tournamentId),
      ]);
      const feesIn = sum('fees', 'entry_fee') + sum('fees', 'opening_balance');
      const refunds = -sum('fees', 'refund');
      const funded = sum('escrow', 'escrow_funding');
      const prizesGross = -sum('escrow', 'prize');
      const returned = sum('returns', 'escrow_return');
      return toPrizePoolJson(
        {
          prizePoolPaise: Number(tournament.tourn_pp_paise),
          fundedPaise: funded,
          escrowPaise: funded - prizesGross - returned,
          feesInPaise: feesIn,
          refundsPaise: refunds,
          feesKeptPaise: feesIn - refunds - sum('fees', 'prize'),
          prizesGrossPaise: prizesGross,
          taxWithheldPaise: prizes.taxPaise,
          prizesNetPaise: prizes.netPaise,
          returnedPaise: returned,
          returnsDuePaise: returned + sum('returns', 'return_paid'),
          prizesFromFeesPaise: -sum('fees', 'prize'),
        },
        fundings,
      );
    },
  };
}
