import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startEventStreamReader } from '../../src/live-feed/event-stream-reader';
import { capturedLogger } from '../support/captured-logger';
import { upstreamClientFor } from '../upstream/upstream-fixtures';

/**
 * What the gateway's log says while the backend's event stream cannot be opened: a backend
 * still starting (npm start runs both at once) gets one quiet line, not a warning with a stack
 * at every retry.
 */
describe('the live events reader before the stream has ever opened', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('says once, at info, that it waits for the backend, however many tries fail', async () => {
    // A peer that takes each connection and drops it at once: every try fails, and is counted.
    let tries = 0;
    const peer = net.createServer((socket) => {
      tries += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => peer.close(resolve)));
    const { port } = peer.address() as net.AddressInfo;

    const { client } = upstreamClientFor(`http://127.0.0.1:${port}`);
    const { logger, lines } = capturedLogger();
    const reader = startEventStreamReader({
      upstream: client,
      log: logger as unknown as FastifyBaseLogger,
      onEvent: () => undefined,
    });
    cleanups.push(
      () => reader.stop(),
      () => client.close(),
    );

    await expect.poll(() => tries, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    const live = lines.filter((line) => String(line.msg).startsWith('live events'));
    expect(live.map((line) => [line.level, line.msg])).toEqual([
      [30, 'live events: waiting for the backend to answer'],
    ]);
  });
});
