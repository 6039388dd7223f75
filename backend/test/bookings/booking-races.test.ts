import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryRows, slotsTaken } from '../support/entries';
import { houseBalanceOf, houseMismatches } from '../support/escrow';
import { createTournament, createUser, fundWallet, ledgerMismatches } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { balanceOf, entryFeesPaid } from '../support/wallet-reads';
import { squad } from './booking-helpers';

/**
 * Requests that arrive together. On PostgreSQL they really run at once (each in its own
 * connection); on PGlite they queue for its one connection. Both must give the same outcome.
 */
describe('bookings racing each other', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives the last 3 slots to exactly 3 of 15 players and a clear error to the rest', async () => {
    const tournamentId = await createTournament(server, {
      total_slots: 10,
      slots_taken: 7,
      entry_fee_paise: 1_000,
    });
    const players = await Promise.all(Array.from({ length: 15 }, () => createUser(server)));
    for (const player of players) await fundWallet(server, player.id, 25);

    const responses = await Promise.all(
      players.map((player, index) =>
        server.call('POST', index % 2 ? '/api/bookings/slot' : '/bookings/slot', {
          token: player.token,
          body: squad(tournamentId, { teamName: `Racer ${index}` }),
        }),
      ),
    );

    const booked = responses.filter((response) => response.status === 200);
    const refused = responses.filter((response) => response.status !== 200);
    expect(booked).toHaveLength(3);
    expect(refused).toHaveLength(12);
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'No slots available' });
    }
    expect(await slotsTaken(server, tournamentId)).toBe(10);
    expect(await entryFeesPaid(server, tournamentId)).toBe(3);
    expect(await entryRows(server, tournamentId)).toEqual({ teams: 3, players: 12 });

    const balances = await Promise.all(players.map((player) => balanceOf(server, player.id)));
    expect(balances.filter((balance) => balance === 15)).toHaveLength(3);
    expect(balances.filter((balance) => balance === 25)).toHaveLength(12);
    responses.forEach((response, index) =>
      expect(balances[index]).toBe(response.status === 200 ? 15 : 25),
    );
    expect(await ledgerMismatches(server)).toEqual([]);
    // The house side: the three fees and none of the refused ones reached the fee account.
    expect(await houseBalanceOf(server, 'fees', tournamentId)).toBe(3_000);
    expect(await houseMismatches(server)).toEqual([]);
  });

  it('books once and charges once when one player sends the same booking 5 times at once', async () => {
    const tournamentId = await createTournament(server, { entry_fee_paise: 2_000 });
    const player = await createUser(server);
    await fundWallet(server, player.id, 100);

    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.call('POST', '/api/bookings/slot', {
          token: player.token,
          body: squad(tournamentId, { teamName: 'Double Tap' }),
        }),
      ),
    );

    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.status !== 200)) {
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        message: 'You have already booked a slot in this tournament',
      });
    }
    expect(await slotsTaken(server, tournamentId)).toBe(1);
    expect(await entryFeesPaid(server, tournamentId)).toBe(1);
    expect(await entryRows(server, tournamentId)).toEqual({ teams: 1, players: 4 });
    expect(await balanceOf(server, player.id)).toBe(80);
    expect(await ledgerMismatches(server)).toEqual([]);
    expect(await houseBalanceOf(server, 'fees', tournamentId)).toBe(2_000);
    expect(await houseMismatches(server)).toEqual([]);
  });
});
