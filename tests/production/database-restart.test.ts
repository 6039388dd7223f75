import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_SECRETS, freePort } from '../../bench/support/backend-process';
import { type CompiledProgram, compiledProgram } from '../support/compiled-program';
import { type PrivatePostgres, startPrivatePostgres } from '../support/private-postgres';

/**
 * The compiled backend on a PostgreSQL server that crashes and restarts while a request holds
 * one of its connections: that request fails, the backend stays up and answers the next ones.
 * (A connection cut while in use used to end the process with an unhandled 'error' event.)
 */
describe('the backend while PostgreSQL restarts', () => {
  let postgres: PrivatePostgres;
  let backend: CompiledProgram;
  let dataDir: string;
  let databaseUrl: string;
  const exits: (number | null)[] = [];

  beforeAll(async () => {
    postgres = await startPrivatePostgres({ durable: false });
    databaseUrl = await postgres.createDatabase('ccl_restart');
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ccl-restart-'));
    const port = await freePort();
    backend = compiledProgram({
      entry: 'dist/backend/src/main.js',
      port,
      env: {
        NODE_ENV: 'production',
        ...PROCESS_SECRETS,
        BACKEND_PORT: String(port),
        BACKEND_HOST: '127.0.0.1',
        BACKEND_METRICS_PORT: 'off',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'fatal',
      },
    });
    backend.onUnexpectedExit((code) => exits.push(code));
    await backend.start();
  });

  afterAll(async () => {
    await backend?.stop();
    await postgres?.remove();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  const blogs = () => fetch(`${backend.url}/api/user/get-blogs`);

  it('fails the request caught by the crash and keeps answering afterwards', async () => {
    // A transaction of our own locks the table the blog list reads (and nothing else does), so
    // the backend's read waits inside PostgreSQL, holding its connection, when the server goes.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    blocker.on('error', () => undefined);
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table blogs in access exclusive mode');
    const caught = blogs();
    await expect
      .poll(
        async () => {
          const { rows } = await blocker.query<{ waiting: string }>(
            `select count(*) as waiting from pg_locks
             where relation = 'blogs'::regclass and not granted`,
          );
          return Number(rows[0]!.waiting);
        },
        { timeout: 15_000 },
      )
      .toBe(1);

    await postgres.restart('immediate');

    const answer = await caught;
    expect(answer.status).toBe(500);
    expect(await answer.json()).not.toHaveProperty('stack');
    await expect.poll(async () => (await blogs()).status, { timeout: 15_000 }).toBe(200);
    expect(backend.running).toBe(true);
    expect(exits).toEqual([]);
  });
});
