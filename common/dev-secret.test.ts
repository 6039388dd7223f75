import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../backend/src/config';
import { loadGatewayConfig } from '../gateway/src/config';
import { DEV_SECRET_FILES, devSecret } from './dev-secret';

const folders: string[] = [];
const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccl-dev-secret-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** devSecret in a process of its own, as backend and gateway each run it under `npm start`. */
function secretFromAnotherProcess(dataDir: string): Promise<string> {
  const helper = path.join(import.meta.dirname, 'dev-secret.ts');
  const script = `import { devSecret } from ${JSON.stringify(helper)};
process.stdout.write(devSecret(${JSON.stringify(dataDir)}, 'shared'));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`exit ${code}`)),
    );
  });
}

describe('the development secrets', () => {
  it('are the same for backend and gateway on one data folder, and only the owner reads them', () => {
    const dataDir = newDataDir();
    const backend = loadConfig({ DATA_DIR: dataDir });
    const gateway = loadGatewayConfig({ DATA_DIR: dataDir });
    expect(backend.gatewaySharedSecret.length).toBeGreaterThanOrEqual(32);
    expect(gateway.gatewaySharedSecret).toBe(backend.gatewaySharedSecret);
    expect(backend.signingKeySecret).not.toBe(backend.gatewaySharedSecret);
    for (const file of Object.values(DEV_SECRET_FILES)) {
      expect(fs.statSync(path.join(dataDir, file)).mode & 0o777).toBe(0o600);
    }
    // A later start reads the same ones.
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      gatewaySharedSecret: backend.gatewaySharedSecret,
      signingKeySecret: backend.signingKeySecret,
    });
  });

  it('are agreed on by processes making them at the same moment', async () => {
    const dataDir = newDataDir();
    const secrets = await Promise.all(
      Array.from({ length: 4 }, () => secretFromAnotherProcess(dataDir)),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(devSecret(dataDir, 'shared')).toBe(secrets[0]);
    // No temporary file is left behind.
    expect(fs.readdirSync(dataDir)).toEqual(['shared']);
  });

  it('are never made for production, nor used when the environment gives one', () => {
    const dataDir = newDataDir();
    const given = 'g'.repeat(40);
    expect(loadGatewayConfig({ DATA_DIR: dataDir, GATEWAY_SHARED_SECRET: given })).toMatchObject({
      gatewaySharedSecret: given,
    });
    expect(() => loadGatewayConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(
      'GATEWAY_SHARED_SECRET must be set with NODE_ENV=production',
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
