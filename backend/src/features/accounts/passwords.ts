import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { busy } from '../../errors';

/**
 * Passwords and one-time codes are stored as scrypt hashes: `scrypt$N$r$p$salt$hash`, all but
 * the parameters base64url. The parameters travel with the hash so they can be raised later.
 */
const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const PARAMS = { N: 16384, r: 8, p: 1 };
/**
 * scrypt's cost (N) for new hashes: production's unless the configuration lowers it, which only
 * a test run does (PASSWORD_HASH_COST, refused with NODE_ENV=production): its hundreds of
 * sign-ups and password confirmations then spend the CPU on the behaviour under test.
 */
let cost = PARAMS.N;
export function usePasswordHashCost(lowered: number | undefined): void {
  cost = lowered ?? PARAMS.N;
}
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

export const SERVER_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/**
 * The global budget of scrypt: as many runs at once as the machine has cores, and a short
 * queue; past it a request is refused at once instead of making every login wait. Per-address
 * budgets (see auth-rate-limits.ts) keep one client from filling the queue.
 */
const MAX_RUNNING = Math.max(2, availableParallelism());
const MAX_WAITING = 32;
let running = 0;
let runs = 0;
const waiting: (() => void)[] = [];

async function withScryptSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_RUNNING) running += 1;
  else if (waiting.length < MAX_WAITING) await new Promise<void>((go) => waiting.push(go));
  else throw busy(SERVER_BUSY_MESSAGE, 1);
  runs += 1;
  try {
    return await work();
  } finally {
    // The slot passes to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** How many scrypt runs this process has made (tests and metrics read it). */
export const scryptRuns = (): number => runs;

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await withScryptSlot(() =>
    scryptAsync(secret, salt, KEY_LENGTH, { ...PARAMS, N: cost, maxmem: MAX_MEMORY }),
  );
  return [
    'scrypt',
    cost,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await withScryptSlot(() =>
    scryptAsync(secret, Buffer.from(salt, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAX_MEMORY,
    }),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
