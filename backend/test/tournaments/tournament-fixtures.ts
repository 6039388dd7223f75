import { SignJWT, generateKeyPair } from 'jose';
import { TOKEN_ISSUER } from '../../src/tokens/token-service';
import type { TestServer } from '../support/test-server';

/** What only the tournament tests need: the money a cancellation moved, and a foreign token. */

export async function walletTransactionsOf(server: TestServer, tournamentId: number) {
  return server.db
    .selectFrom('wallet_transactions')
    .select(['user_id', 'type', 'amount_paise', 'status', 'tournament_id'])
    .where('tournament_id', '=', tournamentId)
    .orderBy('id')
    .execute();
}

/** A well-formed token claiming to be an admin, signed with a key the server never issued. */
export async function forgedAdminToken(userId: number): Promise<string> {
  const pair = await generateKeyPair('ES256');
  return new SignJWT({ role: 'admin' })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(pair.privateKey);
}
