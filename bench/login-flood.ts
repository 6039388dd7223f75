/**
 * A real login while anonymous logins on random mobiles flood the backend (its own process,
 * PGlite): the owner's login time alone, during 300 attempts from one address, and during 300
 * attempts from 300 addresses, with how the flood was answered.
 *
 *   npm run bench:login
 *
 * Addresses are named with X-Client-IP, which the backend believes from the gateway secret the
 * client sends (decision 030).
 */
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createApiClient } from './support/api-client';
import { BENCH_ADMIN, startBackendProcess } from './support/backend-process';
import { percentile } from './support/load';
import { benchSetting } from './support/size';

const FLOOD = benchSetting('BENCH_FLOOD', 300, 40);
const OWNER_LOGINS = benchSetting('BENCH_OWNER_LOGINS', 10, 2);

type Api = ReturnType<typeof createApiClient>;

const randomMobile = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

interface OwnerLogins {
  times: number[];
  statuses: Record<number, number>;
}

async function ownerLogins(api: Api): Promise<OwnerLogins> {
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  for (let i = 0; i < OWNER_LOGINS; i += 1) {
    const started = performance.now();
    const res = await api.call('POST', '/api/auth/login', {
      body: BENCH_ADMIN,
      // Each round from an address of its own, so the owner never spends its own budget.
      headers: { 'x-client-ip': `198.51.100.${(ownerRound % 250) + 1}` },
    });
    times.push(performance.now() - started);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  }
  ownerRound += 1;
  return { times: times.sort((a, b) => a - b), statuses };
}
let ownerRound = 0;

/** The flood and the owner's logins at once; the flood's answers counted by status. */
async function duringFlood(api: Api, addressOf: (i: number) => string) {
  const statuses = new Map<number, number>();
  const flood = Array.from({ length: FLOOD }, async (_, i) => {
    const res = await api.call('POST', '/api/auth/login', {
      body: { mobile: randomMobile(), password: 'guess-123' },
      headers: { 'x-client-ip': addressOf(i) },
    });
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  });
  const owner = ownerLogins(api);
  await Promise.all(flood);
  return { owner: await owner, statuses: Object.fromEntries(statuses) };
}

const summary = ({ times, statuses }: OwnerLogins) =>
  `median ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, ` +
  `answered ${JSON.stringify(statuses)}`;

async function main(): Promise<void> {
  const backend = await startBackendProcess();
  const api = createApiClient(backend.baseUrl, 400);
  try {
    await ownerLogins(api); // warm-up
    console.warn(`owner alone: ${summary(await ownerLogins(api))}`);
    const one = await duringFlood(api, () => '203.0.113.1');
    console.warn(
      `during ${FLOOD} from one address: ${summary(one.owner)}; flood answered ${JSON.stringify(one.statuses)}`,
    );
    const many = await duringFlood(api, (i) => `198.18.${(i >> 8) & 255}.${(i & 255) + 1}`);
    console.warn(
      `during ${FLOOD} from ${FLOOD} addresses: ${summary(many.owner)}; flood answered ${JSON.stringify(many.statuses)}`,
    );
  } finally {
    await api.close();
    await backend.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
