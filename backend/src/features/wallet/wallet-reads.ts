import type { Db } from '../../db/db';
import { createWalletRepository } from './wallet-repository';

/** A player's balance and ledger as the organiser's player page reads them, in one snapshot. */
export function createWalletReads(db: Db) {
  const wallet = createWalletRepository(db);
  return { balancePaise: wallet.balancePaise, ledger: wallet.ledger };
}
