import type { Room } from '../../generated/resolvers-types';
import type {
  MatchSource,
  UpstreamAdminMatch,
  UpstreamMatch,
  UpstreamMatchRoom,
} from '../../upstream/schedule-types';

/** The public schedule's matches, each knowing its tournament (its room is read by that id). */
export const matchSourcesOf = (tournamentId: string, matches: UpstreamMatch[]): MatchSource[] =>
  matches.map((match) => ({ ...match, tournamentId }));

/** A released match room as the Room type shows it. */
export const matchRoomOf = (tournamentId: string, room: UpstreamMatchRoom): Room => ({
  tournamentId,
  matchNumber: room.matchNo,
  released: true,
  roomId: room.roomId,
  password: room.roomPassword,
  releasesAt: null,
});

/** The room as the organiser published it; null before. */
export function scheduledRoomOf(match: UpstreamAdminMatch) {
  if (!match.roomPublishedAt) return null;
  return {
    roomId: match.roomId ?? '',
    password: match.roomPassword ?? '',
    publishedAt: match.roomPublishedAt,
    releaseAt: match.roomReleaseAt ?? match.roomPublishedAt,
    releasedAt: match.roomReleasedAt,
  };
}
