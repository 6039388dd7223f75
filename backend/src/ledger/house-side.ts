import { formatRupees } from '#common/money';
import type { Trx } from '../db/db';
import type { LedgerReason } from '../db/schema';
import { conflict } from '../errors';
import {
  type EntryGuard,
  type HouseAccountRef,
  type HouseEntry,
  HouseBalanceShort,
  houseBalance,
  postHouseEntry,
  postHouseEntryWith,
} from './house-ledger-repository';

/**
 * The platform's side of a settled wallet movement (issue 24: prizes funded apart from fees):
 * an entry fee goes into the tournament's fee account and a refund comes out of it; a prize
 * comes out of the tournament's prize escrow, its gross, with the tax withheld put into the tax
 * account. So no prize rupee can come from a fee, and the ledger itself shows it.
 */

export interface HouseSideOf {
  reason: LedgerReason;
  tournamentId?: number | null | undefined;
  /** What moved in the wallet: for winnings, the net. */
  amountPaise: number;
  grossPaise?: number | null | undefined;
  taxWithheldPaise?: number | null | undefined;
}

const refundShort = (heldPaise: number, amountPaise: number) =>
  `This refund of ${formatRupees(amountPaise)} is more than the ${formatRupees(heldPaise)} ` +
  "the tournament's fee account holds, so nothing was refunded";
const prizeShort = (heldPaise: number, amountPaise: number) =>
  `The prize escrow holds ${formatRupees(heldPaise)}; fund the pool before paying ` +
  formatRupees(amountPaise);

/** Takes an amount out of an account, refused with `message` when it holds less. */
async function takeOut(
  trx: Trx,
  entry: HouseEntry,
  message: (heldPaise: number, amountPaise: number) => string,
): Promise<void> {
  const ref: HouseAccountRef = { kind: entry.kind, tournamentId: entry.tournamentId };
  const held = await houseBalance(trx, ref);
  const amount = -entry.amountPaise;
  if (held < amount) throw conflict(message(held, amount));
  await postHouseEntry(trx, entry).catch((error: unknown) => {
    // Another change took the money between the read and this entry.
    if (error instanceof HouseBalanceShort) throw conflict(message(held, amount));
    throw error;
  });
}

function tournamentOf(movement: HouseSideOf): number {
  if (!movement.tournamentId) throw new Error(`a ${movement.reason} names its tournament`);
  return movement.tournamentId;
}

export async function postHouseSide(
  trx: Trx,
  movement: HouseSideOf,
  transactionId: number,
): Promise<void> {
  const { reason, amountPaise } = movement;
  if (reason === 'entry_fee') {
    const tournamentId = tournamentOf(movement);
    await postHouseEntry(trx, { kind: 'fees', tournamentId, amountPaise, reason, transactionId });
  } else if (reason === 'refund') {
    const tournamentId = tournamentOf(movement);
    await takeOut(
      trx,
      { kind: 'fees', tournamentId, amountPaise: -amountPaise, reason, transactionId },
      refundShort,
    );
  } else if (reason === 'winnings') {
    const tournamentId = tournamentOf(movement);
    const gross = movement.grossPaise ?? amountPaise;
    const tax = movement.taxWithheldPaise ?? 0;
    await takeOut(
      trx,
      { kind: 'escrow', tournamentId, amountPaise: -gross, reason: 'prize', transactionId },
      prizeShort,
    );
    if (tax > 0) {
      await postHouseEntry(trx, {
        kind: 'tax',
        tournamentId: null,
        amountPaise: tax,
        reason: 'tax_withheld',
        transactionId,
      });
    }
  }
}

/**
 * An entry fee's house side posted in one statement with `guard` (see postHouseEntryWith), only
 * when the guard returns a row: the fee with the slot it pays for (decision 057). Whether the
 * guard returned a row.
 */
export async function postFeeWith(
  trx: Trx,
  movement: HouseSideOf,
  transactionId: number,
  guard: EntryGuard,
): Promise<boolean> {
  if (movement.reason !== 'entry_fee') throw new Error(`a ${movement.reason} is not a fee`);
  const entry: HouseEntry = {
    kind: 'fees',
    tournamentId: tournamentOf(movement),
    amountPaise: movement.amountPaise,
    reason: 'entry_fee',
    transactionId,
  };
  return postHouseEntryWith(trx, entry, guard);
}
