import { randomInt } from 'node:crypto';
import type { TestUser } from '../../../backend/test/support/fixtures';
import type { TestServer } from '../../../backend/test/support/test-server';
import type { GraphQLResult } from '../support/gateway-server';

/**
 * Stage setting for the organiser tests, done the way players do it: through the backend's own
 * HTTP routes (SPEC §7). What a test is about goes through the gateway.
 */

export async function bookSlot(
  backend: TestServer,
  player: TestUser,
  tournamentId: number,
  teamName: string,
): Promise<void> {
  const answer = await backend.call('POST', '/api/bookings/slot', {
    token: player.token,
    body: {
      tournamentId,
      teamName,
      inGameName: `${teamName} IGL`,
      player2: 'Second',
      player3: 'Third',
      player4: 'Fourth',
      whatsappNumber: '9876543210',
    },
  });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`booking failed: ${answer.status} ${answer.text}`);
  }
}

/** A pending deposit of `amount` rupees; its UTR. */
export async function requestDeposit(
  backend: TestServer,
  player: TestUser,
  amount: number,
): Promise<string> {
  const utr = `UTR${Date.now()}${randomInt(1_000_000)}`;
  const answer = await backend.call('POST', '/api/wallet/add-money', {
    token: player.token,
    body: { amount, transactionId: utr, bankUsername: player.username },
  });
  if (answer.status !== 200) throw new Error(`deposit failed: ${answer.status} ${answer.text}`);
  return utr;
}

export async function balanceOf(backend: TestServer, player: TestUser): Promise<unknown> {
  return (await backend.call('GET', '/api/wallet/balance', { token: player.token })).body;
}

/** The codes of a result's GraphQL errors. */
export const codesOf = (result: GraphQLResult) =>
  (result.body.errors ?? []).map((error) => error.extensions?.code);

/** An upcoming tournament's schedule, as the organiser's form sends it. */
export function schedule(days = 2) {
  const now = Date.now();
  const hour = 3_600_000;
  return {
    registrationOpensAt: new Date(now - hour).toISOString(),
    registrationClosesAt: new Date(now + days * 12 * hour).toISOString(),
    startsAt: new Date(now + days * 24 * hour).toISOString(),
  };
}
