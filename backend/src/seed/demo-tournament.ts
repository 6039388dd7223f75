import type { TournamentKind, TournamentStatus } from '../db/schema';
import type { Moment } from './demo-time';

export interface DemoTournament {
  kind: TournamentKind;
  status: TournamentStatus;
  name: string;
  title: string;
  banner: string;
  prizePoolRupees: number;
  entryFeeRupees: number;
  totalSlots: number;
  matchesCount: number;
  tournType: string;
  gameMode: string;
  regStart: Moment;
  regEnd: Moment;
  start: Moment;
  orgBy: string;
  discordLink: string | null;
  liveLink: string | null;
  /** Teams booked; this is also the tournament's slots taken. */
  teams: number;
  /** Whether the demo player's squad is one of them. */
  withDemoSquad: boolean;
  /** Matches with results: all of them once completed, some while live, none before. */
  matchesPlayed: number;
  /** Special teams still filling up: players joined per team, in team order (default 4). */
  playersJoined?: number[];
  room?: { id: string; password: string };
  /** The check-in window, minutes before the first match (issue 22); none when left out. */
  checkIn?: { opens: number; closes: number };
}

// Links and the start time that tournaments of both kinds share.
export const DISCORD = 'https://discord.gg/creatorscombatleague';
export const YOUTUBE_LIVE = 'https://www.youtube.com/@CreatorsCombatLeague/live';

/** Evening in India (20:00 IST) is when most squads can play. */
export const PRIME_TIME = '14:30';
