import type { Trx } from '../db/db';
import { fundablePools, recordFunding } from '../features/escrow/escrow-repository';
import { DEMO_PRIZE_SPONSOR } from './seed-compliance';

/**
 * The demo's prize pools, funded into escrow by the demo sponsor (decision 046), so that
 * `npm start` can pay a completed demo tournament's prizes from its escrow at once. Each UTR
 * says it is a demo's; production funds nothing.
 */
export async function seedDemoPrizeFunding(trx: Trx, recordedBy: number): Promise<void> {
  for (const pool of await fundablePools(trx)) {
    await recordFunding(trx, {
      tournamentId: pool.tournamentId,
      funderKind: 'sponsor',
      funderName: DEMO_PRIZE_SPONSOR,
      amountPaise: pool.poolPaise,
      utr: `DEMOFUND${pool.tournamentId}`,
      recordedBy,
    });
  }
}
