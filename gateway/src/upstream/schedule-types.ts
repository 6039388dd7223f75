/** The backend's JSON about a tournament's schedule: its matches, maps, starts and rooms. */

/** One match of `GET /api/tourney/tournament/{tournId}/matches`: never its room. */
export interface UpstreamMatch {
  matchNo: number;
  map: string;
  startsAt: string;
  roomReleaseAt: string | null;
  roomReleased: boolean;
}

/** A match as the schedule resolvers carry it: with the tournament it belongs to. */
export interface MatchSource extends UpstreamMatch {
  tournamentId: string;
}

/** One released room of `GET /api/tourney/tournament/{tournId}/match-rooms` (members and organisers). */
export interface UpstreamMatchRoom {
  matchNo: number;
  roomId: string;
  roomPassword: string;
  releasedAt: string | null;
}

/** One match of `GET /api/admin/tournaments/{id}/matches`: the room as published. */
export interface UpstreamAdminMatch extends UpstreamMatch {
  roomId: string | null;
  roomPassword: string | null;
  roomPublishedAt: string | null;
  roomReleasedAt: string | null;
  resultsPostedAt: string | null;
}
