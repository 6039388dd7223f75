import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminTestTokens } from '../admin/admin-upstream-fixtures';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import { UPSTREAM_RECORDS } from './records-fixtures';

/**
 * The records (decision 050) through the gateway over the REST contract served by msw at the
 * network: the backend's rupees mapped to Money, the declaration in words, the checks and the
 * grievances; the CSV streamed through with the organiser's token; players and visitors refused
 * before any upstream call.
 */

const MONEY = '{ paise formatted }';
const RECORDS = `query($from: String!, $to: String!) {
  admin {
    records(from: $from, to: $to) {
      from to agrees
      totals { feesIn ${MONEY} feesKept ${MONEY} taxWithheld ${MONEY} prizesNet ${MONEY} }
      checks { name agrees report ${MONEY} ledger ${MONEY} }
      tournaments {
        id name status entryFee ${MONEY}
        declaration { gameTitle feePurpose prizeSource prizeSponsorName esportRegistrationNumber }
        figures { feesIn ${MONEY} prizesGross ${MONEY} returnsPaid ${MONEY} }
        funders { funderName sponsor utr amount ${MONEY} }
      }
      grievances { number category status acknowledgedLate resolvedLate tournamentId tournamentName }
      grievanceCounts { total open resolved late }
      settings { esportRegistrationNumber grievanceOfficerName taxRatePercent taxThreshold ${MONEY} }
    }
  }
}`;
const RANGE = { from: '2025-07-15', to: '2025-07-15' };

describe('the records through the gateway', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let tokens: Awaited<ReturnType<typeof adminTestTokens>>;
  const recordsCalls = () => upstream.requests.filter((r) => r.path.includes('/records'));

  beforeAll(async () => {
    tokens = await adminTestTokens();
    upstream = await startMswUpstream(tokens.jwks);
    gateway = await startGateway(upstream.url);
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });
  beforeEach(() => {
    upstream.requests.length = 0;
  });

  it("gives an organiser the day's records: money, declaration in words, checks, grievances", async () => {
    let asked: URLSearchParams | undefined;
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/records', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return request.headers.get('authorization') === `Bearer ${tokens.admin}`
          ? HttpResponse.json(UPSTREAM_RECORDS)
          : HttpResponse.json({ message: 'Organisers only' }, { status: 403 });
      }),
    );
    const result = await gateway.graphql(RECORDS, RANGE, { token: tokens.admin });
    expect(result.body.errors).toBeUndefined();
    expect(asked?.get('from')).toBe('2025-07-15');
    expect(asked?.get('to')).toBe('2025-07-15');
    const records = result.body.data.admin.records;
    expect(records.agrees).toBe(false);
    expect(records.totals).toEqual({
      feesIn: { paise: 15_000, formatted: '₹150' },
      feesKept: { paise: -5_000, formatted: '-₹50' },
      taxWithheld: { paise: 450_000, formatted: '₹4,500' },
      prizesNet: { paise: 1_050_000, formatted: '₹10,500' },
    });
    expect(records.checks).toEqual([
      {
        name: 'Entry fees in, by the fee accounts',
        agrees: false,
        report: { paise: 15_000, formatted: '₹150' },
        ledger: { paise: 10_000, formatted: '₹100' },
      },
    ]);
    expect(records.tournaments).toEqual([
      {
        id: '41',
        name: 'Monsoon Records Cup',
        status: 'completed',
        entryFee: { paise: 5_000, formatted: '₹50' },
        declaration: {
          gameTitle: 'BGMI',
          feePurpose: 'Entry to the competition and its administrative costs',
          prizeSource: "A sponsor's funds",
          prizeSponsorName: 'Acme Energy Drinks',
          esportRegistrationNumber: 'ESR-2025-000123',
        },
        figures: {
          feesIn: { paise: 15_000, formatted: '₹150' },
          prizesGross: { paise: 1_500_000, formatted: '₹15,000' },
          returnsPaid: { paise: 500_000, formatted: '₹5,000' },
        },
        funders: [
          {
            funderName: 'Acme Energy Drinks',
            sponsor: true,
            utr: 'UTRFUND0001',
            amount: { paise: 2_000_000, formatted: '₹20,000' },
          },
        ],
      },
    ]);
    expect(records.grievances).toEqual([
      {
        number: 'GRV-2025-000007',
        category: 'A payment, refund or prize',
        status: 'Resolved',
        acknowledgedLate: true,
        resolvedLate: false,
        tournamentId: '41',
        tournamentName: 'Monsoon Records Cup',
      },
    ]);
    expect(records.grievanceCounts).toEqual({ total: 1, open: 0, resolved: 1, late: 1 });
    expect(records.settings).toEqual({
      esportRegistrationNumber: 'ESR-2025-000123',
      grievanceOfficerName: 'Asha Rao',
      taxRatePercent: 30,
      taxThreshold: { paise: 1_000_000, formatted: '₹10,000' },
    });
  });

  it("answers the backend's refusal of a range as BAD_USER_INPUT with its message", async () => {
    const message = 'The last day cannot be before the first day';
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/records', () =>
        HttpResponse.json({ message, errors: [{ field: 'to', message }] }, { status: 400 }),
      ),
    );
    const result = await gateway.graphql(
      RECORDS,
      { from: '2025-07-20', to: '2025-07-10' },
      { token: tokens.admin },
    );
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.body.errors?.[0]?.message).toContain(message);
  });

  it("streams the records' CSV with the organiser's token and the range in the file name", async () => {
    const csv = '\uFEFFRecords for the IST days,2025-07-15,2025-07-15\r\n';
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/records.csv', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${tokens.admin}`
          ? new HttpResponse(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } })
          : HttpResponse.json({ message: 'Organisers only' }, { status: 403 }),
      ),
    );
    const response = await fetch(
      `${gateway.url}/api/admin/records.csv?from=2025-07-15&to=2025-07-15`,
      { headers: { authorization: `Bearer ${tokens.admin}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="ccl-records-2025-07-15-to-2025-07-15.csv"',
    );
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    const asked = recordsCalls().map((r) => new URL(r.path, 'http://upstream').search);
    expect(asked).toEqual(['?from=2025-07-15&to=2025-07-15']);
  });

  it('refuses the records and their CSV to a player and a visitor before any upstream call', async () => {
    upstream.use(tokens.jwks);
    const asPlayer = await gateway.graphql(RECORDS, RANGE, { token: tokens.player });
    expect(asPlayer.body.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    const asVisitor = await gateway.graphql(RECORDS, RANGE);
    expect(asVisitor.body.errors?.map((error) => error.extensions?.code)).toEqual([
      'UNAUTHENTICATED',
    ]);
    const csvUrl = `${gateway.url}/api/admin/records.csv?from=2025-07-15&to=2025-07-15`;
    const playerCsv = await fetch(csvUrl, {
      headers: { authorization: `Bearer ${tokens.player}` },
    });
    expect(playerCsv.status).toBe(403);
    expect((await fetch(csvUrl)).status).toBe(401);
    expect(recordsCalls()).toEqual([]);
  });
});
