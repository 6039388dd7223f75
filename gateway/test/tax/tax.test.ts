import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminTestTokens } from '../admin/admin-upstream-fixtures';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';

/**
 * PAN, date of birth and the quarterly tax report (decision 047) through the gateway over the
 * REST contract served by msw at the network: the PAN masked as the backend answers it, the
 * shared rules refusing bad input before any call, the backend's refusals on their fields, and
 * the report for organisers only.
 */

const SET_PAN = `mutation($input: PanInput!) {
  setPan(input: $input) { message errors { field code message } pan { panMasked nameOnPan } }
}`;
const SET_BIRTHDAY = `mutation($input: DateOfBirthInput!) {
  setDateOfBirth(input: $input) { message errors { field code message } viewer { dateOfBirth hasPan } }
}`;
const MONEY = '{ paise formatted }';
const REPORT = `query($quarter: String!) {
  admin {
    taxWithholdingReport(quarter: $quarter) {
      quarter from to section
      rows { username nameOnPan pan grossAmount ${MONEY} taxWithheld ${MONEY} netAmount ${MONEY} section }
      totals { payouts taxWithheld ${MONEY} }
      ledger { quarterTax ${MONEY} agrees }
    }
  }
}`;

const PROFILE = {
  id: 3,
  username: 'asha',
  email: 'asha@gmail.com',
  mobile: '9876543210',
  bio: null,
  profilePicture: null,
  tournamentsPlayed: 0,
  wins: 0,
  score: 0,
  dateOfBirth: '2001-08-15',
  hasPan: true,
};

const UPSTREAM_REPORT = {
  quarter: '2026-27-Q3',
  from: '2026-10-01',
  to: '2026-12-31',
  section: '194B',
  rows: [
    {
      transactionId: 9,
      paidAt: '2026-10-05T10:00:00.000Z',
      userId: 3,
      username: 'asha',
      nameOnPan: 'Asha Rao',
      pan: 'ABCPE1234F',
      tournamentName: 'Diwali Cup',
      grossAmount: 12000,
      taxWithheld: 3600,
      netAmount: 8400,
      section: '194B',
    },
  ],
  totals: { payouts: 1, grossAmount: 12000, taxWithheld: 3600, netAmount: 8400 },
  ledger: { quarterTax: 3000, accountBalance: 3000, allTimeTax: 3600, agrees: false },
};

describe('tax details and the tax report through the gateway', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let tokens: Awaited<ReturnType<typeof adminTestTokens>>;
  const taxCalls = () =>
    upstream.requests.filter((r) => /profile\/(pan|date-of-birth)|tax\/withholding/.test(r.path));

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

  it('saves a PAN upper-cased and answers it masked', async () => {
    let sent: unknown;
    upstream.use(
      tokens.jwks,
      http.put('*/api/v1/profile/pan', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          message: 'PAN saved: only its last four characters are shown from now on',
          pan: {
            panMasked: 'XXXXXX234F',
            nameOnPan: 'Asha Rao',
            updatedAt: '2026-11-28T05:00:00Z',
          },
        });
      }),
    );
    const result = await gateway.graphql(
      SET_PAN,
      { input: { pan: 'abcpe1234f', nameOnPan: 'Asha Rao' } },
      { token: tokens.player },
    );
    expect(sent).toEqual({ pan: 'abcpe1234f', nameOnPan: 'Asha Rao' });
    expect(result.body.data.setPan).toEqual({
      message: 'PAN saved: only its last four characters are shown from now on',
      errors: [],
      pan: { panMasked: 'XXXXXX234F', nameOnPan: 'Asha Rao' },
    });
  });

  it('refuses a PAN of the wrong shape on its field before any upstream call', async () => {
    upstream.use(tokens.jwks);
    const result = await gateway.graphql(
      SET_PAN,
      { input: { pan: 'ABCPE123', nameOnPan: 'Asha Rao' } },
      { token: tokens.player },
    );
    expect(result.body.data.setPan.errors).toEqual([
      { field: 'pan', code: 'INVALID', message: 'That is not a valid PAN (like ABCDE1234F)' },
    ]);
    expect(taxCalls()).toEqual([]);
  });

  it('records a date of birth and answers the viewer with it', async () => {
    upstream.use(
      tokens.jwks,
      http.put('*/api/v1/profile/date-of-birth', () =>
        HttpResponse.json({ message: 'Date of birth saved', dateOfBirth: '2001-08-15' }),
      ),
      http.get('*/api/v1/profile/me', () => HttpResponse.json(PROFILE)),
    );
    const result = await gateway.graphql(
      SET_BIRTHDAY,
      { input: { dateOfBirth: '2001-08-15' } },
      { token: tokens.player },
    );
    expect(result.body.data.setDateOfBirth).toEqual({
      message: 'Date of birth saved',
      errors: [],
      viewer: { dateOfBirth: '2001-08-15', hasPan: true },
    });
  });

  it("answers the backend's refusal of a second date of birth as CONFLICT on the field", async () => {
    const message = 'Your date of birth is already recorded; contact support to correct it';
    upstream.use(
      tokens.jwks,
      http.put('*/api/v1/profile/date-of-birth', () =>
        HttpResponse.json(
          { message, errors: [{ field: 'dateOfBirth', message }] },
          { status: 409 },
        ),
      ),
    );
    const result = await gateway.graphql(
      SET_BIRTHDAY,
      { input: { dateOfBirth: '2001-08-15' } },
      { token: tokens.player },
    );
    expect(result.body.data.setDateOfBirth.errors).toEqual([
      { field: 'dateOfBirth', code: 'CONFLICT', message },
    ]);
  });

  it('refuses a future date of birth and a visitor before any upstream call', async () => {
    upstream.use(tokens.jwks);
    const future = await gateway.graphql(
      SET_BIRTHDAY,
      { input: { dateOfBirth: '2999-01-01' } },
      { token: tokens.player },
    );
    expect(future.body.data.setDateOfBirth.errors).toEqual([
      {
        field: 'dateOfBirth',
        code: 'INVALID',
        message: 'Your date of birth cannot be in the future',
      },
    ]);
    const visitor = await gateway.graphql(SET_PAN, {
      input: { pan: 'ABCPE1234F', nameOnPan: 'Asha Rao' },
    });
    expect(visitor.body.errors?.map((error) => error.extensions?.code)).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(taxCalls()).toEqual([]);
  });

  it("gives an organiser the quarter's report as Money, with a ledger that disagrees said so", async () => {
    let asked: string | null = null;
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/tax/withholding', ({ request }) => {
        asked = new URL(request.url).searchParams.get('quarter');
        return HttpResponse.json(UPSTREAM_REPORT);
      }),
    );
    const result = await gateway.graphql(
      REPORT,
      { quarter: '2026-27-Q3' },
      { token: tokens.admin },
    );
    expect(result.body.errors).toBeUndefined();
    expect(asked).toBe('2026-27-Q3');
    expect(result.body.data.admin.taxWithholdingReport).toEqual({
      quarter: '2026-27-Q3',
      from: '2026-10-01',
      to: '2026-12-31',
      section: '194B',
      rows: [
        {
          username: 'asha',
          nameOnPan: 'Asha Rao',
          pan: 'ABCPE1234F',
          grossAmount: { paise: 1_200_000, formatted: '₹12,000' },
          taxWithheld: { paise: 360_000, formatted: '₹3,600' },
          netAmount: { paise: 840_000, formatted: '₹8,400' },
          section: '194B',
        },
      ],
      totals: { payouts: 1, taxWithheld: { paise: 360_000, formatted: '₹3,600' } },
      ledger: { quarterTax: { paise: 300_000, formatted: '₹3,000' }, agrees: false },
    });
  });

  it('refuses the report and its CSV to a player and a visitor before any upstream call', async () => {
    upstream.use(tokens.jwks);
    const asPlayer = await gateway.graphql(
      REPORT,
      { quarter: '2026-27-Q3' },
      { token: tokens.player },
    );
    expect(asPlayer.body.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    const asVisitor = await gateway.graphql(REPORT, { quarter: '2026-27-Q3' });
    expect(asVisitor.body.errors?.map((error) => error.extensions?.code)).toEqual([
      'UNAUTHENTICATED',
    ]);
    const csvUrl = `${gateway.url}/api/admin/tax/withholding.csv?quarter=2026-27-Q3`;
    const playerCsv = await fetch(csvUrl, {
      headers: { authorization: `Bearer ${tokens.player}` },
    });
    expect(playerCsv.status).toBe(403);
    expect((await fetch(csvUrl)).status).toBe(401);
    expect(taxCalls()).toEqual([]);
  });

  it("streams the quarter's CSV to an organiser, named by the quarter", async () => {
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/tax/withholding.csv', ({ request }) =>
        new URL(request.url).searchParams.get('quarter') === '2026-27-Q3'
          ? new HttpResponse('\uFEFFTransaction ID\r\n', {
              headers: { 'content-type': 'text/csv; charset=utf-8' },
            })
          : HttpResponse.json({ message: 'no quarter' }, { status: 400 }),
      ),
    );
    const response = await fetch(
      `${gateway.url}/api/admin/tax/withholding.csv?quarter=2026-27-Q3`,
      {
        headers: { authorization: `Bearer ${tokens.admin}` },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="ccl-tax-withheld-2026-27-Q3.csv"',
    );
  });
});
