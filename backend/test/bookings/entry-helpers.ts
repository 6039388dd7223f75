import { createSigningKeysRepository } from '../../src/features/accounts/signing-keys-repository';
import { createTokenService } from '../../src/features/accounts/token-service';
import type { TestServer } from '../support/test-server';

/**
 * What the booking and team tests read back from the database to show what a request did or,
 * when refused, did not change. Shared by backend/test/bookings and backend/test/teams.
 */

export async function slotsTaken(server: TestServer, tournamentId: number): Promise<number> {
  const row = await server.db
    .selectFrom('tournaments')
    .select('slots_taken')
    .where('tourn_id', '=', tournamentId)
    .executeTakeFirstOrThrow();
  return row.slots_taken;
}

/** The wallet balance in rupees (0 for a player who never had money). */
export async function balanceOf(server: TestServer, userId: number): Promise<number> {
  const row = await server.db
    .selectFrom('wallets')
    .select('balance_paise')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance_paise ?? 0) / 100;
}

export async function entryFeesPaid(server: TestServer, tournamentId: number): Promise<number> {
  const rows = await server.db
    .selectFrom('wallet_transactions')
    .select('id')
    .where('tournament_id', '=', tournamentId)
    .where('type', '=', 'ENTRY_FEE')
    .execute();
  return rows.length;
}

/** Teams and players of a tournament, counted. */
export async function entryRows(server: TestServer, tournamentId: number) {
  const teams = await server.db
    .selectFrom('teams')
    .select('id')
    .where('tournament_id', '=', tournamentId)
    .execute();
  const players = await server.db
    .selectFrom('team_players')
    .select('team_id')
    .where('tournament_id', '=', tournamentId)
    .execute();
  return { teams: teams.length, players: players.length };
}

/** Everything a refused entry must leave as it was. */
export async function snapshot(server: TestServer, tournamentId: number, userIds: number[]) {
  return {
    slots: await slotsTaken(server, tournamentId),
    rows: await entryRows(server, tournamentId),
    fees: await entryFeesPaid(server, tournamentId),
    balances: await Promise.all(userIds.map((id) => balanceOf(server, id))),
  };
}

export async function banUser(server: TestServer, userId: number): Promise<void> {
  await server.db
    .updateTable('users')
    .set({ banned_at: new Date(), ban_reason: 'cheating' })
    .where('id', '=', userId)
    .execute();
}

/** A real token whose payload was rewritten to claim another user: the signature no longer fits. */
export function forgedToken(token: string, userId: number): string {
  const [header, , signature] = token.split('.');
  const payload = Buffer.from(
    JSON.stringify({ sub: String(userId), role: 'admin', iss: 'creators-combat-league' }),
  ).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** A correctly signed token that expired an hour ago. */
export async function expiredToken(server: TestServer, userId: number): Promise<string> {
  const tokens = await createTokenService(createSigningKeysRepository(server.db), -1);
  return tokens.issue({ userId, role: 'player' });
}

export const PREFIXES = ['/api', ''] as const;

const HOUR = 3600_000;
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);
