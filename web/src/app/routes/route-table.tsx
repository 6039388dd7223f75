import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../../components/loader/loader';
import { adminRoutes } from './admin-routes';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { PATHS } from '../../lib/paths';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage, RouteErrorPage } from './fallback-page';
import * as Pages from './pages';

/**
 * The route table of SPEC §2. Every page renders inside the layout; a page that crashes is
 * replaced by the fallback inside the same layout (header and menu stay usable), and an
 * unknown path shows the same fallback with "Not Found".
 */
export const appRoutes: RouteObject[] = [
  {
    // The stream overlay: outside the frame (no header, footer or bar over a stream), public.
    path: PATHS.overlay,
    element: (
      <Suspense fallback={null}>
        <Pages.OverlayPage />
      </Suspense>
    ),
    errorElement: <RouteErrorPage />,
  },
  {
    element: <AppLayout />,
    // Only if the frame itself fails; pages fail into the boundary below.
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Pages.HomePage /> },
          { path: PATHS.tournaments, element: <Pages.TournamentListPage /> },
          { path: PATHS.tournamentDetails, element: <Pages.TournamentDetailsPage /> },
          {
            path: PATHS.specialTournamentDetails,
            element: <Pages.SpecialTournamentDetailsPage />,
          },
          { path: PATHS.history, element: <Pages.HistoryPage /> },
          { path: PATHS.products, element: <Pages.ProductsPage /> },
          { path: PATHS.blogs, element: <Pages.BlogListPage /> },
          { path: PATHS.blogDetails, element: <Pages.BlogDetailPage /> },
          { path: PATHS.blogDetailsSingular, element: <Pages.BlogDetailPage /> },
          { path: PATHS.aboutUs, element: <Pages.AboutPage /> },
          { path: PATHS.contact, element: <Pages.ContactPage /> },
          { path: PATHS.grievanceNew, element: <Pages.FileGrievancePage /> },
          { path: PATHS.grievanceStatus, element: <Pages.GrievanceStatusPage /> },
          { path: PATHS.faqs, element: <Pages.FaqPage /> },
          { path: PATHS.privacyPolicy, element: <Pages.PrivacyPolicyPage /> },
          { path: PATHS.refundPolicy, element: <Pages.RefundPolicyPage /> },
          { path: PATHS.termsAndConditions, element: <Pages.TermsPage /> },
          { path: PATHS.loading, element: <PageLoader /> },
          { path: PATHS.register, element: <Pages.RegisterPage /> },
          { path: PATHS.login, element: <Pages.LoginPage /> },
          { path: PATHS.forgotPassword, element: <Pages.ForgotPasswordPage /> },
          {
            // Account screens: a visitor without a stored token is sent to /login.
            element: <RequireAuth />,
            children: [
              { path: PATHS.profile, element: <Pages.ProfilePage /> },
              { path: PATHS.profileEdit, element: <Pages.EditProfilePage /> },
              { path: PATHS.myTournaments, element: <Pages.MyTournamentsPage /> },
              { path: PATHS.squadInvitations, element: <Pages.SquadInvitationsPage /> },
              { path: PATHS.bookSlot, element: <Pages.BookSlotPage /> },
              { path: PATHS.createTeam, element: <Pages.CreateTeamPage /> },
              { path: PATHS.joinTeam, element: <Pages.JoinTeamPage /> },
              { path: PATHS.wallet, element: <Pages.WalletPage /> },
              { path: PATHS.withdraw, element: <Pages.WithdrawPage /> },
            ],
          },
          adminRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
