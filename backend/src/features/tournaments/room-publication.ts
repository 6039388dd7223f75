import type { Updateable } from 'kysely';
import type { LiveEventKind } from '#common/live-events';
import type { TournamentRow, TournamentsTable } from '../../db/schema';

/** Without a release time, players get the room this long before the start (SPEC §9). */
export const DEFAULT_RELEASE_LEAD_MS = 10 * 60_000;

export interface RoomPublishing {
  roomId: string;
  roomPassword: string;
  /** ISO; absent: the default lead before the start. */
  releaseAt?: string | undefined;
}

export interface RoomPublication {
  columns: Updateable<TournamentsTable>;
  event: Extract<LiveEventKind, 'room.scheduled' | 'room.released' | 'room.changed'>;
}

/**
 * What publishing a room does. A release time still ahead keeps it hidden until then; one that
 * has come releases it at once. A room already released stays released: players who saw the old
 * room get the new one at once rather than losing it until a later time.
 */
export function roomPublication(
  current: TournamentRow,
  input: RoomPublishing,
  now: Date,
): RoomPublication {
  const releaseAt = input.releaseAt
    ? new Date(input.releaseAt)
    : new Date(current.tourn_start.getTime() - DEFAULT_RELEASE_LEAD_MS);
  const room = { room_id: input.roomId, room_password: input.roomPassword, room_published_at: now };
  if (current.room_published_at !== null && current.room_released_at !== null) {
    return { columns: room, event: 'room.changed' };
  }
  if (releaseAt <= now) {
    return {
      columns: { ...room, room_release_at: releaseAt, room_released_at: now },
      event: 'room.released',
    };
  }
  return {
    columns: { ...room, room_release_at: releaseAt, room_released_at: null },
    event: 'room.scheduled',
  };
}
