import type { ServiceDeps } from '../../service-deps';
import { createMatchService } from '../matches/public';

/**
 * A match's room with the players who may see it, for the gateway alone: one read per room
 * event however many players subscribed, each entitled one then gets what the match's room read
 * would give them.
 */
export function createRoomAudienceService(deps: ServiceDeps) {
  const matches = createMatchService(deps);
  return {
    get: (tournamentId: number, matchNo?: number) => matches.audience(tournamentId, matchNo),
  };
}

export type RoomAudienceService = ReturnType<typeof createRoomAudienceService>;
