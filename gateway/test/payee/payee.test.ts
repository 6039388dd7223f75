import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import { adminTestTokens } from '../admin/admin-upstream-fixtures';

/**
 * The platform's payee over the REST contract, served by msw at the network, as each role:
 * the player's Deposit tab read, the organiser's read and changes (the password asked again),
 * and everything refused to visitors and players before any upstream call.
 */

const PICTURE_ID = '6f1c1d0e-8a43-4e7a-9b7e-3f9f0a1b2c3d';

const DEPOSIT_PAYEE = `{ viewer { wallet { depositPayee { open upiId payeeName qrPictureUrl reference } } } }`;
const PAYEE = `{ admin { payee { open upiId payeeName qrPictureUrl changedBy changedAt } } }`;
const SET_PAYEE = `mutation($input: PayeeInput!) {
  setPayee(input: $input) {
    errors { field code message }
    message
    payee { open upiId payeeName qrPictureUrl changedBy }
  }
}`;
const CLOSE = `mutation($password: String!) {
  closePayments(password: $password) { errors { field code message } message payee { open upiId } }
}`;

const UPSTREAM_PAYEE = {
  open: true,
  upiId: 'ccl.esports@okaxis',
  payeeName: 'CCL Esports',
  qrPictureUrl: `/api/v1/profile/pictures/${PICTURE_ID}`,
  changedBy: 'organiser1',
  changedAt: '2026-11-24T18:05:00.000Z',
};
const INPUT = {
  upiId: 'ccl.esports@okaxis',
  payeeName: 'CCL Esports',
  qrPictureUrl: `/media/pictures/${PICTURE_ID}`,
  password: 'organiser-password',
};

describe('the payee through the gateway', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let tokens: Awaited<ReturnType<typeof adminTestTokens>>;
  const bodies: { path: string; body: unknown }[] = [];

  const write = (method: 'post' | 'put', path: string, answer: () => Response) =>
    http[method](path, async ({ request }) => {
      bodies.push({ path: new URL(request.url).pathname, body: await request.json() });
      return answer();
    });
  const payeeCalls = () => upstream.requests.filter((request) => request.path.includes('payee'));

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
    bodies.length = 0;
  });

  const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
    gateway.graphql(query, variables, { token: tokens.admin });

  it("gives a player whom to pay, with the merchant QR at the gateway's address", async () => {
    upstream.use(
      tokens.jwks,
      http.get('*/api/v1/profile/me', () => HttpResponse.json({ id: 3, username: 'player3' })),
      http.get('*/api/wallet/payee', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${tokens.player}`
          ? HttpResponse.json({
              open: true,
              upiId: 'ccl.esports@okaxis',
              payeeName: 'CCL Esports',
              qrPictureUrl: `/api/v1/profile/pictures/${PICTURE_ID}`,
              reference: 'CCL2238',
            })
          : HttpResponse.json({ message: 'Please log in to continue.' }, { status: 401 }),
      ),
    );
    const result = await gateway.graphql(DEPOSIT_PAYEE, {}, { token: tokens.player });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.viewer.wallet.depositPayee).toEqual({
      open: true,
      upiId: 'ccl.esports@okaxis',
      payeeName: 'CCL Esports',
      qrPictureUrl: `/media/pictures/${PICTURE_ID}`,
      reference: 'CCL2238',
    });
  });

  it('tells a player when payments are closed, and a visitor has no wallet to read', async () => {
    upstream.use(
      tokens.jwks,
      http.get('*/api/v1/profile/me', () => HttpResponse.json({ id: 3, username: 'player3' })),
      http.get('*/api/wallet/payee', () =>
        HttpResponse.json({
          open: false,
          upiId: null,
          payeeName: null,
          qrPictureUrl: null,
          reference: 'CCL2238',
        }),
      ),
    );
    const closed = await gateway.graphql(DEPOSIT_PAYEE, {}, { token: tokens.player });
    expect(closed.body.data.viewer.wallet.depositPayee).toMatchObject({ open: false, upiId: null });
    upstream.requests.length = 0;
    const visitor = await gateway.graphql(DEPOSIT_PAYEE);
    expect(visitor.body.data.viewer).toBeNull();
    expect(payeeCalls()).toEqual([]);
  });

  it('gives the organiser the payee and who last changed it', async () => {
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/money/payee', () => HttpResponse.json(UPSTREAM_PAYEE)),
    );
    const result = await asAdmin(PAYEE);
    expect(result.body.data.admin.payee).toEqual({
      ...UPSTREAM_PAYEE,
      qrPictureUrl: `/media/pictures/${PICTURE_ID}`,
    });
  });

  it('sets the payee with the password and the uploaded QR named by its id', async () => {
    upstream.use(
      tokens.jwks,
      write('put', '*/api/admin/money/payee', () =>
        HttpResponse.json({
          message: 'Payee saved: players now pay this UPI id',
          payee: UPSTREAM_PAYEE,
        }),
      ),
    );
    const result = await asAdmin(SET_PAYEE, { input: INPUT });
    expect(result.body.data.setPayee).toEqual({
      errors: [],
      message: 'Payee saved: players now pay this UPI id',
      payee: {
        open: true,
        upiId: 'ccl.esports@okaxis',
        payeeName: 'CCL Esports',
        qrPictureUrl: `/media/pictures/${PICTURE_ID}`,
        changedBy: 'organiser1',
      },
    });
    expect(bodies).toEqual([
      {
        path: '/api/admin/money/payee',
        body: {
          upiId: 'ccl.esports@okaxis',
          payeeName: 'CCL Esports',
          password: 'organiser-password',
          qrPictureId: PICTURE_ID,
        },
      },
    ]);
  });

  it('refuses what the shared rules refuse, on its field, before any upstream call', async () => {
    upstream.use(tokens.jwks);
    const cases = [
      [{ upiId: 'not-a-upi-id' }, 'upiId', 'Invalid UPI ID format'],
      [{ payeeName: ' ' }, 'payeeName', 'Enter the payee name'],
      [{ password: '' }, 'password', 'Enter your password to confirm'],
      [
        { qrPictureUrl: 'https://elsewhere.example/qr.png' },
        'qrPictureUrl',
        'Upload the QR picture first, then save the payee with the address it answered',
      ],
    ] as const;
    for (const [change, field, message] of cases) {
      const result = await asAdmin(SET_PAYEE, { input: { ...INPUT, ...change } });
      expect(result.body.data.setPayee.errors).toEqual([{ field, code: 'INVALID', message }]);
      expect(result.body.data.setPayee.payee).toBeNull();
    }
    const close = await asAdmin(CLOSE, { password: '' });
    expect(close.body.data.closePayments.errors).toEqual([
      { field: 'password', code: 'INVALID', message: 'Enter your password to confirm' },
    ]);
    expect(payeeCalls()).toEqual([]);
  });

  it("puts the upstream's refusals on the input's fields: password, picture, too many tries", async () => {
    const answers = [
      [400, 'password', 'That is not your password', 'password', 'INVALID'],
      [
        400,
        'qrPictureId',
        'No uploaded picture has this id: upload the QR picture first',
        'qrPictureUrl',
        'INVALID',
      ],
      [429, undefined, 'Too many attempts. Please try again later.', null, 'RATE_LIMITED'],
    ] as const;
    for (const [status, upstreamField, message, field, code] of answers) {
      upstream.use(
        tokens.jwks,
        write('put', '*/api/admin/money/payee', () =>
          HttpResponse.json(
            upstreamField ? { message, errors: [{ field: upstreamField, message }] } : { message },
            { status },
          ),
        ),
      );
      const result = await asAdmin(SET_PAYEE, { input: INPUT });
      expect(result.body.data.setPayee.errors).toEqual([{ field, code, message }]);
    }
  });

  it('closes payments with the password; closing twice is a CONFLICT', async () => {
    upstream.use(
      tokens.jwks,
      write('post', '*/api/admin/money/payee/close', () =>
        HttpResponse.json({
          message: 'Payments closed: players cannot pay until a payee is set',
          payee: {
            ...UPSTREAM_PAYEE,
            open: false,
            upiId: null,
            payeeName: null,
            qrPictureUrl: null,
          },
        }),
      ),
    );
    const closed = await asAdmin(CLOSE, { password: 'organiser-password' });
    expect(closed.body.data.closePayments).toEqual({
      errors: [],
      message: 'Payments closed: players cannot pay until a payee is set',
      payee: { open: false, upiId: null },
    });
    expect(bodies).toEqual([
      { path: '/api/admin/money/payee/close', body: { password: 'organiser-password' } },
    ]);
    const message = 'Payments are not open: there is no payee to clear';
    upstream.use(
      tokens.jwks,
      write('post', '*/api/admin/money/payee/close', () =>
        HttpResponse.json({ message }, { status: 409 }),
      ),
    );
    const again = await asAdmin(CLOSE, { password: 'organiser-password' });
    expect(again.body.data.closePayments.errors).toEqual([
      { field: null, code: 'CONFLICT', message },
    ]);
  });

  it('refuses the organiser operations to a player (FORBIDDEN) and a visitor (UNAUTHENTICATED)', async () => {
    upstream.use(tokens.jwks);
    const operations = [
      [PAYEE, {}],
      [SET_PAYEE, { input: INPUT }],
      [CLOSE, { password: 'organiser-password' }],
    ] as const;
    for (const [query, variables] of operations) {
      const asPlayer = await gateway.graphql(query, variables, { token: tokens.player });
      expect(asPlayer.body.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
      const asVisitor = await gateway.graphql(query, variables);
      expect(asVisitor.body.errors?.map((error) => error.extensions?.code)).toEqual([
        'UNAUTHENTICATED',
      ]);
    }
    expect(payeeCalls()).toEqual([]);
  });
});
