import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_STAKES_LINE } from '#common/declaration';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import { adminTestTokens } from '../admin/admin-upstream-fixtures';

/**
 * The operator's rules and opening registration (decision 048) over the REST contract, served
 * by msw at the network, as each role: the public read, the organiser's settings and their
 * change (the password asked again), opening registration with each refusal, and the
 * tournament's declaration.
 */

const COMPLIANCE = `{ compliance { registrationNumber grievanceOfficer { name email phone }
  grievanceAckHours grievanceResolveDays escalation { name contact } paidEntryMinAge } }`;
const SETTINGS = `{ admin { complianceSettings { esportRegistrationNumber tdsRatePercent
  tdsThreshold { paise formatted } missing updatedBy } } }`;
const UPDATE = `mutation($input: ComplianceSettingsInput!) {
  updateComplianceSettings(input: $input) {
    errors { field code message } message settings { esportRegistrationNumber missing }
  }
}`;
const OPEN = `mutation($id: ID!) {
  openRegistration(tournamentId: $id) {
    errors { code message } message registration { open registrationNumber problems }
  }
}`;
const DECLARATION = `{ tournament(id: "7") { registrationOpen declaration { gameTitle gameTitleLabel
  feePurpose prizeSource sponsorName registrationNumber noStakes } } }`;

const UPSTREAM_SETTINGS = {
  esportRegistrationNumber: 'ESP-2026-0042',
  requireRegistrationForPaid: true,
  prizeFundedApartFromFees: true,
  grievanceOfficerName: 'Meera Iyer',
  grievanceOfficerEmail: 'grievance@ccl.example',
  grievanceOfficerPhone: '+91 98765 43210',
  grievanceAckHours: 24,
  grievanceResolveDays: 15,
  escalationName: null,
  escalationContact: null,
  tdsRatePercent: 30,
  tdsThreshold: 10000,
  paidEntryMinAge: 18,
  missing: [],
  updatedBy: 'organiser1',
  updatedAt: '2026-11-24T18:05:00.000Z',
};
const { missing: _m, updatedBy: _b, updatedAt: _a, ...SETTINGS_INPUT } = UPSTREAM_SETTINGS;
const INPUT = { ...SETTINGS_INPUT, tdsThreshold: '10000', password: 'organiser-password' };
const PROBLEMS = ['Fund the prize pool: ₹0 of ₹5,000 is in escrow'];

describe('the compliance settings through the gateway', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let tokens: Awaited<ReturnType<typeof adminTestTokens>>;
  const bodies: unknown[] = [];

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
  const upstreamCalls = (part: string) =>
    upstream.requests.filter((request) => request.path.includes(part));

  it('gives anyone the officer, the limits and the escalation tier', async () => {
    upstream.use(
      http.get('*/api/v1/compliance', () =>
        HttpResponse.json({
          esportRegistrationNumber: 'ESP-2026-0042',
          grievanceOfficer: {
            name: 'Meera Iyer',
            email: 'g@ccl.example',
            phone: '+91 98765 43210',
          },
          grievanceAckHours: 24,
          grievanceResolveDays: 15,
          escalation: { name: 'OGAI', contact: 'appeals@oga.example' },
          paidEntryMinAge: 18,
        }),
      ),
    );
    const result = await gateway.graphql(COMPLIANCE);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.compliance).toEqual({
      registrationNumber: 'ESP-2026-0042',
      grievanceOfficer: { name: 'Meera Iyer', email: 'g@ccl.example', phone: '+91 98765 43210' },
      grievanceAckHours: 24,
      grievanceResolveDays: 15,
      escalation: { name: 'OGAI', contact: 'appeals@oga.example' },
      paidEntryMinAge: 18,
    });
  });

  it('gives organisers the settings with the threshold as money', async () => {
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/compliance/settings', () => HttpResponse.json(UPSTREAM_SETTINGS)),
    );
    const result = await asAdmin(SETTINGS);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.admin.complianceSettings).toEqual({
      esportRegistrationNumber: 'ESP-2026-0042',
      tdsRatePercent: 30,
      tdsThreshold: { paise: 1_000_000, formatted: '₹10,000' },
      missing: [],
      updatedBy: 'organiser1',
    });
  });

  it('saves with the password, the threshold in rupees, and shows the backend refusals on their fields', async () => {
    upstream.use(
      tokens.jwks,
      http.put('*/api/admin/compliance/settings', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          message: 'Compliance settings saved',
          settings: UPSTREAM_SETTINGS,
        });
      }),
    );
    const saved = await asAdmin(UPDATE, { input: INPUT });
    expect(saved.body.data.updateComplianceSettings).toEqual({
      errors: [],
      message: 'Compliance settings saved',
      settings: { esportRegistrationNumber: 'ESP-2026-0042', missing: [] },
    });
    expect(bodies).toEqual([{ ...INPUT, tdsThreshold: 10000 }]);

    upstream.use(
      tokens.jwks,
      http.put('*/api/admin/compliance/settings', () =>
        HttpResponse.json(
          {
            message: 'That is not your password',
            errors: [{ field: 'password', message: 'That is not your password' }],
          },
          { status: 400 },
        ),
      ),
    );
    const wrong = await asAdmin(UPDATE, { input: INPUT });
    expect(wrong.body.data.updateComplianceSettings.errors).toEqual([
      { field: 'password', code: 'INVALID', message: 'That is not your password' },
    ]);
  });

  it('refuses a broken rule before any upstream call', async () => {
    upstream.use(tokens.jwks);
    const result = await asAdmin(UPDATE, {
      input: { ...INPUT, grievanceOfficerPhone: '12345', tdsThreshold: 'ten' },
    });
    const { errors } = result.body.data.updateComplianceSettings;
    expect(errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'grievanceOfficerPhone',
      'tdsThreshold',
    ]);
    expect(upstreamCalls('compliance')).toEqual([]);
  });

  it('refuses players and visitors the settings and every change, before any upstream call', async () => {
    upstream.use(tokens.jwks);
    const player = await gateway.graphql(UPDATE, { input: INPUT }, { token: tokens.player });
    expect(player.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitor = await gateway.graphql(OPEN, { id: '7' });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const read = await gateway.graphql(SETTINGS, {}, { token: tokens.player });
    expect(read.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(upstreamCalls('compliance')).toEqual([]);
    expect(upstreamCalls('registration')).toEqual([]);
  });

  it('opens registration, or names each problem and what still keeps it closed', async () => {
    upstream.use(
      tokens.jwks,
      http.post('*/api/admin/tournaments/7/open-registration', () =>
        HttpResponse.json(
          { message: `Registration cannot open yet: ${PROBLEMS[0]}.`, problems: PROBLEMS },
          { status: 409 },
        ),
      ),
      http.get('*/api/admin/tournaments/7/registration', () =>
        HttpResponse.json({
          tournId: 7,
          open: false,
          openedAt: null,
          registrationNumber: null,
          problems: PROBLEMS,
        }),
      ),
    );
    const refused = await asAdmin(OPEN, { id: '7' });
    expect(refused.body.data.openRegistration).toEqual({
      errors: [{ code: 'CONFLICT', message: `Registration cannot open yet: ${PROBLEMS[0]}.` }],
      message: `Registration cannot open yet: ${PROBLEMS[0]}.`,
      registration: { open: false, registrationNumber: null, problems: PROBLEMS },
    });

    upstream.use(
      tokens.jwks,
      http.post('*/api/admin/tournaments/7/open-registration', () =>
        HttpResponse.json({ message: 'Registration is open', tournament: { tournId: 7 } }),
      ),
      http.get('*/api/admin/tournaments/7/registration', () =>
        HttpResponse.json({
          tournId: 7,
          open: true,
          openedAt: '2026-11-24T18:05:00.000Z',
          registrationNumber: 'ESP-2026-0042',
          problems: [],
        }),
      ),
    );
    const opened = await asAdmin(OPEN, { id: '7' });
    expect(opened.body.data.openRegistration).toEqual({
      errors: [],
      message: 'Registration is open',
      registration: { open: true, registrationNumber: 'ESP-2026-0042', problems: [] },
    });
  });

  it("shows the tournament's declaration, and registration closed until opened", async () => {
    upstream.use(
      http.get('*/api/tourney/tournament/7', () =>
        HttpResponse.json({
          tournId: 7,
          tournName: 'Monsoon Clash',
          tournStart: '2030-07-20T14:30:00.000Z',
          status: 'upcoming',
          declaration: {
            gameTitle: 'bgmi',
            gameTitleLabel: 'BGMI',
            feePurpose: 'entry',
            feePurposeLabel: 'Entry to the competition only',
            prizeSource: 'sponsor',
            prizeSourceLabel: "A sponsor's funds",
            sponsorName: 'Acme Energy',
            registrationNumber: null,
            noStakes: NO_STAKES_LINE,
          },
          registrationOpen: false,
        }),
      ),
    );
    const result = await gateway.graphql(DECLARATION);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.tournament).toEqual({
      registrationOpen: false,
      declaration: {
        gameTitle: 'BGMI',
        gameTitleLabel: 'BGMI',
        feePurpose: 'ENTRY',
        prizeSource: 'SPONSOR',
        sponsorName: 'Acme Energy',
        registrationNumber: null,
        noStakes: NO_STAKES_LINE,
      },
    });
  });
});
