import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postHouseEntry } from '../../src/ledger/house-ledger-repository';
import { postLedgerEntry } from '../../src/ledger/ledger-repository';
import { fetchCsv, readCsv } from '../books/books-helpers';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';

/**
 * The quarterly report of tax withheld on winnings (decision 047): one row per payout with the
 * full PAN, the totals, the tax account checked against them, and the audited CSV.
 *
 * The prizes are staged through the ledger's own repositories (a WINNINGS movement of the net
 * with its gross and tax, and the tax account's entry), as a payout leaves them.
 */
let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
});
afterAll(() => server.close());

/** A moment in IST, e.g. ist('2026-10-01T00:00'). */
const ist = (local: string) => new Date(`${local}:00+05:30`);

async function stagePrize(
  player: TestUser,
  tournamentId: number,
  at: Date,
  amounts: { grossPaise: number; taxPaise: number },
  taxEntry = amounts.taxPaise,
) {
  await server.db.transaction().execute(async (trx) => {
    const netPaise = amounts.grossPaise - amounts.taxPaise;
    const row = await trx
      .insertInto('wallet_transactions')
      .values({
        user_id: player.id,
        type: 'WINNINGS',
        amount_paise: netPaise,
        gross_paise: amounts.grossPaise,
        tax_withheld_paise: amounts.taxPaise,
        status: 'APPROVED',
        tournament_id: tournamentId,
        created_at: at,
        decided_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postLedgerEntry(trx, {
      userId: player.id,
      transactionId: row.id,
      amountPaise: netPaise,
      reason: 'winnings',
    });
    if (taxEntry > 0) {
      await postHouseEntry(trx, {
        kind: 'tax',
        tournamentId: null,
        amountPaise: taxEntry,
        reason: 'tax_withheld',
        transactionId: row.id,
      });
    }
  });
}

const report = (quarter: string, token = admin.token) =>
  server.call('GET', '/api/admin/tax/withholding', { token, query: { quarter } });

async function playerWithPan(pan: string, nameOnPan: string) {
  const player = await createUser(server);
  await server.call('PUT', '/api/v1/profile/pan', {
    token: player.token,
    body: { pan, nameOnPan },
  });
  return player;
}

describe('the quarterly report of tax withheld (GET admin/tax/withholding)', () => {
  it("lists the quarter's payouts with tax, the full PAN, the totals, and a ledger that agrees", async () => {
    const asha = await playerWithPan('ABCPE1234F', 'Asha Rao');
    const ravi = await createUser(server);
    const tournamentId = await createTournament(server, { tourn_name: 'Diwali Cup' });
    await stagePrize(asha, tournamentId, ist('2026-10-01T00:00'), {
      grossPaise: 1_200_000,
      taxPaise: 360_000,
    });
    await stagePrize(ravi, tournamentId, ist('2026-12-31T23:59'), {
      grossPaise: 2_000_000,
      taxPaise: 600_000,
    });
    // A prize of the day before the quarter (IST) stays out.
    await stagePrize(asha, await createTournament(server), ist('2026-09-30T23:59'), {
      grossPaise: 1_500_000,
      taxPaise: 450_000,
    });

    const response = await report('2026-27-Q3');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      quarter: '2026-27-Q3',
      from: '2026-10-01',
      to: '2026-12-31',
      section: '194B',
      totals: { payouts: 2, grossAmount: 32_000, taxWithheld: 9_600, netAmount: 22_400 },
      ledger: { quarterTax: 9_600, agrees: true },
    });
    expect(response.body.rows).toEqual([
      expect.objectContaining({
        username: asha.username,
        nameOnPan: 'Asha Rao',
        pan: 'ABCPE1234F',
        tournamentName: 'Diwali Cup',
        grossAmount: 12_000,
        taxWithheld: 3_600,
        netAmount: 8_400,
        section: '194B',
      }),
      expect.objectContaining({ username: ravi.username, nameOnPan: null, pan: null }),
    ]);
  });

  it('downloads the quarter as CSV and audits the export with its quarter', async () => {
    const player = await playerWithPan('PQRPS5678K', 'Meera Das');
    const tournamentId = await createTournament(server);
    await stagePrize(player, tournamentId, ist('2027-02-10T12:00'), {
      grossPaise: 5_000_000,
      taxPaise: 1_500_000,
    });
    const { response, text } = await fetchCsv(
      server,
      '/api/admin/tax/withholding.csv',
      admin.token,
      {
        quarter: '2026-27-Q4',
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(
      'ccl-tax-withheld-2026-27-Q4.csv',
    );
    expect(readCsv(text)).toEqual([
      expect.objectContaining({
        Player: player.username,
        'Name on PAN': 'Meera Das',
        PAN: 'PQRPS5678K',
        'Gross (₹)': '50,000.00',
        'Tax withheld (₹)': '15,000.00',
        'Net paid (₹)': '35,000.00',
        Section: '194B',
      }),
    ]);
    const audit = await server.db
      .selectFrom('audit_entries')
      .select(['actor_id', 'subject_id', 'summary'])
      .where('action', '=', 'TAX_REPORT_EXPORTED')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: admin.id, subject_id: 'tax:2026-27-Q4' });
    expect(audit.summary).toContain('(1 rows)');
  });

  it('refuses a quarter that is not one, and anyone but an organiser', async () => {
    for (const quarter of ['2026-28-Q1', '2026-27-Q5', 'Q3']) {
      const response = await report(quarter);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        { field: 'quarter', message: 'Choose a quarter like 2026-27-Q3' },
      ]);
    }
    const player = await createUser(server);
    expect((await report('2026-27-Q3', player.token)).status).toBe(403);
    expect(
      (await server.call('GET', '/api/admin/tax/withholding', { query: { quarter: '2026-27-Q3' } }))
        .status,
    ).toBe(401);
  });

  it('shows a tax account that does not agree with the payouts, rather than hiding it', async () => {
    const player = await playerWithPan('LMNPT2468Q', 'Kiran');
    const tournamentId = await createTournament(server);
    await stagePrize(
      player,
      tournamentId,
      ist('2027-05-05T10:00'),
      { grossPaise: 1_100_000, taxPaise: 330_000 },
      0,
    );
    const response = await report('2027-28-Q1');
    expect(response.body.totals.taxWithheld).toBe(3_300);
    expect(response.body.ledger).toMatchObject({ quarterTax: 0, agrees: false });
  });
});
