import { lazyPage } from './lazy-page';

/** Every page of the route table, each in a chunk of its own. */

export const HomePage = lazyPage(
  () => import('../../features/home/components/home-page'),
  'HomePage',
);

export const TournamentListPage = lazyPage(
  () => import('../../features/tournaments/components/tournament-list-page'),
  'TournamentListPage',
);
export const TournamentDetailsPage = lazyPage(
  () => import('../../features/tournaments/components/tournament-details-page'),
  'TournamentDetailsPage',
);
export const SpecialTournamentDetailsPage = lazyPage(
  () => import('../../features/tournaments/components/special-tournament-details-page'),
  'SpecialTournamentDetailsPage',
);

export const BlogListPage = lazyPage(
  () => import('../../features/blogs/components/blog-list-page'),
  'BlogListPage',
);
export const BlogDetailPage = lazyPage(
  () => import('../../features/blogs/components/blog-detail-page'),
  'BlogDetailPage',
);
export const ProductsPage = lazyPage(
  () => import('../../features/shop/components/products-page'),
  'ProductsPage',
);

export const AboutPage = lazyPage(
  () => import('../../features/info/components/about-page'),
  'AboutPage',
);
export const ContactPage = lazyPage(
  () => import('../../features/info/components/contact-page'),
  'ContactPage',
);
export const FaqPage = lazyPage(() => import('../../features/info/components/faq-page'), 'FaqPage');
export const PrivacyPolicyPage = lazyPage(
  () => import('../../features/info/components/privacy-policy-page'),
  'PrivacyPolicyPage',
);
export const RefundPolicyPage = lazyPage(
  () => import('../../features/info/components/refund-policy-page'),
  'RefundPolicyPage',
);
export const TermsPage = lazyPage(
  () => import('../../features/info/components/terms-page'),
  'TermsPage',
);
export const HistoryPage = lazyPage(
  () => import('../../features/info/components/history-page'),
  'HistoryPage',
);

export const RegisterPage = lazyPage(
  () => import('../../features/auth/components/register-page'),
  'RegisterPage',
);
export const LoginPage = lazyPage(
  () => import('../../features/auth/components/login-page'),
  'LoginPage',
);
export const ForgotPasswordPage = lazyPage(
  () => import('../../features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
export const ProfilePage = lazyPage(
  () => import('../../features/profile/components/profile-page'),
  'ProfilePage',
);
export const EditProfilePage = lazyPage(
  () => import('../../features/profile/components/edit-profile-page'),
  'EditProfilePage',
);
export const MyTournamentsPage = lazyPage(
  () => import('../../features/profile/components/my-tournaments-page'),
  'MyTournamentsPage',
);

export const BookSlotPage = lazyPage(
  () => import('../../features/entries/components/book-slot-page'),
  'BookSlotPage',
);
export const CreateTeamPage = lazyPage(
  () => import('../../features/entries/components/create-team-page'),
  'CreateTeamPage',
);
export const JoinTeamPage = lazyPage(
  () => import('../../features/entries/components/join-team-page'),
  'JoinTeamPage',
);
export const WalletPage = lazyPage(
  () => import('../../features/wallet/components/wallet-page'),
  'WalletPage',
);
export const WithdrawPage = lazyPage(
  () => import('../../features/wallet/components/withdraw-page'),
  'WithdrawPage',
);
