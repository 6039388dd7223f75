import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';

/**
 * The stream overlay's page (/overlay/tournaments/:id) is the web app's shell, public, under the
 * app's strict Content-Security-Policy, and tells search engines to leave it out.
 */
describe('the stream overlay page', () => {
  let upstream: MswUpstream;
  let webDir: string;

  beforeAll(async () => {
    upstream = await startMswUpstream();
    webDir = await mkdtemp(path.join(os.tmpdir(), 'ccl-overlay-'));
    await writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
  });
  afterAll(async () => {
    await upstream.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('answers the shell without a login, noindex, with the app policy', async () => {
    const gateway = await startGateway(upstream.url, { WEB_DIST_DIR: webDir });
    try {
      for (const route of ['/overlay/tournaments/7', '/overlay/tournaments/7?top=5']) {
        const page = await fetch(`${gateway.url}${route}`);
        expect(page.status, route).toBe(200);
        expect(page.headers.get('content-type')).toContain('text/html');
        expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
        const policy = page.headers.get('content-security-policy') ?? '';
        expect(policy).toContain("script-src 'self'");
        expect(policy).not.toContain('unsafe-inline');
        expect(await page.text()).toContain('<div id="root">');
      }
      // Other pages stay indexable.
      const home = await fetch(`${gateway.url}/tournaments`);
      expect(home.headers.get('x-robots-tag')).toBeNull();
      // Read to its end: a connection still sending when the gateway closes holds the close.
      expect(await home.text()).toContain('<div id="root">');
    } finally {
      await gateway.close();
    }
  });
});
