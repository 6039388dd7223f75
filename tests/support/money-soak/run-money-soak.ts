import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { BENCH_ADMIN, PROCESS_SECRETS, freePort } from '../../../bench/support/backend-process';
import { percentile } from '../../../bench/support/load';
import { type CompiledProgram, compiledProgram } from '../compiled-program';
import { type PrivatePostgres, startPrivatePostgres } from '../private-postgres';
import { beliefViolations } from './soak-belief-checks';
import { type Beliefs, newBeliefs } from './soak-beliefs';
import {
  type InjectedFault,
  type UnexpectedExit,
  injectFaults,
  planFaults,
  supervise,
} from './soak-faults';
import { type RetryPolicy, type SoakHttp, DEFAULT_RETRY, createSoakHttp } from './soak-http';
import { databaseViolations, moneyFigures } from './soak-invariants';
import { createTournament } from './soak-organiser-ops';
import { type OperationRecord, runOneOperation } from './soak-operations';
import { type MoneySoakResult, answersByKind } from './soak-report';
import { fundPlayers, setUpPeople } from './soak-setup';
import { type SoakWorld, seededRandom } from './soak-world';

/**
 * The money soak (decision 024): players and two organisers run deposits, withdrawals,
 * decisions, entries, cancellations and prizes at once, in random order, against the compiled
 * backend and gateway on a PostgreSQL cluster of the soak's own, while the backend is killed,
 * PostgreSQL restarted and the gateway stopped and started. Then the database is checked.
 */
export interface MoneySoakOptions {
  operations: number;
  players: number;
  /** Operations in flight at once. */
  concurrency: number;
  backendKills: number;
  postgresRestarts: number;
  gatewayRestarts: number;
  /** The share of players' operations sent through the gateway's GraphQL. */
  gatewayShare: number;
  seed: number;
  /** fsync and synchronous commit on the soak's PostgreSQL. */
  durablePostgres: boolean;
  retry?: RetryPolicy;
  /** Progress lines; nothing is printed without it. */
  log?: (line: string) => void;
}

interface Running {
  postgres: PrivatePostgres;
  backend: CompiledProgram;
  gateway: CompiledProgram;
  databaseUrl: string;
  dataDir: string;
  exits: UnexpectedExit[];
  supervisors: { idle(): Promise<void> }[];
}

async function startProduct(options: MoneySoakOptions): Promise<Running> {
  const postgres = await startPrivatePostgres({ durable: options.durablePostgres });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ccl-soak-'));
  try {
    const databaseUrl = await postgres.createDatabase('ccl_soak');
    const [backendPort, gatewayPort] = [await freePort(), await freePort()];
    const backend = compiledProgram({
      entry: 'dist/backend/src/main.js',
      port: backendPort,
      env: {
        NODE_ENV: 'production',
        ...PROCESS_SECRETS,
        BACKEND_PORT: String(backendPort),
        BACKEND_HOST: '127.0.0.1',
        BACKEND_METRICS_PORT: 'off',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        ADMIN_MOBILE: BENCH_ADMIN.mobile,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        LOG_LEVEL: 'warn',
      },
    });
    const gateway = compiledProgram({
      entry: 'dist/gateway/src/main.js',
      port: gatewayPort,
      // Ready once it has reached the backend (decision 013).
      healthPath: '/readyz',
      env: {
        NODE_ENV: 'production',
        ...PROCESS_SECRETS,
        PORT: String(gatewayPort),
        HOST: '127.0.0.1',
        METRICS_PORT: 'off',
        UPSTREAM_URL: backend.url,
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        // No web app: the soak speaks GraphQL only.
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        SSR_DIST_DIR: path.join(dataDir, 'no-ssr'),
      },
    });
    const exits: UnexpectedExit[] = [];
    await backend.start();
    await gateway.start();
    const supervisors = [
      supervise('backend', backend, exits),
      supervise('gateway', gateway, exits),
    ];
    return { postgres, backend, gateway, databaseUrl, dataDir, exits, supervisors };
  } catch (error) {
    await postgres.remove();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function stopProduct(running: Running): Promise<void> {
  await Promise.allSettled([running.gateway.stop(), running.backend.stop()]);
  await running.postgres.remove();
  await fs.rm(running.dataDir, { recursive: true, force: true });
}

/** Runs `total` operations with `concurrency` workers; each operation's kind, answer and time. */
async function runOperations(
  total: number,
  concurrency: number,
  context: { http: SoakHttp; world: SoakWorld; beliefs: Beliefs; firstIndex: number },
  gatewayShare: number,
  progress: { completed: number },
): Promise<OperationRecord[]> {
  const records: OperationRecord[] = [];
  let issued = 0;
  const worker = async () => {
    while (issued < total) {
      const index = context.firstIndex + issued;
      issued += 1;
      records.push(await runOneOperation({ ...context, index }, gatewayShare));
      progress.completed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return records;
}

async function checkDatabase(databaseUrl: string, beliefs: Beliefs, world: SoakWorld) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const violations = [
      ...(await databaseViolations(client)),
      ...(await beliefViolations(client, beliefs, world)),
    ];
    return { violations, money: await moneyFigures(client) };
  } finally {
    await client.end();
  }
}

/** Tournaments to start with: enough for the first entries while organisers make more. */
const initialTournaments = (players: number) => Math.max(6, Math.ceil(players / 10));

export async function runMoneySoak(options: MoneySoakOptions): Promise<MoneySoakResult> {
  const log = options.log ?? (() => undefined);
  const random = seededRandom(options.seed);
  const tag = `S${options.seed.toString(36).toUpperCase()}`;
  log(
    `starting PostgreSQL (${options.durablePostgres ? 'durable' : 'fsync off'}), backend and gateway…`,
  );
  const running = await startProduct(options);
  const http = createSoakHttp(
    { backend: running.backend.url, gateway: running.gateway.url },
    options.concurrency * 2 + 8,
    options.retry ?? DEFAULT_RETRY,
  );
  try {
    const beliefs = newBeliefs();
    const setup = {
      backendUrl: running.backend.url,
      dataDir: running.dataDir,
      databaseUrl: running.databaseUrl,
      http,
      beliefs,
      tag,
    };
    log(`registering ${options.players} players and a second organiser…`);
    const { players, organisers } = await setUpPeople(setup, options.players);
    const world: SoakWorld = {
      tag,
      random,
      players,
      organisers,
      tournaments: [],
      utrs: [],
      desk: [],
      taken: new Map(),
      deskReadAt: 0,
      reads: 0,
    };
    await fundPlayers(setup, players, organisers[0]);
    const opening = initialTournaments(options.players);
    for (let i = 0; i < opening; i += 1) {
      await createTournament({ http, world, beliefs, index: -1 - i, viaGateway: false });
    }

    const plan = planFaults(random, options.operations, options);
    log(`running ${options.operations} operations with ${plan.length} faults…`);
    const progress = { completed: 0, finished: false };
    const started = performance.now();
    const faults: Promise<InjectedFault[]> = injectFaults(
      plan,
      { backend: running.backend, gateway: running.gateway, postgres: running.postgres },
      random,
      { completed: () => progress.completed, finished: () => progress.finished },
    );
    // Awaited below; heard now too, in case the operations fail first.
    faults.catch(() => undefined);
    const records = await runOperations(
      options.operations,
      options.concurrency,
      { http, world, beliefs, firstIndex: 1 },
      options.gatewayShare,
      progress,
    ).finally(() => {
      progress.finished = true;
    });
    const seconds = (performance.now() - started) / 1000;
    const injected = await faults;
    await Promise.all(running.supervisors.map((supervisor) => supervisor.idle()));

    log('checking the database…');
    const { violations, money } = await checkDatabase(running.databaseUrl, beliefs, world);
    if (injected.length < plan.length) {
      violations.push({
        check: 'every planned fault was injected during the run',
        detail: `${injected.length} of ${plan.length}`,
      });
    }
    for (const exit of running.exits) {
      violations.push({
        check: 'no program exits by itself',
        detail: `${exit.program} exited with code ${exit.code}:\n${exit.output}`,
      });
    }
    const latencies = records.map((record) => record.ms).sort((a, b) => a - b);
    return {
      seed: options.seed,
      players: options.players,
      concurrency: options.concurrency,
      operations: records.length,
      seconds,
      perSecond: records.length / seconds,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      answers: answersByKind(records),
      attempts: { ...http.stats },
      desk: { reads: world.reads },
      planned: plan,
      faults: injected,
      unexpectedExits: [...running.exits],
      money,
      violations,
    };
  } finally {
    await http.close();
    await stopProduct(running);
  }
}
