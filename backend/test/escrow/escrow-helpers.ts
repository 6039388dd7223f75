import type { TestUser } from '../support/fixtures';
import { houseBalanceOf } from '../support/escrow';
import { rowCount } from '../support/row-counts';
import type { TestServer } from '../support/test-server';

/** The prize escrow's routes as the console calls them. */

let utrSequence = 0;
/** A UTR no other test used: a NEFT-shaped reference. */
export const freshUtr = () =>
  `HDFC${Date.now().toString(36).toUpperCase()}${(utrSequence += 1)}`.slice(0, 16).padEnd(16, '7');

export const prizePool = (server: TestServer, organiser: TestUser, tournamentId: number) =>
  server.call('GET', `/api/admin/tournaments/${tournamentId}/prize-pool`, {
    token: organiser.token,
  });

export const fund = (
  server: TestServer,
  organiser: TestUser,
  tournamentId: number,
  body: Record<string, unknown> = {},
) =>
  server.call('POST', `/api/admin/tournaments/${tournamentId}/prize-funding`, {
    token: organiser.token,
    body: {
      funderKind: 'sponsor',
      funderName: 'Red Bull India',
      amount: 500,
      utr: freshUtr(),
      password: organiser.password,
      ...body,
    },
  });

export const returnRest = (server: TestServer, organiser: TestUser, tournamentId: number) =>
  server.call('POST', `/api/admin/tournaments/${tournamentId}/prize-pool/return`, {
    token: organiser.token,
  });

export const markReturnPaid = (
  server: TestServer,
  organiser: TestUser,
  fundingId: number,
  body: Record<string, unknown> = {},
) =>
  server.call('POST', `/api/admin/prize-fundings/${fundingId}/return-paid`, {
    token: organiser.token,
    body: { reference: 'NEFT-RETURN-1', password: organiser.password, ...body },
  });

/** What a refused change must leave as it was: the rows and the tournament's accounts. */
export async function escrowState(server: TestServer, tournamentId: number) {
  return {
    fundings: await rowCount(server, 'prize_fundings'),
    entries: await rowCount(server, 'house_entries'),
    audit: await rowCount(server, 'audit_entries'),
    escrow: await houseBalanceOf(server, 'escrow', tournamentId),
    fees: await houseBalanceOf(server, 'fees', tournamentId),
    returns: await houseBalanceOf(server, 'returns', tournamentId),
    tax: await houseBalanceOf(server, 'tax', null),
  };
}

/** Gives a player a PAN on file, as the tax details form would leave it. */
export async function givePan(server: TestServer, userId: number) {
  await server.db
    .insertInto('player_tax_ids')
    .values({
      user_id: userId,
      pan_sealed: 'sealed-for-tests',
      pan_last4: '234F',
      name_on_pan: 'Test Player',
    })
    .execute();
}
