import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { startMswUpstream } from '../support/msw-upstream';
import { connect } from './support/live-client';
import { startLiveGateway } from './support/live-gateway';
import { type LiveUpstream, liveTokens, startLiveUpstream } from './support/live-upstream';

const PLAYER = 3;
const FORBIDDEN = { code: 4403, reason: 'Forbidden' };

describe('a live socket and its token', () => {
  let live: LiveUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    live = await startLiveUpstream();
    gateway = await startLiveGateway(live);
  });
  afterAll(async () => {
    await gateway?.close();
    await live?.close();
  });

  it('closes a socket whose token has expired with 4403 at connect', async () => {
    const socket = connect(gateway, await live.tokens.player(PLAYER, '1m ago'));
    expect(await socket.closed).toEqual(FORBIDDEN);
  });

  it('closes a socket with 4403 when its token expires while it is open', async () => {
    const socket = connect(gateway, await live.tokens.player(PLAYER, '2s'));
    await socket.connected;
    const wallet = socket.subscribe('subscription { walletChanged { balance { paise } } }');
    expect((await wallet.next()).data).toEqual({ walletChanged: { balance: { paise: 0 } } });

    expect(await socket.closed).toEqual(FORBIDDEN);
    await expect(wallet.ended).resolves.toEqual([]);
  });
});

describe('a live socket while the platform cannot show its signing keys', () => {
  it('closes with 1013 (try again later), never 4403 that would end the session', async () => {
    const tokens = await liveTokens();
    const upstream = await startMswUpstream(
      http.get('*/.well-known/jwks.json', () => HttpResponse.json({}, { status: 503 })),
    );
    const gateway = await startGateway(upstream.url);
    try {
      const socket = connect(gateway, await tokens.player(PLAYER));
      expect(await socket.closed).toEqual({ code: 1013, reason: 'Try Again Later' });
    } finally {
      await gateway.close();
      await upstream.close();
    }
  });
});
