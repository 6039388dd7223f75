import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_LIMITS, createAddressCounter, socketAddressOf } from '../../src/live/socket-limits';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import { type LiveSocket, connect, untilSockets } from './support/live-client';

const request = (peer: string, forwardedFor?: string | string[]) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('the address a socket comes from', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(socketAddressOf(request('10.0.0.5', '1.2.3.4'), 0)).toBe('10.0.0.5');
  });

  it('is the entry that many trusted hops in front of the peer', () => {
    const chain = '198.51.100.9, 203.0.113.7';
    expect(socketAddressOf(request('10.0.0.5', chain), 1)).toBe('203.0.113.7');
    expect(socketAddressOf(request('10.0.0.5', chain), 2)).toBe('198.51.100.9');
    expect(socketAddressOf(request('10.0.0.5', ['198.51.100.9', '203.0.113.7']), 2)).toBe(
      '198.51.100.9',
    );
  });

  it('is the farthest one known when the chain is shorter than the trusted hops', () => {
    expect(socketAddressOf(request('10.0.0.5', '203.0.113.7'), 3)).toBe('203.0.113.7');
    expect(socketAddressOf(request('10.0.0.5'), 1)).toBe('10.0.0.5');
  });
});

describe('the count of open sockets per address', () => {
  it('admits up to the limit per address, and one more once one is released', () => {
    const counter = createAddressCounter(2);
    expect(counter.admit('a')).toBe(true);
    expect(counter.admit('a')).toBe(true);
    expect(counter.admit('a')).toBe(false);
    expect(counter.admit('b')).toBe(true);
    counter.release('a');
    expect(counter.admit('a')).toBe(true);
    expect(counter.admit('a')).toBe(false);
  });

  it('forgets an address whose sockets all closed', () => {
    const counter = createAddressCounter(1);
    expect(counter.admit('a')).toBe(true);
    counter.release('a');
    counter.release('a');
    expect(counter.admit('a')).toBe(true);
    expect(counter.admit('a')).toBe(false);
  });
});

/** The answer to a WebSocket upgrade: 101 when it opened, else the refusal's status. */
function upgradeStatus(gateway: TestGateway, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${gateway.url.replace('http', 'ws')}/graphql`,
      'graphql-transport-ws',
      {
        headers: { 'x-forwarded-for': address },
      },
    );
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => {
      resolve(101);
      socket.close();
    });
    socket.on('error', reject);
  });
}

describe('sockets per address', () => {
  const CROWDED = '203.0.113.7';
  let upstream: MswUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    upstream = await startMswUpstream();
    gateway = await startGateway(upstream.url, { TRUST_PROXY_HOPS: '1' });
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });

  it(`admits ${SOCKET_LIMITS.socketsPerAddress} sockets from one address and refuses one more with 429`, async () => {
    const limit = SOCKET_LIMITS.socketsPerAddress;
    const sockets: LiveSocket[] = [];
    try {
      for (let n = 0; n < limit; n += 1)
        sockets.push(connect(gateway, undefined, { forwardedFor: CROWDED }));
      await Promise.all(sockets.map((socket) => socket.connected));

      expect(await upgradeStatus(gateway, CROWDED)).toBe(429);
      // Another address behind the same proxy is not held back.
      const elsewhere = connect(gateway, undefined, { forwardedFor: '198.51.100.9' });
      sockets.push(elsewhere);
      await elsewhere.connected;

      // A socket that closes makes room for the next one.
      await sockets.shift()?.close();
      await untilSockets(gateway, limit);
      expect(await upgradeStatus(gateway, CROWDED)).toBe(101);
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
    }
  });
});
