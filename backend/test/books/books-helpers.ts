import { parse } from 'csv-parse/sync';
import type { LedgerReason, TransactionStatus, TransactionType } from '../../src/db/schema';
import type { TestUser } from '../support/fixtures';
import type { TestServer } from '../support/test-server';

/** Stages money for the books' tests straight in the database, at the moments a test names. */

export interface Movement {
  user: TestUser;
  type: TransactionType;
  amountPaise: number;
  status?: TransactionStatus;
  /** When it was requested (and, unless decidedAt says otherwise, decided). */
  at: Date;
  decidedAt?: Date | null;
  tournamentId?: number;
  /** The ledger entry it posts, signed; none for a request that moved no money. */
  ledger?: { amountPaise: number; reason: LedgerReason; at?: Date } | null;
  note?: string;
}

let staged = 0;

export async function stageMovement(server: TestServer, movement: Movement): Promise<number> {
  return server.db.transaction().execute(async (trx) => {
    const status = movement.status ?? 'APPROVED';
    const row = await trx
      .insertInto('wallet_transactions')
      .values({
        user_id: movement.user.id,
        type: movement.type,
        amount_paise: movement.amountPaise,
        status,
        tournament_id: movement.tournamentId ?? null,
        note: movement.note ?? null,
        // Every deposit names its UTR, as the database requires.
        utr: movement.type === 'ADD_MONEY' ? `STAGED${(staged += 1)}${Date.now()}` : null,
        created_at: movement.at,
        decided_at:
          movement.decidedAt === undefined
            ? status === 'PENDING'
              ? null
              : movement.at
            : movement.decidedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (movement.ledger) {
      await trx
        .insertInto('ledger_entries')
        .values({
          user_id: movement.user.id,
          transaction_id: row.id,
          amount_paise: movement.ledger.amountPaise,
          reason: movement.ledger.reason,
          created_at: movement.ledger.at ?? movement.decidedAt ?? movement.at,
        })
        .execute();
    }
    return row.id;
  });
}

/** The UTF-8 byte-order mark Excel looks for, as bytes. */
const BOM = [0xef, 0xbb, 0xbf];

/**
 * A CSV download's bytes as Excel opens them: they must start with the byte-order mark (which
 * fetch's text() would strip); the text after it is decoded as UTF-8.
 */
export async function csvText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!BOM.every((byte, index) => bytes[index] === byte)) throw new Error('no byte-order mark');
  return new TextDecoder('utf-8').decode(bytes.subarray(BOM.length));
}

/** Fetches a CSV from a test server over HTTP, with a token. */
export async function fetchCsv(
  server: { baseUrl: string; config: { gatewaySharedSecret: string } },
  path: string,
  token: string,
  query: Record<string, string>,
) {
  const url = new URL(path, server.baseUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await fetch(url, {
    headers: {
      authorization: `Bearer ${token}`,
      'x-gateway-secret': server.config.gatewaySharedSecret,
    },
  });
  return { response, text: response.ok ? await csvText(response) : await response.text() };
}

/** A CSV's rows, one object per row by the header. */
export const readCsv = (text: string): Record<string, string>[] =>
  parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];

/** Paise of an en-IN rupee cell such as "1,23,456.50" or "-250.00". */
export const paiseOfCell = (cell: string | undefined) =>
  Math.round(Number((cell ?? '').replace(/,/g, '')) * 100);

export const sumOfColumn = (rows: Record<string, string>[], column: string) =>
  rows.reduce((sum, row) => sum + paiseOfCell(row[column]), 0);

/** The ledger's own sum over a time span, straight from the database. */
export async function ledgerSum(
  server: TestServer,
  start: Date,
  end: Date,
  reason?: LedgerReason,
): Promise<number> {
  let query = server.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_paise'), eb.lit(0)).as('total'))
    .where('created_at', '>=', start)
    .where('created_at', '<', end);
  if (reason) query = query.where('reason', '=', reason);
  return Number((await query.executeTakeFirstOrThrow()).total);
}
