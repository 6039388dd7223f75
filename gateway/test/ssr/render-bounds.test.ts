import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import { requireServerBuild, serverRenderedRoot } from './built-web-app';

/**
 * Rendering stays bounded when the backend is slow: a visitor waits SSR_TIMEOUT_MS at most for a
 * render, and no more than SSR_MAX_RENDERS pages render at once; past either, the visitor gets
 * the client-rendered shell (which asks for its data itself). So does a gateway with no server
 * build of the web app.
 */
describe('the shell instead of a render', () => {
  let upstream: MswUpstream;
  let release: () => void;
  let gateway: TestGateway | undefined;
  let requestsBefore: number;

  beforeAll(async () => {
    requireServerBuild();
    upstream = await startMswUpstream();
  });
  beforeEach(() => {
    // The tournament lists answer only when the test releases them; blogs at once.
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = async () => {
      await released;
      return HttpResponse.json([]);
    };
    upstream.use(
      http.get('*/api/tourney/tournaments', held),
      http.get('*/api/special/tournaments', held),
      http.get('*/api/user/get-blogs', () => HttpResponse.json([])),
      // The footer's grievance officer is read with every page: none set.
      http.get('*/api/v1/compliance', () =>
        HttpResponse.json({
          esportRegistrationNumber: null,
          grievanceOfficer: { name: null, email: null, phone: null },
          grievanceAckHours: 24,
          grievanceResolveDays: 15,
          escalation: { name: null, contact: null },
          paidEntryMinAge: 18,
        }),
      ),
    );
    requestsBefore = upstream.requests.length;
  });
  afterEach(async () => {
    release();
    await gateway?.close();
  });
  afterAll(() => upstream?.close());

  const listAsked = () =>
    upstream.requests
      .slice(requestsBefore)
      .some(({ path }) => path.startsWith('/api/tourney/tournaments'));

  it('serves the shell when the render takes longer than SSR_TIMEOUT_MS', async () => {
    // Long enough for any render on a busy machine; the held list never comes.
    gateway = await startGateway(upstream.url, { SSR_TIMEOUT_MS: '3000' });
    // A page whose data comes is rendered.
    expect(serverRenderedRoot(await (await fetch(`${gateway.url}/blogs`)).text())).toContain(
      'No blogs yet',
    );

    const response = await fetch(`${gateway.url}/tournaments`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(serverRenderedRoot(html)).toBeUndefined();
    expect(html).toContain('<div id="root"></div>');
    expect(listAsked()).toBe(true);
  });

  it('serves the shell beyond SSR_MAX_RENDERS renders at once', async () => {
    gateway = await startGateway(upstream.url, {
      SSR_MAX_RENDERS: '1',
      SSR_TIMEOUT_MS: '30000',
    });
    const { url } = gateway;
    const slow = fetch(`${url}/tournaments`);
    while (!listAsked()) await new Promise((resolve) => setImmediate(resolve));

    const other = await (await fetch(`${url}/blogs`)).text();
    expect(serverRenderedRoot(other)).toBeUndefined();
    expect(other).toContain('<div id="root"></div>');

    release();
    expect(serverRenderedRoot(await (await slow).text())).toContain('Tournaments');
    // The render over, the next page is rendered again.
    expect(serverRenderedRoot(await (await fetch(`${url}/blogs`)).text())).toContain(
      'No blogs yet',
    );
  });

  it('serves the shell as before when the server build is missing', async () => {
    const noBuild = await mkdtemp(path.join(os.tmpdir(), 'ccl-no-ssr-'));
    try {
      gateway = await startGateway(upstream.url, { SSR_DIST_DIR: noBuild });
      const html = await (await fetch(`${gateway.url}/blogs`)).text();
      expect(serverRenderedRoot(html)).toBeUndefined();
      expect(html).toContain('<div id="root"></div>');
      expect((await fetch(`${gateway.url}/session-mark.js`)).status).toBe(404);
    } finally {
      await rm(noBuild, { recursive: true, force: true });
    }
  });
});
