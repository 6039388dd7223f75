import { type TestGateway, startGateway } from '../../support/gateway-server';
import { connect, untilSockets, untilSubscriptions } from './live-client';
import type { LiveUpstream } from './live-upstream';

/** A player the tests never use otherwise: only to start a gateway's live feed. */
const WARM_UP_USER = 99;

/**
 * The gateway on a free port in front of the live upstream, with its live feed started: a
 * player subscribed once and got their wallet pushed, so the feed is reading (or, with Redis,
 * listening). From then on, a counted subscription is one that hears events (see
 * untilSubscriptions); the warm-up socket is gone before the test begins.
 */
export async function startLiveGateway(
  live: LiveUpstream,
  env: Record<string, string> = {},
): Promise<TestGateway> {
  const gateway = await startGateway(live.upstream.url, env);
  const socket = connect(gateway, await live.tokens.player(WARM_UP_USER));
  await socket.subscribe('subscription { walletChanged { balance { paise } } }').next();
  await socket.close();
  await untilSubscriptions(gateway, 0);
  await untilSockets(gateway, 0);
  return gateway;
}
