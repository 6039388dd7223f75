import type { RoomFieldsFragment } from '../../../generated/tournaments';

/**
 * What to tell the player about a pushed room. Its first release is told by the bell's
 * notification (and its toast); a room the organiser changes after the release has no
 * notification, yet squads already typing the old ID must hear of it.
 */
export function roomChangeMessage(
  previous: RoomFieldsFragment | null | undefined,
  next: RoomFieldsFragment,
): string | null {
  if (!previous?.released || !next.released) return null;
  if (previous.roomId === next.roomId && previous.password === next.password) return null;
  return 'The room ID or password changed. Open IDP for the new ones.';
}
