import { returnShares } from '#common/escrow-return';
import { formatRupees, paiseToRupees } from '#common/money';
import { recordAudit } from '../../change/record-audit';
import type { Db, Trx } from '../../db/db';
import { houseBalance, postHouseEntry } from '../../ledger/house-ledger-repository';
import { createEscrowRepository } from './escrow-repository';

export interface EscrowReturned {
  returnedPaise: number;
  fundings: number;
}

/**
 * Puts what is left in a tournament's prize escrow aside for its funders, pro rata to what each
 * paid in: out of the escrow into the tournament's returns account, one pair of entries per
 * funding, each funding marked with its share. Audited in the caller's transaction, which holds
 * the tournament's row and announces the change once (a cancellation's own event covers it). Used when an organiser returns the rest after
 * the prizes, and by cancellation. Fundings returned before are left alone.
 */
export async function returnEscrow(
  db: Db,
  trx: Trx,
  tournament: { tourn_id: number; tourn_name: string },
  organiserId: number,
  why: string,
): Promise<EscrowReturned> {
  const repo = createEscrowRepository(db);
  const tournamentId = tournament.tourn_id;
  const open = (await repo.fundingsOf(trx, tournamentId)).filter((f) => f.returnedAt === null);
  if (!open.length) return { returnedPaise: 0, fundings: 0 };
  const held = await houseBalance(trx, { kind: 'escrow', tournamentId });
  const shares = returnShares(
    held,
    open.map((funding) => Number(funding.amountPaise)),
  );
  for (const [index, funding] of open.entries()) {
    const share = shares[index] ?? 0;
    if (share > 0) {
      const entry = { tournamentId, reason: 'escrow_return', fundingId: funding.id } as const;
      await postHouseEntry(trx, { ...entry, kind: 'escrow', amountPaise: -share });
      await postHouseEntry(trx, { ...entry, kind: 'returns', amountPaise: share });
    }
    await repo.markReturned(trx, funding.id, share);
  }
  await recordAudit(trx, {
    actorId: organiserId,
    action: 'PRIZE_POOL_RETURNED',
    subjectId: tournamentId,
    tournamentId,
    summary:
      `Returned ${formatRupees(held)} left in the prize escrow of ${tournament.tourn_name} ` +
      `to ${open.map((f, i) => `${f.funderName} (${formatRupees(shares[i] ?? 0)})`).join(', ')}`,
    reason: why,
    before: { escrow: paiseToRupees(held) },
    after: {
      escrow: 0,
      returns: open.map((f, i) => ({ fundingId: f.id, amount: paiseToRupees(shares[i] ?? 0) })),
    },
  });
  return { returnedPaise: held, fundings: open.length };
}
