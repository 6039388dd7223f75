/**
 * A real login while anonymous logins on random mobiles flood the backend (its own process,
 * PGlite): the owner's login time alone, during 300 attempts from one address, and during 300
 * attempts from 300 addresses, with how the flood was answered.
 *
 *   npm run bench:login
 *
 * Addresses are named with X-Client-IP, which the backend believes from loopback (decision 010).
 */
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createApiClient } from './support/api-client';
import { BENCH_ADMIN, startBackendProcess } from './support/backend-process';
import { percentile } from './support/load';

const FLOOD = Number(process.env.BENCH_FLOOD ?? 300);
const OWNER_LOGINS = Number(process.env.BENCH_OWNER_LOGINS ?? 10);

type Api = ReturnType<typeof createApiClient>;

const randomMobile = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

async function ownerLogin(api: Api): Promise<number> {
  const started = performance.now();
  const res = await api.call('POST', '/api/auth/login', {
    body: BENCH_ADMIN,
    headers: { 'x-client-ip': '198.51.100.1' },
  });
  if (res.status !== 200) throw new Error(`owner login answered ${res.status}`);
  return performance.now() - started;
}

async function ownerLogins(api: Api): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < OWNER_LOGINS; i += 1) times.push(await ownerLogin(api));
  return times.sort((a, b) => a - b);
}

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
  return { times: await owner, statuses: Object.fromEntries(statuses) };
}

const summary = (times: number[]) =>
  `median ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`;

async function main(): Promise<void> {
  const backend = await startBackendProcess();
  const api = createApiClient(backend.baseUrl, 400);
  try {
    await ownerLogin(api); // warm-up
    console.warn(`owner alone:                   ${summary(await ownerLogins(api))}`);
    const one = await duringFlood(api, () => '203.0.113.1');
    console.warn(
      `during ${FLOOD} from one address:  ${summary(one.times)}; flood answered ${JSON.stringify(one.statuses)}`,
    );
    const many = await duringFlood(api, (i) => `198.18.${(i >> 8) & 255}.${(i & 255) + 1}`);
    console.warn(
      `during ${FLOOD} from ${FLOOD} addresses: ${summary(many.times)}; flood answered ${JSON.stringify(many.statuses)}`,
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
