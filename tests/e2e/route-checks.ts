import type { Locator, Page } from 'playwright-core';
import {
  DEMO_BLOGS,
  DEMO_PLAYER,
  DEMO_PRODUCTS,
  DEMO_TOURNAMENTS,
} from '../../backend/src/seed/demo-data';

/** Ids of the seeded records the parameterised routes open. */
export interface SeededIds {
  normalTournament: string;
  specialTournament: string;
  blog: string;
}

const named = (kind: 'normal' | 'special', status: string) => {
  const found = DEMO_TOURNAMENTS.find((t) => t.kind === kind && t.status === status);
  if (!found) throw new Error(`the demo data has no ${status} ${kind} tournament`);
  return found.name;
};

/** The seeded records the routes open: upcoming tournaments of each kind and the first blog. */
export const NORMAL_TOURNAMENT = named('normal', 'upcoming');
export const SPECIAL_TOURNAMENT = named('special', 'upcoming');
export const BLOG = DEMO_BLOGS[0]!.title;
const PRODUCT = DEMO_PRODUCTS[0]!.name;

export interface RouteCheck {
  /** The screenshot's name: test-results/screenshots/<name>-<width>.png. */
  name: string;
  path: (ids: SeededIds) => string;
  /** What a user sees there: every locator must show. */
  shows: (page: Page) => Locator[];
  /** The page's tabs, the one it opens on first: each panel is checked as a screen of its own. */
  tabs?: string[];
}

const DETAILS_TABS = ['ALL', 'RULES', 'POINTS', 'TEAMS', 'IDP'];
const SPECIAL_DETAILS_TABS = ['ALL', 'RULES', 'TEAMS', 'My Team'];

const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

/** A page heading, or the login screen a logged-in screen may redirect a visitor to. */
const headingOrLogin = (page: Page, name: string) =>
  heading(page, name).or(heading(page, 'Welcome Back'));

const text = (page: Page, value: string) =>
  page.getByRole('main').getByText(value, { exact: true });

const pending = (name: string, path: string, title: string): RouteCheck => ({
  name,
  path: () => path,
  shows: (page) => [headingOrLogin(page, title)],
});

/** Every route of SPEC §2 and what it shows a visitor. */
export const ROUTE_CHECKS: RouteCheck[] = [
  {
    name: 'home',
    path: () => '/',
    shows: (page) => [
      heading(page, 'Creators Combat League'),
      page.getByRole('link', { name: 'Bookings open now' }),
      page.getByRole('link', { name: 'Join the Battle' }),
    ],
  },
  {
    name: 'tournaments',
    path: () => '/tournaments',
    shows: (page) => [
      heading(page, 'Tournaments'),
      page.getByRole('searchbox', { name: 'Search tournaments' }),
      page.getByRole('heading', { name: NORMAL_TOURNAMENT }),
    ],
  },
  {
    name: 'tournaments-details',
    path: (ids) => `/tournaments-details/${ids.normalTournament}`,
    shows: (page) => [
      heading(page, NORMAL_TOURNAMENT),
      page.getByRole('tab', { name: 'ALL' }),
      page.getByRole('link', { name: 'Login to Book Slot' }),
    ],
    tabs: DETAILS_TABS,
  },
  {
    name: 'special-tournaments-details',
    path: (ids) => `/special-tournaments-details/${ids.specialTournament}`,
    shows: (page) => [
      heading(page, SPECIAL_TOURNAMENT),
      text(page, 'FreeFire'),
      page.getByRole('tab', { name: 'My Team' }),
    ],
    tabs: SPECIAL_DETAILS_TABS,
  },
  {
    name: 'tournament-bookslot',
    path: (ids) => `/tournament/bookslot/${ids.normalTournament}`,
    shows: (page) => [headingOrLogin(page, 'Book Slot')],
  },
  {
    name: 'special-tournament-create-team',
    path: (ids) => `/special-tournament/create-team/${ids.specialTournament}`,
    shows: (page) => [headingOrLogin(page, 'Create Team')],
  },
  {
    name: 'special-tournament-join-team',
    path: (ids) => `/special-tournament/join-team/${ids.specialTournament}`,
    shows: (page) => [headingOrLogin(page, 'Join Team')],
  },
  {
    name: 'history',
    path: () => '/history',
    shows: (page) => [page.getByRole('main').getByRole('heading', { level: 1, name: /history/i })],
  },
  {
    name: 'products',
    path: () => '/products',
    shows: (page) => [heading(page, 'Products'), page.getByRole('heading', { name: PRODUCT })],
  },
  {
    name: 'blogs',
    path: () => '/blogs',
    shows: (page) => [heading(page, 'Blogs'), page.getByRole('heading', { name: BLOG })],
  },
  {
    name: 'blogs-detail',
    path: (ids) => `/blogs/${ids.blog}`,
    shows: (page) => [heading(page, BLOG), page.getByRole('heading', { name: 'About the Author' })],
  },
  {
    // The blog sidebar's singular reading of the same page (SPEC §2).
    name: 'blog-detail',
    path: (ids) => `/blog/${ids.blog}`,
    shows: (page) => [heading(page, BLOG)],
  },
  {
    name: 'register',
    path: () => '/register',
    shows: (page) => [heading(page, 'Sign Up')],
  },
  {
    name: 'login',
    path: () => '/login',
    shows: (page) => [heading(page, 'Welcome Back')],
  },
  {
    name: 'forgot-password',
    path: () => '/forgot-password',
    shows: (page) => [heading(page, 'Forgot Password')],
  },
  pending('profile', '/profile', 'Profile'),
  pending('profile-edit', '/profile/edit', 'Edit Profile'),
  pending('withdraw', '/withdraw', 'Withdraw Money'),
  pending('wallet', '/wallet', 'Wallet'),
  {
    name: 'loading',
    path: () => '/loading',
    shows: (page) => [page.getByRole('main').getByRole('status')],
  },
  {
    name: 'about-us',
    path: () => '/about-us',
    shows: (page) => [
      heading(page, 'About Us'),
      page.getByRole('main').getByRole('link', { name: 'Play Now' }),
    ],
  },
  {
    name: 'contact',
    path: () => '/contact',
    shows: (page) => [heading(page, 'Contact Us'), text(page, 'Hyderabad, India')],
  },
  {
    name: 'grievance-new',
    path: () => '/grievances/new',
    shows: (page) => [
      heading(page, 'File a complaint'),
      page.getByRole('button', { name: 'Submit complaint' }),
    ],
  },
  {
    name: 'grievance-status',
    path: () => '/grievances/status',
    shows: (page) => [
      heading(page, 'Complaint status'),
      page.getByRole('button', { name: 'Check status' }),
    ],
  },
  {
    name: 'faqs',
    path: () => '/faqs',
    shows: (page) => [
      heading(page, 'Frequently Asked Questions'),
      page.getByRole('button', { name: 'How do I sign up?' }),
    ],
  },
  {
    name: 'privacy-policy',
    path: () => '/privacy-policy',
    shows: (page) => [heading(page, 'Privacy Policy')],
  },
  {
    name: 'refund-policy',
    path: () => '/refund-policy',
    shows: (page) => [
      heading(page, 'Refund Policy'),
      page.getByRole('main').getByText(/within 14 days/),
    ],
  },
  {
    name: 'terms-and-conditions',
    path: () => '/terms-and-conditions',
    shows: (page) => [heading(page, 'Terms and Conditions')],
  },
];

/** A player's own header: the session was restored. */
const playerHeader = (page: Page) => page.getByRole('link', { name: /^Wallet balance/ });

const asPlayer = (
  name: string,
  path: (ids: SeededIds) => string,
  title: string,
  tabs?: string[],
): RouteCheck => ({
  name: `player-${name}`,
  path,
  shows: (page) => [playerHeader(page), heading(page, title)],
  tabs,
});

/**
 * The screens the seeded demo player sees otherwise than a visitor does: the forms and pages
 * behind the login, the booking areas, and My tournaments (SPEC §2). Every one has the player's
 * header, the only difference on the other routes.
 */
export const PLAYER_ROUTE_CHECKS: RouteCheck[] = [
  asPlayer(
    'tournaments-details',
    (ids) => `/tournaments-details/${ids.normalTournament}`,
    NORMAL_TOURNAMENT,
    DETAILS_TABS,
  ),
  asPlayer(
    'special-tournaments-details',
    (ids) => `/special-tournaments-details/${ids.specialTournament}`,
    SPECIAL_TOURNAMENT,
    SPECIAL_DETAILS_TABS,
  ),
  asPlayer(
    'tournament-bookslot',
    (ids) => `/tournament/bookslot/${ids.normalTournament}`,
    'Book Slot',
  ),
  asPlayer(
    'special-tournament-create-team',
    (ids) => `/special-tournament/create-team/${ids.specialTournament}`,
    'Create Team',
  ),
  asPlayer(
    'special-tournament-join-team',
    (ids) => `/special-tournament/join-team/${ids.specialTournament}`,
    'Join Team',
  ),
  asPlayer('profile', () => '/profile', DEMO_PLAYER.username),
  asPlayer('profile-edit', () => '/profile/edit', 'Edit Profile'),
  asPlayer('my-tournaments', () => '/my-tournaments', 'My Tournaments'),
  asPlayer('wallet', () => '/wallet', 'Wallet', ['Deposit', 'Withdraw', 'Transactions']),
  asPlayer('withdraw', () => '/withdraw', 'Withdraw Money'),
];
