import { notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import {
  createEntryReads,
  createTournamentReads,
  toRoomAudienceJson,
  TOURNAMENT_NOT_FOUND,
} from '../tournaments/public';

/**
 * A tournament's room with the players who may see it, for the gateway alone: one read per room
 * event however many players subscribed, each entitled one then gets what room-details would
 * give them.
 */
export function createRoomAudienceService({ db }: ServiceDeps) {
  const tournaments = createTournamentReads(db);
  const entries = createEntryReads(db);

  return {
    async get(tournamentId: number) {
      const row = await tournaments.findById(tournamentId);
      if (!row) throw notFound(TOURNAMENT_NOT_FOUND);
      const entrants = await entries.entrants(tournamentId);
      return toRoomAudienceJson(
        row,
        entrants.map((entrant) => entrant.userId),
      );
    },
  };
}

export type RoomAudienceService = ReturnType<typeof createRoomAudienceService>;
