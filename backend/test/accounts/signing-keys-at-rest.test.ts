import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SECRET_FILES, devSecret } from '#common/dev-secret';
import { buildApp } from '../../src/app';
import { ConfigError } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { createSigningKeysRepository } from '../../src/tokens/signing-keys-repository';
import { generateSigningKey } from '../../src/tokens/token-service';
import { HOUR } from '../support/dates';
import { createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';
import { cliEnvFor } from '../support/cli-env';

/** The signing keys' private parts, as a backup of the database holds them. */
describe('signing keys at rest', () => {
  let server: TestServer;
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(() => server.close());

  /** Another start of the backend on the same database, as after a restart. */
  const restart = async (config = server.config) => {
    const app = await buildApp({ config, db: server.db });
    apps.push(app);
    return app;
  };
  const storedRows = () =>
    server.db.selectFrom('signing_keys').select(['kid', 'private_jwk', 'created_at']).execute();
  const profileStatus = async (app: Awaited<ReturnType<typeof buildApp>>, token: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/v1/profile/me',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;
  /** A key as stored before its private part was encrypted, made `ageHours` ago. */
  const insertPlainKey = async (ageHours: number) => {
    const key = await generateSigningKey();
    await server.db
      .insertInto('signing_keys')
      .values({
        kid: key.kid,
        private_jwk: JSON.stringify(key.privateJwk),
        public_jwk: JSON.stringify(key.publicJwk),
        created_at: new Date(Date.now() - ageHours * HOUR),
      })
      .execute();
    return key;
  };

  it('keeps no private JWK field in clear, and a token still verifies after a restart', async () => {
    const player = await createUser(server);
    const rows = await storedRows();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      for (const field of ['d', 'kty', 'crv', 'x', 'y']) {
        expect(row.private_jwk, `${row.kid} ${field}`).not.toHaveProperty(field);
      }
    }
    const restarted = await restart();
    expect(await profileStatus(restarted, player.token)).toBe(200);
  });

  it('refuses to start with another SIGNING_KEY_SECRET, saying which setting is wrong', async () => {
    const otherSecret = 'another-signing-key-secret-of-32-characters';
    const start = restart({ ...server.config, signingKeySecret: otherSecret });
    await expect(start).rejects.toBeInstanceOf(ConfigError);
    await expect(start).rejects.toThrow(/SIGNING_KEY_SECRET does not open the signing keys/);
  });

  it('encrypts a key stored in clear before, at the next start, and signs with it', async () => {
    const plain = await insertPlainKey(-1);
    await restart();
    const row = (await storedRows()).find((stored) => stored.kid === plain.kid);
    expect(row?.private_jwk).not.toHaveProperty('d');
    const login = await createUser(server);
    const header = JSON.parse(Buffer.from(login.token.split('.')[0] ?? '', 'base64url').toString());
    expect(header.kid).toBe(plain.kid);
  });

  it('deletes a rotated key once every token it signed has expired', async () => {
    const ttlHours = server.config.tokenTtlHours;
    // Rotated out (by `retiring`) longer ago than a token lives: nothing it signed still works.
    const retired = await insertPlainKey(ttlHours + 48);
    const retiring = await insertPlainKey(ttlHours + 24);
    await restart();
    const kids = (await storedRows()).map((row) => row.kid);
    expect(kids).not.toContain(retired.kid);
    // Rotated out by a key made just now: tokens it signed still live.
    expect(kids).toContain(retiring.kid);
    expect(kids.length).toBeGreaterThanOrEqual(2);
  });
});

describe('npm run organiser -- rotate-signing-key', () => {
  const run = promisify(execFile);

  it(
    'stores the new key sealed with the secret of the data folder',
    { timeout: 90_000 },
    async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ccl-rotate-test-'));
      const env = cliEnvFor(dataDir);
      const rotate = () =>
        run(
          process.execPath,
          ['--import', 'tsx', 'backend/src/cli/organiser.ts', 'rotate-signing-key'],
          {
            env,
          },
        );
      try {
        // One run: each starts an embedded database of its own on disk, seconds of the suite.
        expect((await rotate()).stdout).toContain('New signing key');
        const db = await openDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
        try {
          const rows = await db.selectFrom('signing_keys').select(['kid', 'private_jwk']).execute();
          expect(rows).toHaveLength(1);
          for (const row of rows) expect(row.private_jwk).not.toHaveProperty('d');
          const keys = createSigningKeysRepository(
            db,
            devSecret(dataDir, DEV_SECRET_FILES.signingKeys),
          );
          expect((await keys.newest())?.privateJwk).toHaveProperty('d');
        } finally {
          await db.destroy();
        }
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
