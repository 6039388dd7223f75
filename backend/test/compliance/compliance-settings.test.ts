import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createAdmin, createUser } from '../support/fixtures';
import { rowCount } from '../support/row-counts';
import { type TestServer, startTestServer } from '../support/test-server';

const RULES = {
  esportRegistrationNumber: 'ESP-2026-0042',
  requireRegistrationForPaid: true,
  prizeFundedApartFromFees: true,
  grievanceOfficerName: 'Meera Iyer',
  grievanceOfficerEmail: 'grievance@ccl.example',
  grievanceOfficerPhone: '+91 98765 43210',
  grievanceAckHours: 24,
  grievanceResolveDays: 15,
  escalationName: 'Online Gaming Authority of India',
  escalationContact: 'appeals@oga.example',
  tdsRatePercent: 30,
  tdsThreshold: 10000,
  paidEntryMinAge: 18,
};

const MISSING_ALL = [
  'E-sport registration number',
  "Grievance officer's name",
  "Grievance officer's e-mail",
  "Grievance officer's phone",
];

/** The operator's rules (decision 048): read by anyone in part, changed by organisers only. */
describe('the compliance settings', () => {
  let server: TestServer;
  let player: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    player = await createUser(server);
  });
  afterAll(() => server.close());

  const read = (as: TestUser) =>
    server.call('GET', '/api/admin/compliance/settings', { token: as.token });
  const save = (as: TestUser, body: Record<string, unknown>) =>
    server.call('PUT', '/api/admin/compliance/settings', { token: as.token, body });
  const publicRead = (prefix = '/api') => server.call('GET', `${prefix}/v1/compliance`);
  const audits = () =>
    server.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('action', '=', 'COMPLIANCE_SETTINGS_UPDATED')
      .orderBy('id')
      .execute();
  const stored = () => server.db.selectFrom('compliance_settings').selectAll().execute();

  it('start with the safe defaults, nothing set, and name what production lacks', async () => {
    const admin = await createAdmin(server);
    const res = await read(admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      esportRegistrationNumber: null,
      requireRegistrationForPaid: true,
      prizeFundedApartFromFees: true,
      grievanceOfficerName: null,
      grievanceOfficerEmail: null,
      grievanceOfficerPhone: null,
      grievanceAckHours: 24,
      grievanceResolveDays: 15,
      escalationName: null,
      escalationContact: null,
      tdsRatePercent: 30,
      tdsThreshold: 10000,
      paidEntryMinAge: 18,
      missing: MISSING_ALL,
      updatedBy: null,
      updatedAt: expect.any(String),
    });
    const visitor = await publicRead('');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({
      esportRegistrationNumber: null,
      grievanceOfficer: { name: null, email: null, phone: null },
      grievanceAckHours: 24,
      grievanceResolveDays: 15,
      escalation: { name: null, contact: null },
      paidEntryMinAge: 18,
    });
  });

  it('are for organisers only', async () => {
    expect((await read(player)).status).toBe(403);
    expect((await save(player, { ...RULES, password: player.password })).status).toBe(403);
    expect((await server.call('GET', '/api/admin/compliance/settings')).status).toBe(401);
  });

  it('are saved with the password again, audited before and after, and mailed to every organiser', async () => {
    const first = await createAdmin(server);
    const second = await createAdmin(server);

    const res = await save(first, { ...RULES, password: first.password });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Compliance settings saved',
      settings: { ...RULES, missing: [], updatedBy: first.username, updatedAt: expect.any(String) },
    });
    expect(await stored()).toMatchObject([
      { tds_rate_bps: 3000, tds_threshold_paise: 1_000_000, updated_by: first.id },
    ]);
    const [audit] = (await audits()).slice(-1);
    expect(audit).toMatchObject({
      actor_id: first.id,
      subject_type: 'settings',
      subject_id: 'compliance',
      before: expect.objectContaining({ esportRegistrationNumber: null }),
      after: expect.objectContaining({
        esportRegistrationNumber: 'ESP-2026-0042',
        grievanceOfficerName: 'Meera Iyer',
      }),
    });
    expect(audit?.summary).toContain('esportRegistrationNumber: not set → ESP-2026-0042');
    await server.app.live.mailsSent();
    for (const told of [first, second]) {
      const mail = await server.lastMailTo(told.email);
      expect(mail).toContain(`Subject: The compliance settings were changed by ${first.username}`);
      expect(mail).toContain('grievanceOfficerName: not set → Meera Iyer');
    }
    expect((await publicRead()).body).toEqual({
      esportRegistrationNumber: 'ESP-2026-0042',
      grievanceOfficer: {
        name: 'Meera Iyer',
        email: 'grievance@ccl.example',
        phone: '+91 98765 43210',
      },
      grievanceAckHours: 24,
      grievanceResolveDays: 15,
      escalation: { name: 'Online Gaming Authority of India', contact: 'appeals@oga.example' },
      paidEntryMinAge: 18,
    });
  });

  it('take the rate in percent and the threshold in rupees, and blank texts as unset', async () => {
    const admin = await createAdmin(server);
    const res = await save(admin, {
      ...RULES,
      tdsRatePercent: 12.5,
      tdsThreshold: 2500.5,
      grievanceOfficerPhone: '  ',
      password: admin.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({
      tdsRatePercent: 12.5,
      tdsThreshold: 2500.5,
      grievanceOfficerPhone: null,
      missing: ["Grievance officer's phone"],
    });
    expect(await stored()).toMatchObject([
      { tds_rate_bps: 1250, tds_threshold_paise: 250_050, grievance_officer_phone: null },
    ]);
  });

  it('change nothing without the right password, or when a rule is broken', async () => {
    const admin = await createAdmin(server);
    await save(admin, { ...RULES, password: admin.password });
    const before = { rows: await stored(), audits: await rowCount(server, 'audit_entries') };

    const wrong = await save(admin, { ...RULES, paidEntryMinAge: 21, password: 'guess1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { field: 'password', message: 'That is not your password' },
    ]);

    const broken = await save(admin, {
      ...RULES,
      grievanceOfficerEmail: 'not-an-email',
      grievanceOfficerPhone: '12345',
      grievanceAckHours: 0,
      grievanceResolveDays: 91,
      tdsRatePercent: 95,
      paidEntryMinAge: 15,
      esportRegistrationNumber: 'AB',
      password: admin.password,
    });
    expect(broken.status).toBe(400);
    const fields = (broken.body.errors as { field: string }[]).map((error) => error.field);
    expect(fields.sort()).toEqual([
      'esportRegistrationNumber',
      'grievanceAckHours',
      'grievanceOfficerEmail',
      'grievanceOfficerPhone',
      'grievanceResolveDays',
      'paidEntryMinAge',
      'tdsRatePercent',
    ]);
    expect(broken.body.errors).toContainEqual({
      field: 'grievanceOfficerPhone',
      message: "Enter the grievance officer's phone as an Indian number, like +91 98765 43210",
    });
    expect(await stored()).toEqual(before.rows);
    expect(await rowCount(server, 'audit_entries')).toBe(before.audits);
  });

  it('record nothing when nothing changed', async () => {
    const admin = await createAdmin(server);
    await save(admin, { ...RULES, password: admin.password });
    const count = (await audits()).length;
    const again = await save(admin, { ...RULES, password: admin.password });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Nothing changed: these are the settings already');
    expect((await audits()).length).toBe(count);
  });

  it('list the registration number as missing only while paid tournaments need it', async () => {
    const admin = await createAdmin(server);
    const res = await save(admin, {
      ...RULES,
      esportRegistrationNumber: null,
      requireRegistrationForPaid: false,
      password: admin.password,
    });
    expect(res.body.settings.missing).toEqual([]);
    const needed = await save(admin, {
      ...RULES,
      esportRegistrationNumber: '',
      password: admin.password,
    });
    expect(needed.body.settings.missing).toEqual(['E-sport registration number']);
  });
});
