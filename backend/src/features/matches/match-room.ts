import type { Updateable } from 'kysely';
import { defaultReleaseAt } from '#common/match-schedule';
import type { LiveEventKind } from '#common/live-events';
import type { MatchRow, MatchesTable } from '../../db/schema';

export interface RoomPublishing {
  roomId: string;
  roomPassword: string;
  /** ISO; absent: the default lead before the match's start. */
  releaseAt?: string | undefined;
}

export type RoomEvent = Extract<LiveEventKind, 'room.scheduled' | 'room.released' | 'room.changed'>;

export interface RoomPublication {
  columns: Updateable<MatchesTable>;
  event: RoomEvent;
}

/**
 * What publishing a match's room does. A release time still ahead keeps it hidden until then;
 * one that has come releases it at once. A room already released stays released: entrants who
 * saw the old room get the new one at once rather than losing it until a later time.
 */
export function roomPublication(
  current: MatchRow,
  input: RoomPublishing,
  now: Date,
): RoomPublication {
  const releaseAt = input.releaseAt
    ? new Date(input.releaseAt)
    : defaultReleaseAt(new Date(current.starts_at));
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

/** Entrants may see a match's room once it is published and released. */
export const isReleased = (match: MatchRow): boolean =>
  match.room_published_at !== null && match.room_released_at !== null;
