import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_LIMITS } from '../../src/live/socket-limits';
import type { TestGateway } from '../support/gateway-server';
import { type LiveSocket, connect, untilSubscriptions } from './support/live-client';
import { startLiveGateway } from './support/live-gateway';
import { type LiveUpstream, startLiveUpstream } from './support/live-upstream';

const TOURNAMENT = 41;
const UPDATES = `subscription { tournamentUpdated(id: "${TOURNAMENT}") { id slotsAvailable } }`;
const CROWDED = '203.0.113.7';
const ELSEWHERE = '198.51.100.9';
const { subscriptionsPerAddress: LIMIT, subscriptionsPerSocket: PER_SOCKET } = SOCKET_LIMITS;

describe('subscriptions per address, across its sockets', () => {
  let live: LiveUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    live = await startLiveUpstream(
      http.get('*/api/tourney/tournament/:id', () =>
        HttpResponse.json({ tournId: TOURNAMENT, tournName: 'Monsoon Mayhem Cup', slotsAvail: 9 }),
      ),
    );
    gateway = await startLiveGateway(live, { TRUST_PROXY_HOPS: '1' });
  });
  afterAll(async () => {
    await gateway?.close();
    await live?.close();
  });

  it(`serves ${LIMIT} from one address over many sockets and refuses one more on any of them`, async () => {
    const sockets: LiveSocket[] = [];
    const open = (address: string) => {
      const socket = connect(gateway, undefined, { forwardedFor: address });
      sockets.push(socket);
      return socket;
    };
    try {
      const full = Array.from({ length: LIMIT / PER_SOCKET }, () => open(CROWDED));
      const served = full.flatMap((socket) =>
        Array.from({ length: PER_SOCKET }, () => socket.subscribe(UPDATES)),
      );
      await untilSubscriptions(gateway, LIMIT);

      // A new socket of that address is admitted (sockets have their own cap), its subscription not.
      const late = open(CROWDED);
      expect(await late.subscribe(UPDATES).ended).toEqual([
        expect.objectContaining({
          message: `At most ${LIMIT} subscriptions per address; end one to start another.`,
          extensions: { code: 'RATE_LIMITED' },
        }),
      ]);
      // Another address behind the same proxy is not held back.
      const elsewhere = open(ELSEWHERE).subscribe(UPDATES);
      await untilSubscriptions(gateway, LIMIT + 1);

      // Those served still hear their tournament.
      live.stream.send({ kind: 'slots.changed', tournamentId: TOURNAMENT });
      for (const update of [served[0], served.at(-1), elsewhere]) {
        expect((await update?.next())?.data).toEqual({
          tournamentUpdated: { id: '41', slotsAvailable: 9 },
        });
      }

      // A socket that closes gives its subscriptions back to its address.
      await full[0]?.close();
      await untilSubscriptions(gateway, LIMIT + 1 - PER_SOCKET);
      late.subscribe(UPDATES);
      await untilSubscriptions(gateway, LIMIT + 2 - PER_SOCKET);
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
    }
  });
});
