/**
 * Every upstream call, once, exactly as SPEC §7 shows it: with or without the /api prefix,
 * with its method, path parameters in braces, query parameters and whether it carries the
 * player's bearer token. Nothing else in the gateway knows a path.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface UpstreamRoute {
  method: HttpMethod;
  /** Relative to UPSTREAM_URL; `{name}` marks a path parameter. */
  path: string;
  /** Sends the player's token. */
  auth: boolean;
  /** Moves money or takes a slot: the client's Idempotency-Key goes with it (decision 023). */
  idempotent?: true;
}

// Generic in the method, so the type of ROUTES knows which routes are reads (see ReadRouteName).
const route = <M extends HttpMethod>(method: M, path: string, auth = false) => ({
  method,
  path,
  auth,
});

/** A write the backend answers once per Idempotency-Key. */
const once = <R extends UpstreamRoute>(write: R) => ({ ...write, idempotent: true as const });

export const ROUTES = {
  tournaments: route('GET', '/api/tourney/tournaments'),
  specialTournaments: route('GET', '/api/special/tournaments'),
  tournament: route('GET', '/api/tourney/tournament/{tournId}'),
  specialTournament: route('GET', 'special/tournament/{tournamentId}'),
  blogs: route('GET', '/api/user/get-blogs'),
  login: route('POST', '/api/auth/login'),
  sendRegistrationOtp: route('POST', '/api/auth/send-registration-otp'),
  register: route('POST', '/api/auth/register'),
  forgotPassword: route('POST', '/api/auth/forgot-password'),
  verifyOtp: route('POST', '/api/auth/verify-otp'),
  resetPassword: route('POST', '/api/auth/reset-password'),
  logout: route('POST', '/api/auth/logout', true),
  logoutAll: route('POST', '/api/auth/logout-all', true),
  myTournaments: route('GET', '/api/bookings/my-tournaments', true),
  isBooked: route('GET', '/api/bookings/isBooked/{tournId}', true),
  teamDetails: route('GET', '/api/bookings/get-team-details/{tournId}', true),
  roomDetails: route('GET', '/api/tourney/{tournId}/room-details', true),
  matchSchedule: route('GET', '/api/tourney/tournament/{tournId}/matches'),
  prizeTable: route('GET', '/api/tourney/tournament/{tournId}/prize-table'),
  matchRooms: route('GET', '/api/tourney/tournament/{tournId}/match-rooms', true),
  results: route('GET', '/api/points/getResultsByTournId'),
  matchResults: route('GET', '/api/points/getResultsByTournId&MatchId'),
  matchNotes: route('GET', '/api/points/match-notes'),
  profile: route('GET', '/api/v1/profile/me', true),
  updatePicture: route('PUT', '/api/v1/profile/update-picture', true),
  picture: route('GET', '/api/v1/profile/pictures/{id}'),
  updateProfile: route('PUT', 'v1/profile/update', true),
  balance: route('GET', '/api/wallet/balance', true),
  withdraw: once(route('POST', '/api/wallet/withdraw', true)),
  addMoney: once(route('POST', 'wallet/add-money', true)),
  transactions: route('GET', 'wallet/transactions', true),
  depositPayee: route('GET', '/api/wallet/payee', true),
  bookSlot: once(route('POST', 'bookings/slot', true)),
  specialTeams: route('GET', 'teams/bookings/{tournamentId}', true),
  myTeam: route('GET', 'teams/my-team', true),
  createTeam: once(route('POST', 'teams/create', true)),
  joinTeam: once(route('POST', 'teams/join', true)),
  products: route('GET', 'products.json'),

  notifications: route('GET', '/api/notifications', true),
  markNotificationRead: route('POST', '/api/notifications/{id}/read', true),
  markAllNotificationsRead: route('POST', '/api/notifications/read-all', true),

  // Whole squads (decision 037): the booker's invitations, the squad code, members.
  squadInvitations: route('GET', '/api/squads/invitations', true),
  mySquad: route('GET', '/api/squads/mine', true),
  inviteToSquad: route('POST', '/api/squads/invite', true),
  acceptSquadInvitation: route('POST', '/api/squads/invitations/{id}/accept', true),
  declineSquadInvitation: route('POST', '/api/squads/invitations/{id}/decline', true),
  cancelSquadInvitation: route('POST', '/api/squads/invitations/{id}/cancel', true),
  joinSquad: route('POST', '/api/squads/join', true),
  leaveSquad: route('POST', '/api/squads/{teamId}/leave', true),
  removeSquadMember: route('POST', '/api/squads/{teamId}/members/{userId}/remove', true),
  adminSquad: route('GET', '/api/admin/squads/{teamId}', true),

  // Check-in and disputes (issue 22).
  checkInWindow: route('GET', '/api/tournaments/{tournamentId}/check-in-window'),
  myCheckIn: route('GET', '/api/tournaments/{tournamentId}/check-in', true),
  checkIn: route('POST', '/api/tournaments/{tournamentId}/check-in', true),
  openDispute: route('POST', '/api/tournaments/{tournamentId}/matches/{matchNo}/disputes', true),
  myDisputes: route('GET', '/api/disputes/mine', true),
  uploadScreenshot: route('POST', '/api/screenshots', true),
  adminCheckIns: route('GET', '/api/admin/tournaments/{id}/check-ins', true),
  adminDisputes: route('GET', '/api/admin/disputes', true),
  adminResolveDispute: route('POST', '/api/admin/disputes/{id}/resolve', true),
  adminPrizeHold: route('GET', '/api/admin/tournaments/{id}/prize-hold', true),
  adminOverridePrizeHold: route('POST', '/api/admin/tournaments/{id}/prize-hold/override', true),

  // The gateway's own reads for live updates (the backend answers them to the gateway only).
  liveEvents: route('GET', '/api/events'),
  roomAudience: route('GET', '/api/events/rooms/{tournId}'),

  // The organiser's operations ("server side, not shown" in the spec).
  adminToday: route('GET', '/api/admin/today', true),
  adminConsoleCounts: route('GET', '/api/admin/console-counts', true),
  adminAudit: route('GET', '/api/admin/audit', true),
  adminBanner: route('POST', '/api/admin/banners', true),
  adminTournaments: route('GET', '/api/admin/tournaments', true),
  adminTournament: route('GET', '/api/admin/tournaments/{id}', true),
  adminCreateTournament: route('POST', '/api/admin/tournaments', true),
  adminUpdateTournament: once(route('PATCH', '/api/admin/tournaments/{id}', true)),
  adminCancellation: route('GET', '/api/admin/tournaments/{id}/cancellation', true),
  adminStatusPreview: route('GET', '/api/admin/tournaments/{id}/status-preview', true),
  adminPublishRoom: route('PUT', '/api/admin/tournaments/{id}/room', true),
  adminMatchSchedule: route('GET', '/api/admin/tournaments/{id}/matches', true),
  adminEditMatch: route('PATCH', '/api/admin/tournaments/{id}/matches/{matchNo}', true),
  adminPublishMatchRoom: route('PUT', '/api/admin/tournaments/{id}/matches/{matchNo}/room', true),
  adminMessageSquads: once(route('POST', '/api/admin/tournaments/{id}/messages', true)),
  adminResults: route('GET', '/api/admin/tournaments/{id}/results', true),
  adminPostResults: route('POST', '/api/admin/tournaments/{id}/results', true),
  adminFinishingOrder: route(
    'POST',
    '/api/admin/tournaments/{id}/matches/{matchNo}/finishing-order',
    true,
  ),
  adminAddPenalty: route('POST', '/api/admin/tournaments/{id}/matches/{matchNo}/penalties', true),
  adminRemovePenalty: route('DELETE', '/api/admin/tournaments/{id}/penalties/{penaltyId}', true),
  adminAttachScreenshot: route(
    'POST',
    '/api/admin/tournaments/{id}/matches/{matchNo}/screenshots',
    true,
  ),
  adminRemoveScreenshot: route(
    'DELETE',
    '/api/admin/tournaments/{id}/screenshots/{screenshotId}',
    true,
  ),
  adminParticipants: route('GET', '/api/admin/tournaments/{id}/participants', true),
  adminSetTeamStatus: route('PUT', '/api/admin/tournaments/{id}/teams/{teamId}/status', true),
  adminPayouts: once(route('POST', '/api/admin/tournaments/{id}/payouts', true)),
  adminPrizes: route('GET', '/api/admin/tournaments/{id}/payouts', true),
  adminPayoutPlan: route('GET', '/api/admin/tournaments/{id}/payout-plan', true),
  adminTransactions: route('GET', '/api/admin/wallet/transactions', true),
  adminTransaction: route('GET', '/api/admin/wallet/transactions/{id}', true),
  adminApproveTransaction: once(route('POST', '/api/admin/wallet/transactions/{id}/approve', true)),
  adminRejectTransaction: once(route('POST', '/api/admin/wallet/transactions/{id}/reject', true)),
  // Two-person control of money (decision 043).
  adminMoneyProposals: route('GET', '/api/admin/money/proposals', true),
  adminMoneyControls: route('GET', '/api/admin/money/controls', true),
  adminSetMoneyControls: route('PUT', '/api/admin/money/controls', true),
  adminProposeManualCredit: route('POST', '/api/admin/money/manual-credits', true),
  adminApproveMoneyProposal: once(route('POST', '/api/admin/money/proposals/{id}/approve', true)),
  adminRefuseMoneyProposal: route('POST', '/api/admin/money/proposals/{id}/refuse', true),
  adminCancelMoneyProposal: route('POST', '/api/admin/money/proposals/{id}/cancel', true),
  adminUsers: route('GET', '/api/admin/users', true),
  adminUser: route('GET', '/api/admin/users/{id}', true),
  adminUserLedger: route('GET', '/api/admin/users/{id}/ledger', true),
  adminUserEntries: route('GET', '/api/admin/users/{id}/entries', true),
  adminBanUser: route('POST', '/api/admin/users/{id}/ban', true),
  adminUnbanUser: route('POST', '/api/admin/users/{id}/unban', true),
  adminCreateBlog: route('POST', '/api/admin/blogs', true),
  adminUpdateBlog: route('PATCH', '/api/admin/blogs/{id}', true),
  adminDeleteBlog: route('DELETE', '/api/admin/blogs/{id}', true),
  adminCreateProduct: route('POST', '/api/admin/products', true),
  adminUpdateProduct: route('PATCH', '/api/admin/products/{id}', true),
  adminDeleteProduct: route('DELETE', '/api/admin/products/{id}', true),
  // The platform's payee (issue 23, decision 041).
  adminPayee: route('GET', '/api/admin/money/payee', true),
  adminSetPayee: route('PUT', '/api/admin/money/payee', true),
  adminClosePayments: route('POST', '/api/admin/money/payee/close', true),
  // The books (issue 23, decision 045): summaries, the daily close and the CSV downloads.
  adminTournamentBooks: route('GET', '/api/admin/tournaments/{id}/books', true),
  adminDailyClose: route('GET', '/api/admin/books/days', true),
  adminCloseDay: route('POST', '/api/admin/books/days/{day}/close', true),
  adminBooksExport: route('GET', '/api/admin/books/exports/{kind}', true),
  myStatement: route('GET', '/api/wallet/statement', true),
  // The prize escrow apart from fees (issue 24, decision 046).
  adminPrizePool: route('GET', '/api/admin/tournaments/{id}/prize-pool', true),
  adminFundPrizePool: route('POST', '/api/admin/tournaments/{id}/prize-funding', true),
  adminReturnPrizePool: route('POST', '/api/admin/tournaments/{id}/prize-pool/return', true),
  adminMarkPrizeReturnPaid: route(
    'POST',
    '/api/admin/prize-fundings/{fundingId}/return-paid',
    true,
  ),
  // The records for an auditor or the Authority (issue 24, decision 050).
  adminRecords: route('GET', '/api/admin/records', true),
  adminRecordsExport: route('GET', '/api/admin/records.csv', true),
  // Tax on winnings, PAN and age for paid entry (issue 24, decision 047).
  myPan: route('GET', '/api/v1/profile/pan', true),
  setPan: route('PUT', '/api/v1/profile/pan', true),
  setDateOfBirth: route('PUT', '/api/v1/profile/date-of-birth', true),
  adminTaxWithholding: route('GET', '/api/admin/tax/withholding', true),
  adminTaxWithholdingExport: route('GET', '/api/admin/tax/withholding.csv', true),
  // Reconciliation from the bank statement (issue 23, decision 042).
  adminImportStatement: route('POST', '/api/admin/statements', true),
  adminStatements: route('GET', '/api/admin/statements', true),
  adminStatementMappings: route('GET', '/api/admin/statements/mappings', true),
  adminStatement: route('GET', '/api/admin/statements/{id}', true),
  adminApproveStatementMatches: route('POST', '/api/admin/statements/{id}/approve', true),
  // Grievance redressal (issue 24, decision 049): the filer's (a token when logged in) and the console's.
  fileGrievance: route('POST', '/api/v1/grievances', true),
  grievanceStatus: route('GET', '/api/v1/grievances/{number}'),
  myGrievances: route('GET', '/api/v1/grievances/mine', true),
  adminGrievances: route('GET', '/api/admin/grievances', true),
  adminGrievance: route('GET', '/api/admin/grievances/{id}', true),
  adminAcknowledgeGrievance: route('POST', '/api/admin/grievances/{id}/acknowledge', true),
  adminReplyToGrievance: route('POST', '/api/admin/grievances/{id}/reply', true),
  adminResolveGrievance: route('POST', '/api/admin/grievances/{id}/resolve', true),
  adminCloseGrievance: route('POST', '/api/admin/grievances/{id}/close', true),
  adminGrievancesExport: route('GET', '/api/admin/grievances.csv', true),
  // The operator's rules and opening registration (issue 24, decision 048).
  compliance: route('GET', '/api/v1/compliance'),
  adminComplianceSettings: route('GET', '/api/admin/compliance/settings', true),
  adminSetComplianceSettings: route('PUT', '/api/admin/compliance/settings', true),
  adminRegistration: route('GET', '/api/admin/tournaments/{id}/registration', true),
  adminOpenRegistration: route('POST', '/api/admin/tournaments/{id}/open-registration', true),
  jwks: route('GET', '/.well-known/jwks.json'),
} as const satisfies Record<string, UpstreamRoute>;

export type RouteName = keyof typeof ROUTES;

/** The routes that only read (GET): the ones DataLoader may share and the client may retry. */
export type ReadRouteName = {
  [K in RouteName]: (typeof ROUTES)[K]['method'] extends 'GET' ? K : never;
}[RouteName];

export const isReadRoute = (name: RouteName): name is ReadRouteName =>
  ROUTES[name].method === 'GET';

/**
 * A path parameter that would change which path is called: empty, or a dot segment ("." or
 * "..") that URL resolution removes (encodeURIComponent leaves dots alone). Refused before
 * anything is sent.
 */
export class InvalidPathParam extends Error {
  constructor(
    readonly route: RouteName,
    readonly param: string,
  ) {
    super(`route ${route}: path parameter ${param} is empty or a dot segment`);
    this.name = 'InvalidPathParam';
  }
}

const DOT_SEGMENT = /^\.{1,2}$/;

export type PathParams = Record<string, string | number>;
export type QueryParams = Record<string, string | number | undefined>;

/**
 * The URL of a call: path parameters encoded into the path, the rest as query parameters.
 * Relative paths resolve against the base as the spec's client resolves them.
 */
export function upstreamUrl(
  baseUrl: URL,
  name: RouteName,
  params: PathParams = {},
  query: QueryParams = {},
): URL {
  const path = ROUTES[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`route ${name} needs path parameter ${key}`);
    const text = String(value);
    if (!text.trim() || DOT_SEGMENT.test(text)) throw new InvalidPathParam(name, key);
    return encodeURIComponent(text);
  });
  const base = baseUrl.href.endsWith('/') ? baseUrl : new URL(`${baseUrl.href}/`);
  const url = new URL(path.startsWith('/') ? `.${path}` : path, base);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}
