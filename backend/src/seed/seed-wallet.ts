import { rupeesToPaise } from '#common/money';
import type { Trx } from '../db/db';
import {
  insertWalletTransaction,
  postLedgerEntry,
  postSettledMovement,
} from '../ledger/ledger-repository';
import { DEMO_PLAYER } from './demo-players';
import { DEMO_WALLET, type DemoMovement } from './demo-wallet';
import { demoRepository } from './demo-repository';
import { resolveMoment } from './demo-time';
import type { SeededTournament } from './seed-tournaments';

/**
 * One movement of the demo player's wallet, written the way the wallet itself writes it: a
 * deposit reaches the balance only once approved, a withdrawal leaves it when requested.
 */
async function postMovement(
  trx: Trx,
  userId: number,
  movement: DemoMovement,
  tournaments: Map<string, SeededTournament>,
): Promise<number> {
  switch (movement.kind) {
    case 'deposit': {
      const amountPaise = rupeesToPaise(movement.rupees);
      const id = await insertWalletTransaction(trx, {
        userId,
        type: 'ADD_MONEY',
        amountPaise,
        status: movement.status,
        utr: movement.utr,
        bankUsername: 'Demo Player',
      });
      if (movement.status === 'APPROVED') {
        await postLedgerEntry(trx, { userId, transactionId: id, amountPaise, reason: 'deposit' });
      }
      return id;
    }
    case 'withdrawal': {
      const amountPaise = rupeesToPaise(movement.rupees);
      const id = await insertWalletTransaction(trx, {
        userId,
        type: 'WITHDRAW',
        amountPaise,
        status: 'APPROVED',
        beneficiaryName: 'Demo Player',
        upiId: movement.upiId,
        phonePeNumber: DEMO_PLAYER.mobile,
      });
      await postLedgerEntry(trx, {
        userId,
        transactionId: id,
        amountPaise: -amountPaise,
        reason: 'withdrawal',
      });
      return id;
    }
    case 'entry_fee':
    case 'refund': {
      const tournament = tournaments.get(movement.tournament);
      if (!tournament) throw new Error(`No demo tournament is called ${movement.tournament}`);
      const fee = movement.kind === 'entry_fee';
      return postSettledMovement(trx, {
        userId,
        type: fee ? 'ENTRY_FEE' : 'REFUND',
        amountPaise: tournament.entryFeePaise,
        tournamentId: tournament.id,
        note: fee ? `Entry fee: ${tournament.name}` : `Refund: ${tournament.name} was cancelled`,
        reason: fee ? 'entry_fee' : 'refund',
        direction: fee ? 'debit' : 'credit',
      });
    }
  }
}

/**
 * The demo player's Transactions tab: deposits, entry fees, a refund and a withdrawal. Returns
 * the transactions' ids, in DEMO_WALLET's order.
 */
export async function seedDemoWallet(
  trx: Trx,
  userId: number,
  tournaments: SeededTournament[],
  now: Date,
): Promise<number[]> {
  const byName = new Map(tournaments.map((tournament) => [tournament.name, tournament]));
  const ids: number[] = [];
  for (const movement of DEMO_WALLET) {
    const id = await postMovement(trx, userId, movement, byName);
    const pending = movement.kind === 'deposit' && movement.status === 'PENDING';
    await demoRepository.dateTransaction(trx, id, resolveMoment(movement.at, now), !pending);
    ids.push(id);
  }
  return ids;
}
