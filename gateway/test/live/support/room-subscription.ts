import { vi } from 'vitest';
import type { LiveSocket } from './live-client';
import type { RoomAudience } from './live-upstream';

const ROOM = `subscription Room($id: ID!) {
  roomReleased(tournamentId: $id) { tournamentId released roomId password releasesAt }
}`;

/**
 * Subscribes to a tournament's room and waits until the gateway has read the room as it is now
 * (it listens for events before that read), so the test's next change of the room can only
 * reach the player through an event. Only for a gateway's first room subscription since the last
 * event it heard: later ones share that read (per-event-memo.ts), so a test waits for them to be
 * counted instead (untilSubscriptions).
 */
export async function subscribeToRoom(
  socket: LiveSocket,
  audience: RoomAudience,
  tournamentId: number,
) {
  const before = audience.answered();
  const room = socket.subscribe(ROOM, { id: String(tournamentId) });
  await vi.waitFor(
    () => {
      if (audience.answered() === before) throw new Error('waiting for the first read');
    },
    { timeout: 10_000, interval: 20 },
  );
  return room;
}
