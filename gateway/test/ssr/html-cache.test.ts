import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../backend/test/support/test-server';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type Stage, createStage } from '../tournaments/tournament-stage';
import { requireServerBuild, serverRenderedRoot } from './built-web-app';

/** Upstream reads of the tournament lists (the live feed's reads are left out). */
const listReads = (backend: TestServer) =>
  backend.requestLog.filter(({ url }) => /\/(tourney|special)\/tournaments/.test(url)).length;

/** A rendered page is served again to every visitor for SSR_CACHE_MS, with no render. */
describe('the shared cache of rendered pages', () => {
  let backend: TestServer;
  let stage: Stage;

  beforeAll(async () => {
    requireServerBuild();
    backend = await startTestServer();
    stage = await createStage(backend);
    await stage.tournament({ tournName: 'Kalahari Clash', startsInHours: 10 });
  });
  afterAll(() => backend?.close());

  it('serves a page asked for again within the window without asking the backend', async () => {
    const gateway = await startGateway(backend.baseUrl, { SSR_CACHE_MS: '60000' });
    try {
      const first = await (await fetch(`${gateway.url}/tournaments`)).text();
      expect(serverRenderedRoot(first)).toContain('Kalahari Clash');
      const readsAfterFirst = listReads(backend);
      expect(readsAfterFirst).toBeGreaterThan(0);

      await stage.tournament({ tournName: 'Purgatory Scrims', startsInHours: 12 });
      const again = await Promise.all(
        [1, 2, 3].map(async () => (await fetch(`${gateway.url}/tournaments`)).text()),
      );
      expect(again).toEqual([first, first, first]);
      expect(listReads(backend)).toBe(readsAfterFirst);
    } finally {
      await gateway.close();
    }
  });

  it('renders the page anew once the window has passed', async () => {
    const gateway: TestGateway = await startGateway(backend.baseUrl, { SSR_CACHE_MS: '100' });
    try {
      expect(
        serverRenderedRoot(await (await fetch(`${gateway.url}/tournaments`)).text()),
      ).not.toContain('Monsoon Mayhem');
      await stage.tournament({ tournName: 'Monsoon Mayhem', startsInHours: 14 });
      // Asked until it shows: how soon depends on the window, not on a pause of the test's.
      for (;;) {
        const html = await (await fetch(`${gateway.url}/tournaments`)).text();
        if (serverRenderedRoot(html)?.includes('Monsoon Mayhem')) break;
      }
    } finally {
      await gateway.close();
    }
  });
});
