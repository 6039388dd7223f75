import type {
  OtpCodesTable,
  PicturesTable,
  RoleChangesTable,
  SessionsTable,
  SigningKeysTable,
  UsersTable,
} from './tables/accounts';
import type {
  AuditEntriesTable,
  EventsPrunedTable,
  EventsTable,
  IdempotencyKeysTable,
  NotificationsTable,
} from './tables/change-records';
import type {
  ComplianceSettingsTable,
  HouseAccountsTable,
  HouseEntriesTable,
  PlayerTaxIdsTable,
  PrizeFundingsTable,
} from './tables/compliance';
import type { BlogsTable, ProductsTable } from './tables/content';
import type { GrievanceRepliesTable, GrievancesTable } from './tables/grievances';
import type {
  CheckinOpeningsTable,
  DisputeRefundsTable,
  DisputesTable,
  PrizeHoldOverridesTable,
} from './tables/disputes';
import type {
  LedgerEntriesTable,
  MoneySettingsTable,
  WalletTransactionsTable,
  WalletsTable,
} from './tables/money';
import type {
  StatementImportsTable,
  StatementLinesTable,
  StatementMappingsTable,
} from './tables/statements';
import type { MoneyProposalResultsTable, MoneyProposalsTable } from './tables/money-proposals';
import type {
  MatchPenaltiesTable,
  MatchScreenshotsTable,
  ResultCorrectionsTable,
} from './tables/scoring';
import type { SquadInvitationsTable } from './tables/squads';
import type {
  MatchesTable,
  MatchResultsTable,
  TeamPlayersTable,
  TeamsTable,
  TournamentsTable,
} from './tables/tournaments';

export type {
  OtpCodesTable,
  OtpPurpose,
  PicturesTable,
  RoleChangeSource,
  RoleChangesTable,
  SessionsTable,
  SigningKeysTable,
  UserRole,
  UserRow,
  UsersTable,
} from './tables/accounts';
export type {
  AuditEntriesTable,
  AuditEntryRow,
  EventRow,
  EventsPrunedTable,
  EventsTable,
  IdempotencyKeysTable,
  NotificationKind,
  NotificationRow,
  NotificationsTable,
} from './tables/change-records';
export type {
  ComplianceSettingsRow,
  FunderKind,
  HouseAccountKind,
  HouseEntryReason,
  PrizeFundingRow,
} from './tables/compliance';
export type { BlogsTable, ProductsTable } from './tables/content';
export type { GrievanceReplyRow, GrievanceRow } from './tables/grievances';
export type {
  SquadInvitationRow,
  SquadInvitationStatus,
  SquadInvitationsTable,
  SquadInvitedAs,
} from './tables/squads';
export type {
  CheckinOpeningsTable,
  DisputeRow,
  DisputesTable,
  PrizeHoldOverridesTable,
} from './tables/disputes';
export type {
  LedgerEntriesTable,
  LedgerReason,
  MoneySettingsTable,
  TransactionStatus,
  TransactionType,
  WalletTransactionRow,
  WalletTransactionsTable,
  WalletsTable,
} from './tables/money';
export type {
  MoneyProposalKind,
  MoneyProposalRow,
  MoneyProposalStatus,
} from './tables/money-proposals';
export type {
  MatchesTable,
  MatchResultsTable,
  MatchRow,
  StoredPointsSystem,
  TeamPlayersTable,
  TeamStatus,
  TeamsTable,
  TournamentKind,
  TournamentRow,
  TournamentStatus,
  TournamentsTable,
} from './tables/tournaments';

/** Kysely's view of the tables created by the migrations. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  role_changes: RoleChangesTable;
  pictures: PicturesTable;
  otp_codes: OtpCodesTable;
  signing_keys: SigningKeysTable;
  tournaments: TournamentsTable;
  teams: TeamsTable;
  team_players: TeamPlayersTable;
  match_results: MatchResultsTable;
  matches: MatchesTable;
  wallets: WalletsTable;
  wallet_transactions: WalletTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  blogs: BlogsTable;
  products: ProductsTable;
  audit_entries: AuditEntriesTable;
  events: EventsTable;
  events_pruned: EventsPrunedTable;
  notifications: NotificationsTable;
  idempotency_keys: IdempotencyKeysTable;
  checkin_openings: CheckinOpeningsTable;
  disputes: DisputesTable;
  dispute_refunds: DisputeRefundsTable;
  prize_hold_overrides: PrizeHoldOverridesTable;
  squad_invitations: SquadInvitationsTable;
  match_penalties: MatchPenaltiesTable;
  match_screenshots: MatchScreenshotsTable;
  result_corrections: ResultCorrectionsTable;
  money_settings: MoneySettingsTable;
  statement_imports: StatementImportsTable;
  statement_lines: StatementLinesTable;
  statement_mappings: StatementMappingsTable;
  money_proposals: MoneyProposalsTable;
  money_proposal_results: MoneyProposalResultsTable;
  compliance_settings: ComplianceSettingsTable;
  player_tax_ids: PlayerTaxIdsTable;
  prize_fundings: PrizeFundingsTable;
  house_accounts: HouseAccountsTable;
  house_entries: HouseEntriesTable;
  grievances: GrievancesTable;
  grievance_replies: GrievanceRepliesTable;
}
