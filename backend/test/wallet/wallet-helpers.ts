import { createSigningKeysRepository } from '../../src/features/accounts/signing-keys-repository';
import { createTokenService } from '../../src/features/accounts/token-service';
import type { TestUser } from '../support/fixtures';
import type { TestServer } from '../support/test-server';

export const PREFIXES = ['/api', ''] as const;

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

export async function balanceOf(server: TestServer, user: TestUser): Promise<number> {
  const response = await server.call('GET', '/api/wallet/balance', { token: user.token });
  if (response.status !== 200) throw new Error(`balance answered ${response.status}`);
  return response.body as number;
}

/** Every wallet transaction, for asserting that a refused request changed nothing. */
export const allTransactions = (server: TestServer) =>
  server.db.selectFrom('wallet_transactions').selectAll().orderBy('id').execute();

export const ledgerEntryCount = async (server: TestServer) =>
  Number(
    (
      await server.db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

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

export const withdraw = (server: TestServer, user: TestUser, amount: number) =>
  server.call('POST', '/api/wallet/withdraw', {
    token: user.token,
    body: {
      amount,
      beneficiaryName: 'Asha K',
      upiId: 'asha.k@okaxis',
      phonePeNumber: '9876543210',
    },
  });

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
