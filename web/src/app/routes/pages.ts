/// <reference types="vite/client" />
import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';

/**
 * Every page of the route table, each in a chunk of its own. A page is named once, by its file
 * under features/: the loader comes from the glob below and the name from the same path is what
 * the build's manifest knows it by (the server names its chunk and styles in the page's head).
 */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>([
  '../../features/*/components/*-page.tsx',
  // Frames that several pages share, not pages of their own.
  '!**/entry-page.tsx',
  '!**/policy-page.tsx',
]);

function page(file: string, name: string) {
  const load = PAGE_MODULES[`../../features/${file}.tsx`];
  if (!load) throw new Error(`No page module features/${file}.tsx`);
  return lazyPage(load, name, `src/features/${file}.tsx`);
}

export const HomePage = page('home/components/home-page', 'HomePage');

export const TournamentListPage = page(
  'tournaments/components/tournament-list-page',
  'TournamentListPage',
);
export const TournamentDetailsPage = page(
  'tournaments/components/tournament-details-page',
  'TournamentDetailsPage',
);
export const SpecialTournamentDetailsPage = page(
  'tournaments/components/special-tournament-details-page',
  'SpecialTournamentDetailsPage',
);

export const BlogListPage = page('blogs/components/blog-list-page', 'BlogListPage');
export const BlogDetailPage = page('blogs/components/blog-detail-page', 'BlogDetailPage');
export const ProductsPage = page('shop/components/products-page', 'ProductsPage');

export const AboutPage = page('info/components/about-page', 'AboutPage');
export const ContactPage = page('info/components/contact-page', 'ContactPage');
export const FaqPage = page('info/components/faq-page', 'FaqPage');
export const PrivacyPolicyPage = page('info/components/privacy-policy-page', 'PrivacyPolicyPage');
export const RefundPolicyPage = page('info/components/refund-policy-page', 'RefundPolicyPage');
export const TermsPage = page('info/components/terms-page', 'TermsPage');
export const FileGrievancePage = page(
  'grievances/components/file-grievance-page',
  'FileGrievancePage',
);
export const GrievanceStatusPage = page(
  'grievances/components/grievance-status-page',
  'GrievanceStatusPage',
);
export const HistoryPage = page('info/components/history-page', 'HistoryPage');

export const RegisterPage = page('auth/components/register-page', 'RegisterPage');
export const LoginPage = page('auth/components/login-page', 'LoginPage');
export const ForgotPasswordPage = page(
  'auth/components/forgot-password-page',
  'ForgotPasswordPage',
);
export const ProfilePage = page('profile/components/profile-page', 'ProfilePage');
export const EditProfilePage = page('profile/components/edit-profile-page', 'EditProfilePage');
export const SquadInvitationsPage = page(
  'squads/components/squad-invitations-page',
  'SquadInvitationsPage',
);
export const MyTournamentsPage = page(
  'profile/components/my-tournaments-page',
  'MyTournamentsPage',
);

export const BookSlotPage = page('entries/components/book-slot-page', 'BookSlotPage');
export const CreateTeamPage = page('entries/components/create-team-page', 'CreateTeamPage');
export const JoinTeamPage = page('entries/components/join-team-page', 'JoinTeamPage');
export const WalletPage = page('wallet/components/wallet-page', 'WalletPage');
export const WithdrawPage = page('wallet/components/withdraw-page', 'WithdrawPage');

/** The stream overlay, outside the site's frame. */
export const OverlayPage = page('overlay/components/overlay-page', 'OverlayPage');
