import type { Trx } from '../../db/db';
import { houseBalance } from '../../ledger/house-ledger-repository';
import { createEscrowRepository } from './escrow-repository';

export interface EscrowHeld {
  heldPaise: number;
  /** What was left went back to the funders: no more prizes can be paid. */
  returned: boolean;
}

/** What a tournament's prize escrow holds now, read in the payout's transaction. */
export async function escrowHeld(trx: Trx, tournamentId: number): Promise<EscrowHeld> {
  const heldPaise = await houseBalance(trx, { kind: 'escrow', tournamentId });
  const fundings = await createEscrowRepository(trx).fundingsOf(trx, tournamentId);
  return { heldPaise, returned: fundings.some((funding) => funding.returnedAt !== null) };
}
