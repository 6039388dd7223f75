import { DEMO_PLAYER, DEMO_TOURNAMENTS } from '../../backend/src/seed/demo-data';
import { adminRead, blogIdByTitle, tournamentIdByName } from '../support/backend-api';
import { BLOG } from './route-checks';

/** Ids of the seeded records the console's parameterised screens open. */
export interface ConsoleIds {
  tournament: string;
  transaction: string;
  player: string;
  blog: string;
}

const COMPLETED = DEMO_TOURNAMENTS.find((t) => t.kind === 'normal' && t.status === 'completed');

/** The seeded records the console screens open, read with an organiser's token. */
export async function consoleIdsOf(backendUrl: string, token: string): Promise<ConsoleIds> {
  const [transaction] = await adminRead<{ id: number }[]>(
    backendUrl,
    token,
    '/api/admin/wallet/transactions?status=APPROVED&limit=1',
  );
  const [player] = await adminRead<{ id: number; role: string }[]>(
    backendUrl,
    token,
    // The demo player by its own name: the demo's second organiser's name starts with demo too.
    `/api/admin/users?search=${DEMO_PLAYER.username}`,
  );
  if (!COMPLETED || !transaction || !player) throw new Error('the demo data changed');
  return {
    tournament: await tournamentIdByName(backendUrl, 'normal', COMPLETED.name),
    transaction: String(transaction.id),
    player: String(player.id),
    blog: await blogIdByTitle(backendUrl, BLOG),
  };
}

/** Every screen of the organiser's console. */
export const CONSOLE_SCREENS: { name: string; path: (ids: ConsoleIds) => string }[] = [
  { name: 'admin-today', path: () => '/admin' },
  { name: 'admin-tournaments', path: () => '/admin/tournaments' },
  { name: 'admin-tournament-new', path: () => '/admin/tournaments/new' },
  { name: 'admin-tournament-edit', path: (ids) => `/admin/tournaments/${ids.tournament}/edit` },
  { name: 'admin-match-desk', path: (ids) => `/admin/tournaments/${ids.tournament}` },
  { name: 'admin-payouts', path: (ids) => `/admin/tournaments/${ids.tournament}/payouts` },
  { name: 'admin-money-deposits', path: () => '/admin/money' },
  { name: 'admin-money-withdrawals', path: () => '/admin/money?tab=withdrawals' },
  { name: 'admin-transaction', path: (ids) => `/admin/money/${ids.transaction}` },
  { name: 'admin-money-settings', path: () => '/admin/money/settings' },
  { name: 'admin-statements', path: () => '/admin/money/statements' },
  { name: 'admin-approvals', path: () => '/admin/money/approvals' },
  { name: 'admin-books', path: () => '/admin/money/books' },
  { name: 'admin-records', path: () => '/admin/money/records' },
  { name: 'admin-tax-report', path: () => '/admin/money/tax' },
  {
    name: 'admin-tournament-books',
    path: (ids) => `/admin/tournaments/${ids.tournament}/books`,
  },
  { name: 'admin-players', path: () => '/admin/players' },
  { name: 'admin-player', path: (ids) => `/admin/players/${ids.player}` },
  { name: 'admin-content', path: () => '/admin/content' },
  { name: 'admin-blog-edit', path: (ids) => `/admin/content/blogs/${ids.blog}` },
  { name: 'admin-product-new', path: () => '/admin/content/products/new' },
  { name: 'admin-audit', path: () => '/admin/audit' },
  { name: 'admin-grievances', path: () => '/admin/grievances' },
  { name: 'admin-compliance', path: () => '/admin/compliance' },
];
