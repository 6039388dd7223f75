import { sql } from 'kysely';
import type { Trx } from '../../src/db/db';
import type { HouseAccountKind, HouseEntryReason } from '../../src/db/schema';
import { stageMovement } from '../books/books-helpers';
import { type TestUser, createTournament, createUser, fundWallet } from '../support/fixtures';
import type { TestServer } from '../support/test-server';

/**
 * A small world for the records' tests on one IST day in the past, so nothing else a test file
 * does falls in its range. Money moves as the escrow and payout paths move it, each wallet
 * movement with its players' ledger entry and its house entry at the same moment: a sponsor
 * funds the pool, three players pay the fee, one is refunded, the winner is paid ₹15,000 less
 * 30% tax, and what is left of the pool is returned to the sponsor and paid back.
 */

/** A moment in IST, e.g. ist('2025-07-15T11:00'). */
export const ist = (local: string) => new Date(`${local}:00+05:30`);

export const WORLD_DAY = '2025-07-15';
const at = (time: string) => ist(`${WORLD_DAY}T${time}`);

/** A house entry at a moment a test names (the ledger's own function stamps now). */
export async function stageHouseEntry(
  trx: Trx,
  entry: {
    kind: HouseAccountKind;
    tournamentId: number | null;
    amountPaise: number;
    reason: HouseEntryReason;
    at: Date;
    transactionId?: number;
    fundingId?: number;
  },
) {
  const account = await sql<{ id: number }>`
    insert into house_accounts (kind, tournament_id) values (${entry.kind}, ${entry.tournamentId})
    on conflict (kind, coalesce(tournament_id, 0)) do update set kind = excluded.kind
    returning id`.execute(trx);
  await trx
    .insertInto('house_entries')
    .values({
      account_id: account.rows[0]!.id,
      amount_paise: entry.amountPaise,
      reason: entry.reason,
      transaction_id: entry.transactionId ?? null,
      funding_id: entry.fundingId ?? null,
      created_at: entry.at,
    })
    .execute();
}

/** A fee paid (or refunded) with its players' ledger entry and its fee-account entry. */
export async function stageFee(
  server: TestServer,
  player: TestUser,
  tournamentId: number,
  paise: number,
  moment: Date,
  options: { refund?: boolean; house?: boolean } = {},
) {
  const refund = options.refund ?? false;
  const transactionId = await stageMovement(server, {
    user: player,
    type: refund ? 'REFUND' : 'ENTRY_FEE',
    amountPaise: paise,
    at: moment,
    tournamentId,
    ledger: { amountPaise: refund ? paise : -paise, reason: refund ? 'refund' : 'entry_fee' },
  });
  if (options.house === false) return;
  await server.db.transaction().execute((trx) =>
    stageHouseEntry(trx, {
      kind: 'fees',
      tournamentId,
      amountPaise: refund ? -paise : paise,
      reason: refund ? 'refund' : 'entry_fee',
      at: moment,
      transactionId,
    }),
  );
}

export interface RecordsWorld {
  players: TestUser[];
  /** Starts three days after the world's day: in the records by its money alone. */
  cupId: number;
  cupName: string;
  /** Starts on the world's day and moved no money; its name starts like a formula. */
  quietId: number;
  fundingId: number;
}

export const SPONSOR = 'Acme Energy Drinks';
export const REGISTRATION = 'ESR-2025-000123';

export async function buildWorld(server: TestServer): Promise<RecordsWorld> {
  const players = [await createUser(server), await createUser(server), await createUser(server)];
  for (const player of players) await fundWallet(server, player.id, 100);
  const cupName = `Monsoon Records Cup ${Date.now()}`;
  const cupId = await createTournament(server, {
    tourn_name: cupName,
    entry_fee_paise: 5000,
    tourn_pp_paise: 2_000_000,
    // Funded below, on the world's day, as the escrow path records it.
    fundedPaise: 0,
    tourn_start: ist('2025-07-18T19:00'),
    status: 'completed',
    game_title: 'bgmi',
    fee_purpose: 'entry_and_admin',
    prize_source: 'sponsor',
    prize_sponsor_name: SPONSOR,
    esport_registration_number: REGISTRATION,
    registration_opened_at: ist('2025-07-14T09:30'),
  });
  const quietId = await createTournament(server, {
    tourn_name: `=HYPERLINK("http://x.example") ${Date.now()}`,
    tourn_start: at('18:00'),
    status: 'cancelled',
    fundedPaise: 0,
  });

  const fundingId = await server.db.transaction().execute(async (trx) => {
    const funding = await trx
      .insertInto('prize_fundings')
      .values({
        tournament_id: cupId,
        funder_kind: 'sponsor',
        funder_name: SPONSOR,
        amount_paise: 2_000_000,
        utr: `FUND${Date.now()}`,
        recorded_by: players[0]!.id,
        created_at: at('10:00'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await stageHouseEntry(trx, {
      kind: 'escrow',
      tournamentId: cupId,
      amountPaise: 2_000_000,
      reason: 'escrow_funding',
      at: at('10:00'),
      fundingId: funding.id,
    });
    return funding.id;
  });

  for (const player of players) await stageFee(server, player, cupId, 5000, at('11:00'));
  await stageFee(server, players[2]!, cupId, 5000, at('12:00'), { refund: true });

  const prizeId = await stageMovement(server, {
    user: players[0]!,
    type: 'WINNINGS',
    amountPaise: 1_050_000,
    at: at('20:00'),
    tournamentId: cupId,
    ledger: { amountPaise: 1_050_000, reason: 'winnings' },
  });
  await server.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('wallet_transactions')
      .set({ gross_paise: 1_500_000, tax_withheld_paise: 450_000 })
      .where('id', '=', prizeId)
      .execute();
    const prize = { tournamentId: cupId, at: at('20:00'), transactionId: prizeId };
    await stageHouseEntry(trx, {
      ...prize,
      kind: 'escrow',
      amountPaise: -1_500_000,
      reason: 'prize',
    });
    await stageHouseEntry(trx, {
      ...prize,
      kind: 'tax',
      tournamentId: null,
      amountPaise: 450_000,
      reason: 'tax_withheld',
    });
    await trx
      .updateTable('prize_fundings')
      .set({
        returned_paise: 500_000,
        returned_at: at('21:00'),
        return_reference: 'NEFT-RETURN-1',
        return_paid_at: at('22:00'),
      })
      .where('id', '=', fundingId)
      .execute();
    const back = { tournamentId: cupId, fundingId };
    await stageHouseEntry(trx, {
      ...back,
      kind: 'escrow',
      amountPaise: -500_000,
      reason: 'escrow_return',
      at: at('21:00'),
    });
    await stageHouseEntry(trx, {
      ...back,
      kind: 'returns',
      amountPaise: 500_000,
      reason: 'escrow_return',
      at: at('21:00'),
    });
    await stageHouseEntry(trx, {
      ...back,
      kind: 'returns',
      amountPaise: -500_000,
      reason: 'return_paid',
      at: at('22:00'),
    });
  });
  return { players, cupId, cupName, quietId, fundingId };
}
