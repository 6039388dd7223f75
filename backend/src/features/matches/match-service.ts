import type { Db } from '../../db/db';
import type { TournamentRow } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import {
  NOT_REGISTERED,
  TOURNAMENT_NOT_FOUND,
  createEntryReads,
  createTournamentReads,
} from '../tournaments/public';
import {
  toMatchRoomJson,
  toPublicMatchJson,
  toRoomAudienceJson,
  toRoomDetailsJson,
} from './match-json';
import { isReleased } from './match-room';
import { createMatchesRepository } from './matches-repository';
import { withDefaults } from './schedule-rows';

/** Who asks for the rooms: an account and its role. */
export interface Viewer {
  id: number;
  role: string;
}

/** A tournament's row and its matches 1..matches_count, or 404. */
export async function readSchedule(db: Db, tournamentId: number) {
  const tournament: TournamentRow | undefined =
    await createTournamentReads(db).findById(tournamentId);
  if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
  const rows = await createMatchesRepository(db).list(tournamentId);
  return { tournament, matches: withDefaults(tournament, rows) };
}

/**
 * The schedule for everyone (number, map, start, whether the room is out), and the rooms for
 * the members of booked squads (and organisers) only.
 */
export function createMatchService({ db }: ServiceDeps) {
  const entries = createEntryReads(db);

  /** Members of a booked squad, and organisers, may see released rooms; nobody else. */
  async function requireEntrant(tournamentId: number, user: Viewer): Promise<void> {
    if (user.role === 'admin') return;
    if (!(await entries.isEntered(tournamentId, user.id))) throw forbidden(NOT_REGISTERED);
  }

  return {
    async schedule(tournamentId: number) {
      const { matches } = await readSchedule(db, tournamentId);
      return matches.map(toPublicMatchJson);
    },

    /** Every released match's room, by match number. */
    async rooms(tournamentId: number, user: Viewer) {
      const { matches } = await readSchedule(db, tournamentId);
      await requireEntrant(tournamentId, user);
      return matches.filter(isReleased).map(toMatchRoomJson);
    },

    /** SPEC §7 room-details: the latest released match's room, for entrants only. */
    async roomDetails(tournamentId: number, userId: number) {
      const { matches } = await readSchedule(db, tournamentId);
      if (!(await entries.isEntered(tournamentId, userId))) throw forbidden(NOT_REGISTERED);
      return toRoomDetailsJson(matches);
    },

    /**
     * A match's room with the players who may see it, for the gateway alone: one read per room
     * event however many players subscribed. Without a match: the latest released one, else the
     * next one waiting.
     */
    async audience(tournamentId: number, matchNo?: number) {
      const { matches } = await readSchedule(db, tournamentId);
      const match =
        matchNo === undefined
          ? (matches.filter(isReleased).at(-1) ??
            matches.find((row) => row.room_published_at !== null))
          : matches.find((row) => row.match_no === matchNo);
      const entrants = await entries.entrants(tournamentId);
      return toRoomAudienceJson(
        tournamentId,
        match,
        entrants.map((entrant) => entrant.userId),
      );
    },
  };
}

export type MatchService = ReturnType<typeof createMatchService>;
