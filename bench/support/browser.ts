import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/**
 * Browser measurements for the web benches: the JavaScript and CSS a page load fetches, and a
 * cheap phone on a slow mobile network (Chromium's own throttling through CDP).
 */

/** A 375×812 phone (an iPhone X sized screen, as cheap Android phones are about as wide). */
export const PHONE_VIEWPORT = { width: 375, height: 812 };

/** DevTools' "Slow 4G" in nominal figures: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};

/** A mid-range phone's CPU: 4 times slower than this machine's. */
export const CPU_SLOWDOWN = 4;

/** Throttles the page's network and CPU as on a cheap phone on Slow 4G, from a cold cache. */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

export interface LoadedAsset {
  url: string;
  type: 'script' | 'stylesheet';
  bytes: number;
  /** The body gzipped at level 9: about what a compressing server or CDN would send. */
  gzipBytes: number;
}

/**
 * Records every script and stylesheet the page loads from now on. `done` waits for their bodies
 * and answers them, each once (a file fetched twice counts once).
 */
export function recordAssets(page: Page) {
  const pending: Promise<LoadedAsset | null>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), type, bytes: body.length, gzipBytes: gzipSize(body) }),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  return {
    async done(): Promise<LoadedAsset[]> {
      page.off('response', onResponse);
      const assets = (await Promise.all(pending)).filter((asset) => asset !== null);
      const byUrl = new Map(assets.map((asset) => [asset.url, asset]));
      return [...byUrl.values()];
    },
  };
}

export const gzipSize = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/** A plain-text table: a header row, a rule, then the rows, columns padded to fit. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}
