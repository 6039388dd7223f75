import {
  type ApiClient,
  clientAddressOf,
  fundAndOpenRegistration,
  giveAdultBirthday,
  registerPlayer,
} from './api-client';
import { BENCH_ADMIN } from './backend-process';
import { slotBooking } from './free-tournaments';
import { type LoadReport, runLoad } from './load';

/**
 * Contended paid bookings for the benches (bench:backend, bench:bookings): funded adult players,
 * a paid tournament made bookable as a lawful platform asks, and a round of everyone booking at
 * once that must end with exactly as many bookings as slots.
 */

const HOUR = 3_600_000;
const ENTRY_FEE_RUPEES = 10;
const PRIZE_POOL_RUPEES = 5000;
/** Sign-ups and approvals at a time: the set-up, not what is measured. */
const SETUP_CONCURRENCY = 8;

async function ok<T>(api: ApiClient, method: string, path: string, options = {}): Promise<T> {
  const res = await api.call(method, path, options);
  if (res.status >= 300) {
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body as T;
}

export async function organiserToken(api: ApiClient): Promise<string> {
  return (await ok<{ jwt: string }>(api, 'POST', '/api/auth/login', { body: BENCH_ADMIN })).jwt;
}

/** `count` adults signed up, each from a phone of its own, with `entries` entry fees in hand. */
export async function fundedAdults(
  api: ApiClient,
  dataDir: string,
  organiser: string,
  { count, entries }: { count: number; entries: number },
): Promise<string[]> {
  const tokens: string[] = [];
  await runLoad(count, SETUP_CONCURRENCY, async (n) => {
    const mobile = `7${String(n).padStart(9, '0')}`;
    const { token } = await registerPlayer(api, dataDir, n, mobile, clientAddressOf(n));
    await giveAdultBirthday(api, token);
    await ok(api, 'POST', '/api/wallet/add-money', {
      token,
      body: {
        amount: ENTRY_FEE_RUPEES * entries,
        transactionId: `BENCH${Date.now().toString(36)}${n}`.toUpperCase(),
        bankUsername: 'bench',
      },
    });
    tokens.push(token);
  });
  // The desk lists a page of pending deposits at a time: approve pages until none is left.
  for (;;) {
    const pending = await ok<{ id: number }[]>(
      api,
      'GET',
      '/api/admin/wallet/transactions?status=PENDING',
      { token: organiser },
    );
    if (pending.length === 0) return tokens;
    await runLoad(pending.length, SETUP_CONCURRENCY, async (i) => {
      await ok(api, 'POST', `/api/admin/wallet/transactions/${pending[i]!.id}/approve`, {
        token: organiser,
        body: {},
      });
    });
  }
}

/** A paid tournament of `slots` slots, its pool funded into escrow and registration open. */
export async function bookableTournament(
  api: ApiClient,
  organiser: string,
  { name, slots }: { name: string; slots: number },
): Promise<number> {
  const now = Date.now();
  const { tournId } = await ok<{ tournId: number }>(api, 'POST', '/api/admin/tournaments', {
    token: organiser,
    body: {
      kind: 'normal',
      tournName: name,
      tournPp: PRIZE_POOL_RUPEES,
      entryFee: ENTRY_FEE_RUPEES,
      totalSlots: slots,
      matchesCount: 3,
      tournStart: new Date(now + 48 * HOUR).toISOString(),
      regStart: new Date(now - HOUR).toISOString(),
      regEnd: new Date(now + 24 * HOUR).toISOString(),
      status: 'upcoming',
    },
  });
  await fundAndOpenRegistration(
    api,
    { token: organiser, password: BENCH_ADMIN.password },
    tournId,
    PRIZE_POOL_RUPEES,
  );
  return tournId;
}

/**
 * Every player books the tournament at once, `concurrency` at a time, the i-th request to copy
 * i mod the copies; fails unless exactly `slots` are booked.
 */
export async function bookingRound(
  copies: ApiClient[],
  players: string[],
  {
    tournamentId,
    slots,
    concurrency,
  }: { tournamentId: number; slots: number; concurrency: number },
): Promise<LoadReport> {
  let booked = 0;
  const report = await runLoad(players.length, concurrency, async (i) => {
    const res = await copies[i % copies.length]!.call('POST', '/api/bookings/slot', {
      token: players[i],
      body: slotBooking(tournamentId, `Bench Squad ${i}`),
    });
    if (res.status === 200) booked += 1;
    else if (res.status >= 500) throw new Error(`booking answered ${res.status}`);
  });
  if (booked !== slots) throw new Error(`${booked} bookings for ${slots} slots`);
  return report;
}
