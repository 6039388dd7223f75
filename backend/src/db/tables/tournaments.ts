import type { FeePurpose, GameTitle, PrizeSource } from '#common/declaration';
import type { StoredPrizeTable } from '#common/prize-table';
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
  /** Written as JSON text, read back as the object; the Free Fire standard by default. */
  points_system: ColumnType<StoredPointsSystem, string | undefined, string>;
  /** The prizes announced before booking (migration 012); null when none was set. */
  prize_table: ColumnType<StoredPrizeTable | null, string | null | undefined, string | null>;
  /** The check-in window, in minutes before the first match starts; both null: no check-in. */
  checkin_opens_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  checkin_closes_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** The declaration players read before booking (migration 015). */
  game_title: Generated<GameTitle>;
  fee_purpose: Generated<FeePurpose>;
  prize_source: Generated<PrizeSource>;
  prize_sponsor_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** When bookings were first allowed; null while a paid tournament waits for its rules. */
  registration_opened_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The e-sport registration number the settings held when registration opened. */
  esport_registration_number: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A tournament's placement table and points per kill, as stored (migration 008). */
export interface StoredPointsSystem {
  preset: 'standard' | 'kills_only' | 'custom';
  /** Points for place i + 1; places beyond the list score 0. */
  placementPoints: number[];
  pointsPerKill: number;
}

/** One match of a tournament: its map, its start and its own room. */
export interface MatchesTable {
  tournament_id: number;
  /** 1..matches_count: the §7 calls' `matchId`. */
  match_no: number;
  map: string;
  /** Match 1 starts at the tournament's start. */
  starts_at: Timestamp;
  room_id: string | null;
  room_password: string | null;
  room_published_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When entrants get the published room; null while unpublished. */
  room_release_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When they got it; null until then. */
  room_released_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The first posting of this match's results: the dispute window runs from it. */
  results_posted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
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
  checked_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
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
  /** The finishing place the row was computed from; null for a sheet typed by hand (009). */
  place: ColumnType<number | null, number | null | undefined, number | null>;
}

export type TournamentRow = Selectable<TournamentsTable>;
export type MatchRow = Selectable<MatchesTable>;
