import type { RouteObject } from 'react-router';
import { PageLoader } from '../../components/loader/loader';
import { PATHS } from '../../lib/paths';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage, RouteErrorPage } from './fallback-page';
import * as Pages from './pages';
import { PendingPage } from './pending-page';

/** Logged-in screens still to be built: each opens on a placeholder. */
const PENDING: readonly [path: string, title: string][] = [
  [PATHS.bookSlot, 'Book Slot'],
  [PATHS.createTeam, 'Create Team'],
  [PATHS.joinTeam, 'Join Team'],
  [PATHS.myTournaments, 'My Tournaments'],
  [PATHS.register, 'Sign Up'],
  [PATHS.login, 'Welcome Back'],
  [PATHS.forgotPassword, 'Forgot Password'],
  [PATHS.profile, 'Profile'],
  [PATHS.profileEdit, 'Edit Profile'],
  [PATHS.withdraw, 'Withdraw Money'],
  [PATHS.wallet, 'Wallet'],
];

/**
 * The route table of SPEC §2. Every page renders inside the layout; a page that crashes is
 * replaced by the fallback inside the same layout (header and menu stay usable), and an
 * unknown path shows the same fallback with "Not Found".
 */
export const appRoutes: RouteObject[] = [
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
          { path: PATHS.faqs, element: <Pages.FaqPage /> },
          { path: PATHS.privacyPolicy, element: <Pages.PrivacyPolicyPage /> },
          { path: PATHS.refundPolicy, element: <Pages.RefundPolicyPage /> },
          { path: PATHS.termsAndConditions, element: <Pages.TermsPage /> },
          { path: PATHS.loading, element: <PageLoader /> },
          ...PENDING.map(([path, title]) => ({ path, element: <PendingPage title={title} /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
