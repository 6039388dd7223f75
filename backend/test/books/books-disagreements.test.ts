import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { stageMovement } from './books-helpers';

/**
 * Books that do not agree with the ledger: a transaction approved without its ledger entry
 * shows in its figure and in every later day's balances, and no such day can be closed. A
 * database of its own, as the disagreement carries into every later day.
 */
let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
});
afterAll(() => server.close());

const ist = (local: string) => new Date(`${local}:00+05:30`);

describe('books that disagree with the ledger', () => {
  it("show it in the tournament's figure and margin", async () => {
    const player = await createUser(server);
    const tournamentId = await createTournament(server, { entry_fee_paise: 2500 });
    await stageMovement(server, {
      user: player,
      type: 'ENTRY_FEE',
      amountPaise: 2500,
      at: ist('2025-03-31T10:00'),
      tournamentId,
    });
    const response = await server.call('GET', `/api/admin/tournaments/${tournamentId}/books`, {
      token: admin.token,
    });
    expect(response.body).toMatchObject({
      feesIn: { count: 1, amount: 25, ledger: 0, agrees: false },
      margin: { amount: 25, ledger: 0, agrees: false },
      agrees: false,
    });
  });

  it('cannot be closed, and nothing is recorded', async () => {
    const player = await createUser(server);
    await stageMovement(server, {
      user: player,
      type: 'ADD_MONEY',
      amountPaise: 9900,
      at: ist('2025-04-01T10:00'),
    });
    const refused = await server.call('POST', '/api/admin/books/days/2025-04-01/close', {
      token: admin.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "The books of 2025-04-01 do not agree with the ledger (deposits approved, players' balances); nothing was closed",
    );
    const records = await server.db
      .selectFrom('audit_entries')
      .select('id')
      .where('action', '=', 'DAY_CLOSED')
      .execute();
    expect(records).toEqual([]);
    const listed = await server.call('GET', '/api/admin/books/days', {
      token: admin.token,
      query: { from: '2025-04-01', to: '2025-04-02' },
    });
    const [second, first] = listed.body;
    expect(first).toMatchObject({
      depositsApproved: { amount: 99, ledger: 0, agrees: false },
      holdings: { agrees: false },
      agrees: false,
      closed: null,
    });
    // The missing entry still shows in the next day's balances, whose own figures agree.
    expect(second).toMatchObject({
      depositsApproved: { agrees: true },
      holdings: { agrees: false },
    });
  });
});
