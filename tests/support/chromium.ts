import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium: nothing here ever downloads a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags that work on these machines. Without the background-networking ones Chromium floods a
 * closed network with connections. Playwright adds --headless and a new empty --user-data-dir
 * of its own (it refuses one in `args`) and removes that profile when the browser closes.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: apt-get install chromium`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
