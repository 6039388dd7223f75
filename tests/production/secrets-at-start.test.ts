import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_SIGNING_KEY_SECRET } from '../../backend/src/tokens/signing-key-sealing';
import { PROCESS_SECRETS, freePort } from '../../bench/support/backend-process';
import { compiledProgram } from '../support/compiled-program';
import { REPO_ROOT } from '../support/product';

const BACKEND = 'dist/backend/src/main.js';

/** Runs a compiled program that is expected to stop by itself: its exit code and all it wrote. */
function runToExit(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(REPO_ROOT, entry)], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

/** The operator's view of a refused start: what to fix, and no stack trace. */
const STACK_LINE = /^\s+at /m;

describe('a production start of the compiled backend and its secrets', () => {
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ccl-secrets-'));
    const port = await freePort();
    env = {
      NODE_ENV: 'production',
      BACKEND_PORT: String(port),
      BACKEND_HOST: '127.0.0.1',
      BACKEND_METRICS_PORT: 'off',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('without them is refused, listing both', async () => {
    const { code, output } = await runToExit(BACKEND, env);
    expect(code).toBe(1);
    expect(output).toContain('GATEWAY_SHARED_SECRET must be set with NODE_ENV=production');
    expect(output).toContain('SIGNING_KEY_SECRET must be set with NODE_ENV=production');
    expect(output).not.toMatch(STACK_LINE);
  });

  it('with another SIGNING_KEY_SECRET than its keys were stored with, stops saying so', async () => {
    const backend = compiledProgram({
      entry: BACKEND,
      port: Number(env.BACKEND_PORT),
      env: { ...env, ...PROCESS_SECRETS },
    });
    await backend.start();
    await backend.stop();

    const { code, output } = await runToExit(BACKEND, {
      ...env,
      ...PROCESS_SECRETS,
      SIGNING_KEY_SECRET: 'not-the-secret-these-keys-were-stored-with',
    });
    expect(code).toBe(1);
    expect(output).toContain(WRONG_SIGNING_KEY_SECRET);
    expect(output).not.toMatch(STACK_LINE);
  });
});
