import { money, tournamentFixture } from '../../../../test/fixtures';
import { auditEntry } from '../../audit/test/audit-answers';

/** Player answers, shaped as the gateway sends them. */

export function adminUser(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminUser',
    id,
    username: `player${id}`,
    email: `player${id}@gmail.com`,
    mobile: `900000000${id}`,
    role: 'PLAYER',
    banned: false,
    banReason: null,
    bannedAt: null,
    createdAt: '2026-10-01T06:00:00.000Z',
    bio: null,
    balance: money(0),
    entries: [],
    ledger: [],
    bans: [],
    ...overrides,
  };
}

export const ledgerLine = (
  id: string,
  transactionId: string,
  type: string,
  direction: 'CREDIT' | 'DEBIT',
  paise: number,
  afterPaise: number,
) => ({
  __typename: 'LedgerLine',
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  transactionId,
  type,
  direction,
  amount: money(paise),
  balanceAfter: money(afterPaise),
});

export const entry = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'AdminEntry',
  tournament: tournamentFixture({ status: 'COMPLETED' }),
  teamId: '31',
  teamName: 'Team Alpha',
  inGameName: 'AlphaOne',
  position: 1,
  teamStatus: 'ACTIVE',
  ...overrides,
});

export const banRecord = (id: string, reason: string) =>
  auditEntry(id, {
    action: 'PLAYER_BANNED',
    subjectType: 'PLAYER',
    subjectId: '5',
    summary: 'Banned player5',
    reason,
  });
