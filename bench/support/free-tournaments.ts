import type { ApiClient, ApiCallOptions } from './api-client';

/**
 * A night's free tournaments for the live tests and benches: made and booked through the REST
 * API as the gateway calls it, and their rooms released through the GraphQL API as the console
 * does.
 */

const HOUR = 3_600_000;

async function posted(api: ApiClient, path: string, options: ApiCallOptions) {
  const answer = await api.call('POST', path, options);
  if (answer.status >= 300) {
    throw new Error(`POST ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body as Record<string, unknown>;
}

/** A free tournament starting in two hours with registration open; answers its id. */
export async function createFreeTournament(
  api: ApiClient,
  adminToken: string,
  options: { name: string; slots?: number; prizePool?: number },
): Promise<number> {
  const now = Date.now();
  const created = await posted(api, '/api/admin/tournaments', {
    token: adminToken,
    body: {
      kind: 'normal',
      tournName: options.name,
      tournPp: options.prizePool ?? 500,
      entryFee: 0,
      totalSlots: options.slots ?? 12,
      matchesCount: 1,
      tournStart: new Date(now + 2 * HOUR).toISOString(),
      regStart: new Date(now - HOUR).toISOString(),
      regEnd: new Date(now + HOUR).toISOString(),
      status: 'upcoming',
    },
  });
  return created.tournId as number;
}

/** A squad's slot booking as the web app sends it (`POST /api/bookings/slot`). */
export const slotBooking = (tournamentId: number, squad: string) => ({
  tournamentId,
  teamName: squad,
  inGameName: `${squad} IGL`,
  player2: 'P2',
  player3: 'P3',
  player4: 'P4',
  whatsappNumber: '9876543210',
});

/** The player books a slot for their squad, from `clientIp` when given. */
export async function bookFreeSlot(
  api: ApiClient,
  tournamentId: number,
  player: { token: string; clientIp?: string },
  squad: string,
): Promise<void> {
  await posted(api, '/api/bookings/slot', {
    token: player.token,
    clientIp: player.clientIp,
    body: slotBooking(tournamentId, squad),
  });
}

const PUBLISH_ROOM = `mutation ($id: ID!, $roomId: String!, $password: String!, $at: DateTime) {
  publishRoom(tournamentId: $id, roomId: $roomId, password: $password, releaseAt: $at) {
    errors { message }
  }
}`;

/**
 * The organiser releases a tournament's room at `releaseAt` (now by default) through the
 * gateway at `graphqlOrigin`. Answers what went wrong (status and body, or the network error),
 * or undefined when the room was published.
 */
export async function publishRoom(
  graphqlOrigin: string,
  adminToken: string,
  tournamentId: number,
  room: { roomId: string; password: string },
  releaseAt = new Date(),
): Promise<string | undefined> {
  try {
    const answer = await fetch(`${graphqlOrigin}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: PUBLISH_ROOM,
        variables: { id: String(tournamentId), ...room, at: releaseAt.toISOString() },
      }),
    });
    const text = JSON.stringify(await answer.json());
    const published = JSON.stringify({ data: { publishRoom: { errors: [] } } });
    return answer.status === 200 && text === published ? undefined : `${answer.status} ${text}`;
  } catch (error) {
    return `${(error as Error).message} ${String((error as Error).cause ?? '')}`;
  }
}
