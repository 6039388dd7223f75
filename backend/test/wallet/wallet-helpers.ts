import { enterTeam } from '../support/entries';
import { type TestUser, createTournament } from '../support/fixtures';
import type { TestServer } from '../support/test-server';

/**
 * The balance as the player's own wallet page reads it, over HTTP (the database read is
 * support/wallet-reads' balanceOf).
 */
export async function balanceOf(server: TestServer, user: TestUser): Promise<number> {
  const response = await server.call('GET', '/api/wallet/balance', { token: user.token });
  if (response.status !== 200) throw new Error(`balance answered ${response.status}`);
  return response.body as number;
}

/** Every wallet transaction, for asserting that a refused request changed nothing. */
export const allTransactions = (server: TestServer) =>
  server.db.selectFrom('wallet_transactions').selectAll().orderBy('id').execute();

let utrSequence = 0;
/** A UTR no other test has used. */
export const uniqueUtr = () =>
  `UTR${Date.now().toString(36)}${(utrSequence += 1)}`.replace(/[^a-zA-Z0-9]/g, '');

export const deposit = (
  server: TestServer,
  user: TestUser,
  amount: number,
  transactionId = uniqueUtr(),
) =>
  server.call('POST', '/api/wallet/add-money', {
    token: user.token,
    body: { amount, transactionId, bankUsername: 'Asha K' },
  });

/** A withdrawal form; `amount` is left untyped so tests can send bad ones. */
export const withdrawal = (amount: unknown) => ({
  amount,
  beneficiaryName: 'Asha K',
  upiId: 'asha.k@okaxis',
  phonePeNumber: '9876543210',
});

export const withdraw = (server: TestServer, user: TestUser, amount: number) =>
  server.call('POST', '/api/wallet/withdraw', { token: user.token, body: withdrawal(amount) });

export const decide = (
  server: TestServer,
  admin: TestUser,
  id: number,
  decision: 'approve' | 'reject',
  note?: string,
) =>
  server.call('POST', `/api/admin/wallet/transactions/${id}/${decision}`, {
    token: admin.token,
    ...(note === undefined ? {} : { body: { note } }),
  });

/** The id of the newest transaction of a user, as the organiser's list shows it. */
export async function newestTransactionId(server: TestServer, user: TestUser): Promise<number> {
  const row = await server.db
    .selectFrom('wallet_transactions')
    .select('id')
    .where('user_id', '=', user.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a pending withdrawal paid with the UPI reference of the payment. */
export const payWithdrawal = (server: TestServer, admin: TestUser, id: number, reference: string) =>
  server.call('POST', `/api/admin/wallet/transactions/${id}/approve`, {
    token: admin.token,
    body: { reference },
  });

/**
 * A completed tournament with a prize pool of `poolRupees` and one team whose roster holds
 * `players` (accounts) by position: the stage a prize can be paid on.
 */
export async function completedTournamentWith(
  server: TestServer,
  players: TestUser[],
  options: { poolRupees?: number; teamName?: string; name?: string } = {},
): Promise<{ tournamentId: number; teamId: number }> {
  const tournamentId = await createTournament(server, {
    ...(options.name ? { tourn_name: options.name } : {}),
    status: 'completed',
    tourn_pp_paise: Math.round((options.poolRupees ?? 1000) * 100),
  });
  const { teamId } = await enterTeam(server, tournamentId, {
    players,
    ...(options.teamName ? { teamName: options.teamName } : {}),
  });
  return { tournamentId, teamId };
}

export const payPrizes = (
  server: TestServer,
  organiser: TestUser,
  tournamentId: number,
  payouts: Record<string, unknown>[],
) =>
  server.call('POST', `/api/admin/tournaments/${tournamentId}/payouts`, {
    token: organiser.token,
    body: { payouts },
  });
