import type { RoomFieldsFragment } from '../../../generated/tournaments';

/**
 * What to tell the player about a pushed room. A match's room (issue 22) is told by the bell,
 * released or changed, labelled with its match. A room without a match number (an upstream of
 * one room per tournament) had no notification for a change, yet squads already typing the old
 * ID must hear of it.
 */
export function roomChangeMessage(
  previous: RoomFieldsFragment | null | undefined,
  next: RoomFieldsFragment,
): string | null {
  if (!previous?.released || !next.released) return null;
  // A room that names its match is told by the bell, released or changed ("Match 2 room").
  if (next.matchNumber) return null;
  if (previous.roomId === next.roomId && previous.password === next.password) return null;
  return 'The room ID or password changed. Open IDP for the new ones.';
}
