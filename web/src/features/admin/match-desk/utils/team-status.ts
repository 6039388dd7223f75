import type { TeamStatus } from '../../../../generated/admin';

export const TEAM_STATUS_LABELS: Record<TeamStatus, string> = {
  ACTIVE: 'Active',
  ABSENT: 'Absent',
  DISQUALIFIED: 'Disqualified',
};

export const TEAM_STATUS_TONES: Record<TeamStatus, string> = {
  ACTIVE: 'console-badge--ok',
  ABSENT: 'console-badge--warn',
  DISQUALIFIED: 'console-badge--danger',
};

export interface StatusChange {
  status: TeamStatus;
  /** The button's label. */
  action: string;
  /** The dialog's title for a team. */
  title: (team: string) => string;
}

const CHANGES: Record<TeamStatus, StatusChange> = {
  ACTIVE: { status: 'ACTIVE', action: 'Mark active', title: (team) => `Mark ${team} active?` },
  ABSENT: { status: 'ABSENT', action: 'Mark absent', title: (team) => `Mark ${team} absent?` },
  DISQUALIFIED: {
    status: 'DISQUALIFIED',
    action: 'Disqualify',
    title: (team) => `Disqualify ${team}?`,
  },
};

/** What a team can become from where it is. */
export const changesFrom = (status: TeamStatus): StatusChange[] =>
  (['ACTIVE', 'ABSENT', 'DISQUALIFIED'] as const)
    .filter((next) => next !== status)
    .map((next) => CHANGES[next]);
