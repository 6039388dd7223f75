import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositReference } from '#common/deposit-reference';
import { type TestUser, createAdmin, createUser } from '../support/fixtures';
import { rowCount } from '../support/row-counts';
import { type TestServer, startTestServer } from '../support/test-server';
import { pictureForm, pngBytes } from '../profile/images';

const PAYEE = { upiId: 'ccl.esports@okaxis', payeeName: 'CCL Esports' };

/** The platform's payee: what players pay deposits to, and who may change it (decision 041). */
describe('the payee', () => {
  let server: TestServer;
  let player: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    player = await createUser(server);
  });
  afterAll(() => server.close());

  /** `token: null` sends none. */
  const depositPayee = (token: string | null = player.token, prefix = '/api') =>
    server.call('GET', `${prefix}/wallet/payee`, { token: token ?? undefined });
  const consolePayee = (organiser: TestUser) =>
    server.call('GET', '/api/admin/money/payee', { token: organiser.token });
  const setPayee = (organiser: TestUser, body: Record<string, unknown>) =>
    server.call('PUT', '/api/admin/money/payee', { token: organiser.token, body });
  const closePayments = (organiser: TestUser, body: Record<string, unknown>) =>
    server.call('POST', '/api/admin/money/payee/close', { token: organiser.token, body });
  /** Every payee change is one audit row about the settings' payee, oldest first. */
  const payeeAudit = () =>
    server.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('subject_type', '=', 'settings')
      .where('subject_id', '=', 'payee')
      .orderBy('id')
      .execute();

  const written = async () => ({
    audit: await rowCount(server, 'audit_entries'),
    payee: (await depositPayee()).body,
  });

  /** A fresh organiser per test: each may get the password wrong five times a quarter hour. */
  const organiser = () => createAdmin(server);

  it('starts closed: a player is told payments are not open, with their own reference', async () => {
    for (const prefix of ['/api', '']) {
      const res = await depositPayee(player.token, prefix);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        open: false,
        upiId: null,
        payeeName: null,
        qrPictureUrl: null,
        reference: depositReference(player.id),
      });
    }
    expect((await depositPayee(null)).status).toBe(401);
  });

  it('is set with the password again, audited, and every organiser is e-mailed who did it', async () => {
    const first = await organiser();
    const second = await organiser();

    const res = await setPayee(first, { ...PAYEE, password: first.password });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Payee saved: players now pay this UPI id',
      payee: { open: true, ...PAYEE, qrPictureUrl: null, changedBy: first.username },
    });
    expect((await depositPayee()).body).toEqual({
      open: true,
      ...PAYEE,
      qrPictureUrl: null,
      reference: depositReference(player.id),
    });
    const [audit] = (await payeeAudit()).slice(-1);
    expect(audit).toMatchObject({
      action: 'PAYEE_UPDATED',
      actor_id: first.id,
      summary: 'Opened payments to ccl.esports@okaxis (CCL Esports)',
      before: null,
      after: { ...PAYEE, qrPictureId: null },
    });
    await server.app.live.mailsSent();
    for (const told of [first, second]) {
      const mail = await server.lastMailTo(told.email);
      expect(mail).toContain(`Subject: The UPI id players pay was changed by ${first.username}`);
      expect(mail).toContain('Before: none: payments closed');
      expect(mail).toContain('Now: ccl.esports@okaxis (CCL Esports)');
    }
    expect((await consolePayee(second)).body).toMatchObject({
      open: true,
      ...PAYEE,
      changedBy: first.username,
      changedAt: expect.any(String),
    });
  });

  it('changes nothing without the right password, and says so on the password field', async () => {
    const admin = await organiser();
    const before = await written();
    const wrong = await setPayee(admin, {
      upiId: 'thief@okicici',
      payeeName: 'X',
      password: 'guess1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { field: 'password', message: 'That is not your password' },
    ]);
    const none = await setPayee(admin, { upiId: 'thief@okicici', payeeName: 'X' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([
      { field: 'password', message: 'Enter your password to confirm' },
    ]);
    expect(await written()).toEqual(before);
  });

  it('refuses a UPI id, a payee name or a QR picture that breaks its rule, changing nothing', async () => {
    const admin = await organiser();
    const before = await written();
    const cases = [
      [{ upiId: 'not-a-upi-id' }, 'upiId', 'Invalid UPI ID format'],
      [{ upiId: '' }, 'upiId', 'Please enter a UPI ID'],
      [{ payeeName: '  ' }, 'payeeName', 'Enter the payee name'],
      [{ payeeName: 'x'.repeat(101) }, 'payeeName', 'Payee name cannot exceed 100 characters'],
    ] as const;
    for (const [change, field, message] of cases) {
      const res = await setPayee(admin, { ...PAYEE, password: admin.password, ...change });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field, message }]);
    }
    const unknownPicture = await setPayee(admin, {
      ...PAYEE,
      qrPictureId: '00000000-0000-4000-8000-000000000000',
      password: admin.password,
    });
    expect(unknownPicture.status).toBe(400);
    expect(unknownPicture.body).toMatchObject({
      message: 'No uploaded picture has this id: upload the QR picture first',
    });
    expect(await written()).toEqual(before);
  });

  it('shows players the merchant QR picture the organiser uploaded', async () => {
    const admin = await organiser();
    const upload = await server.call('POST', '/api/admin/banners', {
      token: admin.token,
      rawBody: pictureForm(pngBytes([1, 2, 3])),
    });
    expect(upload.status).toBe(201);
    const { pictureId } = upload.body as { pictureId: string };

    const res = await setPayee(admin, {
      ...PAYEE,
      qrPictureId: pictureId,
      password: admin.password,
    });

    expect(res.status).toBe(200);
    expect((await depositPayee()).body).toMatchObject({
      open: true,
      qrPictureUrl: `/api/v1/profile/pictures/${pictureId}`,
    });
    const [audit] = (await payeeAudit()).slice(-1);
    expect(audit).toMatchObject({
      summary:
        'Changed the payee from ccl.esports@okaxis (CCL Esports) to ccl.esports@okaxis (CCL Esports)',
      before: { ...PAYEE, qrPictureId: null },
      after: { ...PAYEE, qrPictureId: pictureId },
    });
  });

  it('records nothing when the same payee is saved again', async () => {
    const admin = await organiser();
    await setPayee(admin, { upiId: 'same@okhdfc', payeeName: 'Same', password: admin.password });
    const before = await written();
    const again = await setPayee(admin, {
      upiId: 'same@okhdfc',
      payeeName: 'Same',
      password: admin.password,
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Nothing changed: this is the payee already');
    expect(await written()).toEqual(before);
  });

  it('closes payments with the password again; players are told; closing twice is refused', async () => {
    const admin = await organiser();
    await setPayee(admin, { ...PAYEE, password: admin.password });
    const wrong = await closePayments(admin, { password: 'not-mine' });
    expect(wrong.status).toBe(400);
    expect((await depositPayee()).body.open).toBe(true);

    const res = await closePayments(admin, { password: admin.password });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Payments closed: players cannot pay until a payee is set',
      payee: { open: false, upiId: null, payeeName: null },
    });
    expect((await depositPayee()).body).toMatchObject({ open: false, upiId: null });
    const [audit] = (await payeeAudit()).slice(-1);
    expect(audit).toMatchObject({
      summary: 'Closed payments (the payee was ccl.esports@okaxis (CCL Esports))',
      before: { ...PAYEE, qrPictureId: null },
      after: null,
    });
    await server.app.live.mailsSent();
    expect(await server.lastMailTo(admin.email)).toContain(
      `Subject: Payments were closed by ${admin.username}`,
    );
    const again = await closePayments(admin, { password: admin.password });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Payments are not open: there is no payee to clear');
  });

  it('refuses every organiser operation to players and visitors, changing nothing', async () => {
    const before = await written();
    for (const token of [player.token, undefined]) {
      const status = token ? 403 : 401;
      expect((await server.call('GET', '/api/admin/money/payee', { token })).status).toBe(status);
      const body = { upiId: 'thief@okicici', payeeName: 'Thief', password: player.password };
      expect((await server.call('PUT', '/api/admin/money/payee', { token, body })).status).toBe(
        status,
      );
      expect(
        (await server.call('POST', '/admin/money/payee/close', { token, body: { password: 'x' } }))
          .status,
      ).toBe(status);
    }
    expect(await written()).toEqual(before);
  });

  it('never runs out of right passwords: an organiser changing the payee all evening is not refused', async () => {
    const admin = await organiser();
    for (let change = 0; change < 8; change += 1) {
      const res = await setPayee(admin, {
        upiId: `desk${change}@okhdfc`,
        payeeName: 'Desk',
        password: admin.password,
      });
      expect(res.status).toBe(200);
    }
    expect((await depositPayee(player.token)).body.upiId).toBe('desk7@okhdfc');
  });

  it('stops guessing: a sixth password in a quarter hour is refused even when right', async () => {
    const admin = await organiser();
    const before = await written();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await closePayments(admin, { password: `guess-${attempt}` })).status).toBe(400);
    }
    const sixth = await setPayee(admin, {
      upiId: 'thief@okicici',
      payeeName: 'T',
      password: admin.password,
    });
    expect(sixth.status).toBe(429);
    expect(await written()).toEqual(before);
  });
});
