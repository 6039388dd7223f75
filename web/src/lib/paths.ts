/**
 * The routes of SPEC §2, named once: the route table, menus and links all use these. Paths with
 * a parameter come as a pattern (for the route table) and a builder (for links).
 */
export const PATHS = {
  home: '/',
  tournaments: '/tournaments',
  tournamentDetails: '/tournaments-details/:tournamentId',
  specialTournamentDetails: '/special-tournaments-details/:tournamentId',
  bookSlot: '/tournament/bookslot/:tournamentId',
  createTeam: '/special-tournament/create-team/:tournamentId',
  joinTeam: '/special-tournament/join-team/:tournamentId',
  /** The spec shows a My tournaments page without its route; this is the one chosen. */
  myTournaments: '/my-tournaments',
  /** Whole squads (decision 037): the invitations inbox and joining by a squad's code. */
  squadInvitations: '/squads/invitations',
  history: '/history',
  products: '/products',
  blogs: '/blogs',
  blogDetails: '/blogs/:blogId',
  /** The blog sidebar's singular reading of the same page. */
  blogDetailsSingular: '/blog/:blogId',
  register: '/register',
  login: '/login',
  forgotPassword: '/forgot-password',
  profile: '/profile',
  profileEdit: '/profile/edit',
  withdraw: '/withdraw',
  wallet: '/wallet',
  loading: '/loading',
  aboutUs: '/about-us',
  contact: '/contact',
  /** Grievance redressal (decision 049): file a complaint, follow it by number and contact. */
  grievanceNew: '/grievances/new',
  grievanceStatus: '/grievances/status',
  faqs: '/faqs',
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/refund-policy',
  termsAndConditions: '/terms-and-conditions',
  /** The organiser console (role admin only). */
  admin: '/admin',
  adminTournaments: '/admin/tournaments',
  adminNewTournament: '/admin/tournaments/new',
  adminTournament: '/admin/tournaments/:tournamentId',
  adminEditTournament: '/admin/tournaments/:tournamentId/edit',
  adminPayouts: '/admin/tournaments/:tournamentId/payouts',
  adminMoney: '/admin/money',
  /** The money desk's own pages (issue 23); static segments win over :transactionId. */
  adminMoneySettings: '/admin/money/settings',
  adminStatements: '/admin/money/statements',
  adminStatement: '/admin/money/statements/:statementId',
  adminApprovals: '/admin/money/approvals',
  adminBooks: '/admin/money/books',
  adminRecords: '/admin/money/records',
  adminTaxReport: '/admin/money/tax',
  adminTournamentBooks: '/admin/tournaments/:tournamentId/books',
  adminTransaction: '/admin/money/:transactionId',
  adminPlayers: '/admin/players',
  adminPlayer: '/admin/players/:playerId',
  adminContent: '/admin/content',
  adminNewBlog: '/admin/content/blogs/new',
  adminEditBlog: '/admin/content/blogs/:blogId',
  adminNewProduct: '/admin/content/products/new',
  adminEditProduct: '/admin/content/products/:productId',
  adminAudit: '/admin/audit',
  /** The operator's rules for running lawfully in India (issue 24). */
  adminCompliance: '/admin/compliance',
  adminGrievances: '/admin/grievances',
  adminGrievance: '/admin/grievances/:grievanceId',
  /** The stream overlay: live standings for OBS, outside the site's layout (no login). */
  overlay: '/overlay/tournaments/:tournamentId',
} as const;

const encoded = (id: string) => encodeURIComponent(id);

export const tournamentDetailsPath = (id: string) => `/tournaments-details/${encoded(id)}`;
export const specialTournamentDetailsPath = (id: string) =>
  `/special-tournaments-details/${encoded(id)}`;
export const bookSlotPath = (id: string) => `/tournament/bookslot/${encoded(id)}`;
export const createTeamPath = (id: string) => `/special-tournament/create-team/${encoded(id)}`;
export const joinTeamPath = (id: string) => `/special-tournament/join-team/${encoded(id)}`;
export const blogDetailsPath = (id: string) => `/blogs/${encoded(id)}`;
export const blogDetailsSingularPath = (id: string) => `/blog/${encoded(id)}`;

export const adminTournamentPath = (id: string) => `/admin/tournaments/${encoded(id)}`;
export const adminEditTournamentPath = (id: string) => `/admin/tournaments/${encoded(id)}/edit`;
export const adminPayoutsPath = (id: string) => `/admin/tournaments/${encoded(id)}/payouts`;
export const adminStatementPath = (id: string) => `/admin/money/statements/${encoded(id)}`;
export const adminTournamentBooksPath = (id: string) => `/admin/tournaments/${encoded(id)}/books`;
export const adminTransactionPath = (id: string) => `/admin/money/${encoded(id)}`;
export const adminGrievancePath = (id: string) => `/admin/grievances/${encoded(id)}`;
export const adminPlayerPath = (id: string) => `/admin/players/${encoded(id)}`;
export const adminEditBlogPath = (id: string) => `/admin/content/blogs/${encoded(id)}`;
export const adminEditProductPath = (id: string) => `/admin/content/products/${encoded(id)}`;
/** The new-tournament form filled from another tournament (the console's Duplicate). */
export const duplicateTournamentPath = (id: string) => `/admin/tournaments/new?from=${encoded(id)}`;
export const overlayPath = (id: string) => `/overlay/tournaments/${encoded(id)}`;

/** The details page of a tournament of either kind. */
export const detailsPathOf = (tournament: { kind: 'NORMAL' | 'SPECIAL'; id: string }) =>
  tournament.kind === 'SPECIAL'
    ? specialTournamentDetailsPath(tournament.id)
    : tournamentDetailsPath(tournament.id);
