import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { PATHS } from '../../lib/paths';
import { ConsoleLayout } from '../../features/admin/shell/components/console-layout';
import { RequireOrganiser } from '../../features/admin/shell/components/require-organiser';

/** Console pages: each in a chunk of its own, so players never download any of them. */
const page = {
  Today: lazyPage(() => import('../../features/admin/today/components/today-page'), 'TodayPage'),
  Tournaments: lazyPage(
    () => import('../../features/admin/tournaments/components/tournament-list-page'),
    'AdminTournamentListPage',
  ),
  TournamentForm: lazyPage(
    () => import('../../features/admin/tournaments/components/tournament-form-page'),
    'TournamentFormPage',
  ),
  MatchDesk: lazyPage(
    () => import('../../features/admin/match-desk/components/match-desk-page'),
    'MatchDeskPage',
  ),
  Payouts: lazyPage(
    () => import('../../features/admin/money/components/payouts-page'),
    'PayoutsPage',
  ),
  MoneyDesk: lazyPage(
    () => import('../../features/admin/money/components/money-desk-page'),
    'MoneyDeskPage',
  ),
  Transaction: lazyPage(
    () => import('../../features/admin/money/components/transaction-page'),
    'TransactionPage',
  ),
  Players: lazyPage(
    () => import('../../features/admin/players/components/player-search-page'),
    'PlayerSearchPage',
  ),
  Player: lazyPage(
    () => import('../../features/admin/players/components/player-page'),
    'PlayerPage',
  ),
  Content: lazyPage(
    () => import('../../features/admin/content/components/content-page'),
    'ContentPage',
  ),
  BlogForm: lazyPage(
    () => import('../../features/admin/content/components/blog-form-page'),
    'BlogFormPage',
  ),
  ProductForm: lazyPage(
    () => import('../../features/admin/content/components/product-form-page'),
    'ProductFormPage',
  ),
  Audit: lazyPage(() => import('../../features/admin/audit/components/audit-page'), 'AuditPage'),
  Compliance: lazyPage(
    () => import('../../features/admin/compliance-settings/components/compliance-settings-page'),
    'ComplianceSettingsPage',
  ),
  MoneySettings: lazyPage(
    () => import('../../features/admin/money-settings/components/money-settings-page'),
    'MoneySettingsPage',
  ),
  Books: lazyPage(() => import('../../features/admin/books/components/books-page'), 'BooksPage'),
  Records: lazyPage(
    () => import('../../features/admin/records/components/records-page'),
    'RecordsPage',
  ),
  TaxReport: lazyPage(
    () => import('../../features/admin/tax-report/components/tax-report-page'),
    'TaxReportPage',
  ),
  Grievances: lazyPage(
    () => import('../../features/admin/grievances/components/admin-grievances-page'),
    'AdminGrievancesPage',
  ),
  Grievance: lazyPage(
    () => import('../../features/admin/grievances/components/admin-grievance-page'),
    'AdminGrievancePage',
  ),
  Approvals: lazyPage(
    () => import('../../features/admin/approvals/components/approvals-page'),
    'ApprovalsPage',
  ),
  Statements: lazyPage(
    () => import('../../features/admin/statements/components/statements-page'),
    'StatementsPage',
  ),
  Statement: lazyPage(
    () => import('../../features/admin/statements/components/statement-page'),
    'StatementPage',
  ),
  TournamentBooks: lazyPage(
    () => import('../../features/admin/books/components/tournament-books-page'),
    'TournamentBooksPage',
  ),
};

/** /admin/...: a visitor is sent to /login, a player to /. */
export const adminRoutes: RouteObject = {
  element: <RequireOrganiser />,
  children: [
    {
      element: <ConsoleLayout />,
      children: [
        { path: PATHS.admin, element: <page.Today /> },
        { path: PATHS.adminTournaments, element: <page.Tournaments /> },
        { path: PATHS.adminNewTournament, element: <page.TournamentForm /> },
        { path: PATHS.adminTournament, element: <page.MatchDesk /> },
        { path: PATHS.adminEditTournament, element: <page.TournamentForm /> },
        { path: PATHS.adminPayouts, element: <page.Payouts /> },
        { path: PATHS.adminMoney, element: <page.MoneyDesk /> },
        { path: PATHS.adminMoneySettings, element: <page.MoneySettings /> },
        { path: PATHS.adminTransaction, element: <page.Transaction /> },
        { path: PATHS.adminPlayers, element: <page.Players /> },
        { path: PATHS.adminPlayer, element: <page.Player /> },
        { path: PATHS.adminContent, element: <page.Content /> },
        { path: PATHS.adminNewBlog, element: <page.BlogForm /> },
        { path: PATHS.adminEditBlog, element: <page.BlogForm /> },
        { path: PATHS.adminNewProduct, element: <page.ProductForm /> },
        { path: PATHS.adminEditProduct, element: <page.ProductForm /> },
        { path: PATHS.adminAudit, element: <page.Audit /> },
        { path: PATHS.adminCompliance, element: <page.Compliance /> },
        { path: PATHS.adminGrievances, element: <page.Grievances /> },
        { path: PATHS.adminGrievance, element: <page.Grievance /> },
        { path: PATHS.adminBooks, element: <page.Books /> },
        { path: PATHS.adminRecords, element: <page.Records /> },
        { path: PATHS.adminTaxReport, element: <page.TaxReport /> },
        { path: PATHS.adminApprovals, element: <page.Approvals /> },
        { path: PATHS.adminStatements, element: <page.Statements /> },
        { path: PATHS.adminStatement, element: <page.Statement /> },
        { path: PATHS.adminTournamentBooks, element: <page.TournamentBooks /> },
      ],
    },
  ],
};
