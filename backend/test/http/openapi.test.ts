import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banUser, createAdmin, createUser, tokenFor } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';

/**
 * The OpenAPI document is what integrators generate clients from (decision 031): every
 * operation has a stable, unique operationId, says who may call it, and lists the refusals it
 * really gives with the body they come in. The refusals are checked by asking every route as
 * a stranger, a player, a banned player and an organiser, with nothing in the request.
 */

interface Response {
  description: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, Response>;
  parameters?: { in: string; name: string }[];
}

interface Document {
  servers?: { url: string }[];
  components: {
    schemas: Record<string, { required?: string[] }>;
    securitySchemes: Record<string, unknown>;
  };
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Clients name their methods by these: changing one breaks every integrator's build. A new
 * operation adds its line here.
 */
const STABLE_IDS: Record<string, string> = {
  'POST /api/auth/send-registration-otp': 'sendRegistrationOtp',
  'POST /api/auth/register': 'register',
  'POST /api/auth/login': 'login',
  'POST /api/auth/logout': 'logout',
  'POST /api/auth/logout-all': 'logoutAllDevices',
  'POST /api/auth/forgot-password': 'forgotPassword',
  'POST /api/auth/verify-otp': 'verifyResetOtp',
  'POST /api/auth/reset-password': 'resetPassword',
  'GET /api/tourney/tournaments': 'listNormalTournaments',
  'GET /api/special/tournaments': 'listSpecialTournaments',
  'GET /api/tourney/tournament/{tournId}': 'getTournament',
  'GET /api/special/tournament/{tournamentId}': 'getSpecialTournamentDetails',
  'GET /api/tourney/{tournId}/room-details': 'getRoomDetails',
  'POST /api/bookings/slot': 'bookSlot',
  'GET /api/bookings/isBooked/{tournId}': 'isBooked',
  'GET /api/bookings/my-tournaments': 'listMyTournaments',
  'GET /api/bookings/get-team-details/{tournId}': 'listBookedTeams',
  'POST /api/teams/create': 'createTeam',
  'POST /api/teams/join': 'joinTeam',
  'GET /api/teams/bookings/{tournamentId}': 'listTournamentTeams',
  'GET /api/teams/my-team': 'getMyTeam',
  'GET /api/points/getResultsByTournId': 'getStandings',
  'GET /api/points/getResultsByTournId&MatchId': 'getMatchResults',
  'GET /api/wallet/balance': 'getWalletBalance',
  'POST /api/wallet/add-money': 'requestDeposit',
  'POST /api/wallet/withdraw': 'requestWithdrawal',
  'GET /api/wallet/transactions': 'listMyTransactions',
  'GET /api/v1/profile/me': 'getMyProfile',
  'PUT /api/v1/profile/update': 'updateProfile',
  'PUT /api/v1/profile/update-picture': 'updateProfilePicture',
  'GET /api/v1/profile/pictures/{id}': 'getPicture',
  'GET /api/user/get-blogs': 'listBlogs',
  'GET /api/products.json': 'listProducts',
  'GET /api/notifications': 'getNotifications',
  'POST /api/notifications/read-all': 'markAllNotificationsRead',
  'POST /api/notifications/{id}/read': 'markNotificationRead',
  'GET /api/events': 'streamLiveEvents',
  'GET /api/events/rooms/{tournId}': 'getRoomAudience',
  'GET /api/admin/users': 'adminListUsers',
  'GET /api/admin/users/{id}': 'adminGetUser',
  'GET /api/admin/users/{id}/ledger': 'adminGetUserLedger',
  'GET /api/admin/users/{id}/entries': 'adminGetUserEntries',
  'POST /api/admin/users/{id}/ban': 'adminBanUser',
  'DELETE /api/admin/users/{id}/ban': 'adminLiftBan',
  'POST /api/admin/users/{id}/unban': 'adminUnbanUser',
  'GET /api/admin/tournaments': 'adminListTournaments',
  'POST /api/admin/tournaments': 'adminCreateTournament',
  'GET /api/admin/tournaments/{id}': 'adminGetTournament',
  'PATCH /api/admin/tournaments/{id}': 'adminUpdateTournament',
  'GET /api/admin/tournaments/{id}/cancellation': 'adminPreviewCancellation',
  'GET /api/admin/tournaments/{id}/status-preview': 'adminPreviewStatusChange',
  'PUT /api/admin/tournaments/{id}/room': 'adminPublishRoom',
  'POST /api/admin/tournaments/{id}/messages': 'adminMessageSquads',
  'GET /api/admin/tournaments/{id}/participants': 'adminListParticipants',
  'PUT /api/admin/tournaments/{id}/teams/{teamId}/status': 'adminSetTeamStatus',
  'GET /api/admin/tournaments/{id}/results': 'adminListResultSheets',
  'POST /api/admin/tournaments/{id}/results': 'adminSaveMatchResults',
  'GET /api/admin/tournaments/{id}/payouts': 'adminListTournamentPrizes',
  'POST /api/admin/tournaments/{id}/payouts': 'adminPayWinnings',
  'GET /api/admin/wallet/transactions': 'adminListTransactions',
  'GET /api/admin/wallet/transactions/{id}': 'adminGetTransaction',
  'POST /api/admin/wallet/transactions/{id}/approve': 'adminApproveTransaction',
  'POST /api/admin/wallet/transactions/{id}/reject': 'adminRejectTransaction',
  'POST /api/admin/blogs': 'adminCreateBlog',
  'PATCH /api/admin/blogs/{id}': 'adminUpdateBlog',
  'DELETE /api/admin/blogs/{id}': 'adminDeleteBlog',
  'POST /api/admin/products': 'adminCreateProduct',
  'PATCH /api/admin/products/{id}': 'adminUpdateProduct',
  'DELETE /api/admin/products/{id}': 'adminDeleteProduct',
  'GET /api/admin/audit': 'adminListAuditEntries',
  'GET /api/admin/today': 'adminGetToday',
  'GET /api/admin/console-counts': 'adminGetConsoleCounts',
  'POST /api/admin/banners': 'adminUploadBanner',
  'GET /api/tournaments/{tournamentId}/check-in-window': 'getCheckInWindow',
  'GET /api/tournaments/{tournamentId}/check-in': 'getMyCheckIn',
  'POST /api/tournaments/{tournamentId}/check-in': 'checkIn',
  'GET /api/admin/tournaments/{id}/check-ins': 'adminListCheckIns',
  'POST /api/tournaments/{tournamentId}/matches/{matchNo}/disputes': 'openDispute',
  'GET /api/disputes/mine': 'listMyDisputes',
  'POST /api/screenshots': 'uploadScreenshot',
  'GET /api/admin/disputes': 'adminListDisputes',
  'POST /api/admin/disputes/{id}/resolve': 'adminResolveDispute',
  'GET /api/admin/tournaments/{id}/prize-hold': 'adminGetPrizeHold',
  'POST /api/admin/tournaments/{id}/prize-hold/override': 'adminOverridePrizeHold',
};

/** Never sent: every probe is a stranger to the gateway's routes (the event stream stays shut). */
const GATEWAY_SECRET = 'openapi-test-gateway-secret-0123456789';
/** No row has this id: routes that read one answer their "not found". */
const UNKNOWN_ID = '999999';

type Caller = 'stranger' | 'player' | 'banned player' | 'organiser';

describe('the OpenAPI document', () => {
  let server: TestServer;
  let document: Document;
  let operations: { call: string; method: string; path: string; operation: Operation }[];
  let tokenOf: (caller: Caller) => Promise<string | undefined>;

  beforeAll(async () => {
    server = await startTestServer({ GATEWAY_SHARED_SECRET: GATEWAY_SECRET });
    document = (await fetch(`${server.baseUrl}/api/openapi.json`).then((res) =>
      res.json(),
    )) as Document;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        call: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        operation,
      })),
    );
    const player = await createUser(server);
    const banned = await createUser(server);
    await banUser(server, banned.id);
    const organiser = await createAdmin(server);
    // A session of its own for every call: a probe of logout must not end the next probe's.
    const ids = { player: player.id, 'banned player': banned.id, organiser: organiser.id };
    tokenOf = async (caller) =>
      caller === 'stranger'
        ? undefined
        : tokenFor(server, ids[caller], caller === 'organiser' ? 'admin' : 'player');
  });
  afterAll(() => server.close());

  /** The operation asked by `caller` with no body, no query and unknown ids in its path. */
  async function probe(method: string, path: string, caller: Caller) {
    const token = await tokenOf(caller);
    const response = await fetch(`${server.baseUrl}${path.replace(/\{[^}]+\}/g, UNKNOWN_ID)}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    return { status: response.status, body: isJson && text ? JSON.parse(text) : text };
  }

  const errorSchemaOf = (response: Response) => {
    const ref = response.content?.['application/json']?.schema?.$ref ?? '';
    return document.components.schemas[ref.replace('#/components/schemas/', '')];
  };

  it('lists each operation once, under /api, with a server to call', () => {
    expect(operations.length).toBeGreaterThanOrEqual(Object.keys(STABLE_IDS).length);
    expect(operations.filter(({ path }) => !path.startsWith('/api/'))).toEqual([]);
    expect(document.servers?.length).toBeGreaterThan(0);
  });

  it('gives every operation an operationId of its own', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(operations.filter(({ operation }) => !operation.operationId)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the operationIds clients were generated with', () => {
    const documented = Object.fromEntries(
      operations.map(({ call, operation }) => [call, operation.operationId]),
    );
    for (const [call, id] of Object.entries(STABLE_IDS)) expect(documented[call], call).toBe(id);
  });

  it('says who may call every operation, with schemes it defines', () => {
    for (const { call, operation } of operations) {
      expect(operation.security, call).toBeDefined();
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) {
          expect(document.components.securitySchemes, call).toHaveProperty([scheme]);
        }
      }
    }
  });

  it('gives every operation a 4xx answer with the body it comes in', () => {
    for (const { call, operation } of operations) {
      const refusals = Object.keys(operation.responses).filter((status) => status.startsWith('4'));
      expect(refusals, call).not.toEqual([]);
      for (const status of refusals) {
        expect(errorSchemaOf(operation.responses[status]!), `${call} ${status}`).toBeDefined();
      }
    }
  });

  it('says bearer where the route checks a token, the gateway where only it may call', async () => {
    for (const { call, method, path, operation } of operations) {
      const requirements = operation.security ?? [];
      const schemes = requirements.flatMap((requirement) => Object.keys(requirement));
      // `{}` among the requirements: anyone may call, and a token only says who (a complaint).
      const anyoneMay = requirements.some((requirement) => Object.keys(requirement).length === 0);
      const { status } = await probe(method, path, 'stranger');
      if (anyoneMay) expect([401, 403], call).not.toContain(status);
      else if (schemes.includes('bearer')) expect(status, call).toBe(401);
      else if (schemes.includes('gateway')) expect(status, call).toBe(403);
      else expect([401, 403], call).not.toContain(status);
    }
  });

  it('documents every refusal a route gives, in the body it documents', async () => {
    const callers: Caller[] = ['stranger', 'player', 'banned player', 'organiser'];
    const undocumented: string[] = [];
    for (const { call, method, path, operation } of operations) {
      const answers = await Promise.all(callers.map((caller) => probe(method, path, caller)));
      for (const [index, { status, body }] of answers.entries()) {
        if (status < 400 || status >= 500) continue;
        const documented = operation.responses[String(status)];
        const missing = documented
          ? (errorSchemaOf(documented)?.required ?? []).filter((key) => !(key in body))
          : ['the status'];
        const caller = callers[index];
        if (missing.length) undocumented.push(`${call} as ${caller}: ${status} lacks ${missing}`);
      }
    }
    expect(undocumented).toEqual([]);
  });
});
