import type { ColumnType, Generated, Selectable } from 'kysely';
import type { GeneratedTimestamp, Timestamp } from './columns';

/** Tournaments, the teams booked into them and their match results. */

export type TournamentKind = 'normal' | 'special';
export type TournamentStatus = 'live' | 'upcoming' | 'cancelled' | 'completed';
export type TeamStatus = 'active' | 'absent' | 'disqualified';

export interface TournamentsTable {
  tourn_id: Generated<number>;
  kind: TournamentKind;
  tourn_name: string;
  title: Generated<string>;
  banner_link: Generated<string>;
  tourn_pp_paise: Generated<number>;
  entry_fee_paise: Generated<number>;
  total_slots: number;
  slots_taken: Generated<number>;
  team_size: Generated<number>;
  matches_count: Generated<number>;
  tourn_type: Generated<string>;
  game_mode: Generated<string>;
  tourn_start: Timestamp;
  reg_start: Timestamp;
  reg_end: Timestamp;
  status: TournamentStatus;
  org_by: Generated<string>;
  discord_link: string | null;
  live_link: string | null;
  room_id: string | null;
  room_password: string | null;
  room_published_at: Date | null;
  /** When players get the published room; null while unpublished. */
  room_release_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When they got it (at publishing, or by the releaser); null until then. */
  room_released_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface TeamsTable {
  id: Generated<number>;
  tournament_id: number;
  team_name: string;
  team_code: string | null;
  leader_id: number;
  whatsapp_number: string;
  status: ColumnType<TeamStatus, TeamStatus | undefined, TeamStatus>;
  /** Why a team is absent or disqualified; null while active. */
  status_reason: string | null;
  created_at: GeneratedTimestamp;
}

export interface TeamPlayersTable {
  team_id: number;
  position: number;
  tournament_id: number;
  user_id: number | null;
  in_game_name: string;
  joined_at: GeneratedTimestamp;
}

export interface MatchResultsTable {
  tournament_id: number;
  match_id: number;
  team_id: number;
  player1_kills: number;
  player2_kills: number;
  player3_kills: number;
  player4_kills: number;
  position_points: number;
  match_participated: number;
  booyah: number;
}

export type TournamentRow = Selectable<TournamentsTable>;
