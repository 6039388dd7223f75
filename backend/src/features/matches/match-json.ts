import type { MatchRow } from '../../db/schema';
import { isReleased } from './match-room';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/**
 * A match as everyone may see it: its number, map, start, and whether (or when) its room goes
 * out, never the room itself.
 */
export const toPublicMatchJson = (match: MatchRow) => ({
  matchNo: match.match_no,
  map: match.map,
  startsAt: new Date(match.starts_at).toISOString(),
  roomReleaseAt: match.room_published_at ? iso(match.room_release_at) : null,
  roomReleased: isReleased(match),
});

/** A released match's room, for the members of booked squads. */
export const toMatchRoomJson = (match: MatchRow) => ({
  matchNo: match.match_no,
  roomId: match.room_id ?? '',
  roomPassword: match.room_password ?? '',
  releasedAt: iso(match.room_released_at),
});

/** A match as its organiser runs it: the room as published, released or not. */
export const toAdminMatchJson = (match: MatchRow) => ({
  ...toPublicMatchJson(match),
  roomId: match.room_published_at ? match.room_id : null,
  roomPassword: match.room_published_at ? match.room_password : null,
  roomPublishedAt: iso(match.room_published_at),
  roomReleasedAt: iso(match.room_released_at),
  resultsPostedAt: iso(match.results_posted_at),
});

export type AdminMatchJson = ReturnType<typeof toAdminMatchJson>;

/**
 * SPEC §7's room-details: the latest released match's room; empty strings until one is out,
 * with `releaseAt` of the next published room that waits.
 */
export function toRoomDetailsJson(matches: MatchRow[]) {
  const released = matches.filter(isReleased).at(-1);
  if (released) {
    return {
      roomId: released.room_id ?? '',
      roomPassword: released.room_password ?? '',
      releaseAt: null,
    };
  }
  const waiting = matches.find((match) => match.room_published_at !== null);
  return { roomId: '', roomPassword: '', releaseAt: iso(waiting?.room_release_at ?? null) };
}

/** A match's room and who may see it, for the gateway to push to every entitled subscriber. */
export function toRoomAudienceJson(
  tournamentId: number,
  match: MatchRow | undefined,
  entrantIds: number[],
) {
  const released = match !== undefined && isReleased(match);
  return {
    tournamentId,
    matchNo: match?.match_no ?? null,
    roomId: released ? match.room_id : null,
    roomPassword: released ? match.room_password : null,
    releaseAt: match?.room_published_at && !released ? iso(match.room_release_at) : null,
    releasedAt: released ? iso(match.room_released_at) : null,
    entrantIds,
  };
}
