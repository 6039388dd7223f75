import type { ColumnType, Generated, Selectable } from 'kysely';
import type { GeneratedTimestamp } from './columns';

/** A booker's invitations to teammates with accounts (migration 010, decision 037). */

export type SquadInvitationStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';
export type SquadInvitedAs = 'mobile' | 'username';

export interface SquadInvitationsTable {
  id: Generated<number>;
  tournament_id: number;
  team_id: number;
  invited_by: number;
  invitee_id: number;
  /** How the booker named the teammate: what the booker's list shows of them. */
  invited_as: SquadInvitedAs;
  status: ColumnType<
    SquadInvitationStatus,
    SquadInvitationStatus | undefined,
    SquadInvitationStatus
  >;
  created_at: GeneratedTimestamp;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type SquadInvitationRow = Selectable<SquadInvitationsTable>;
