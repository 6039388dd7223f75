import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { PROCESS_SECRETS } from './backend-process';

/** A distinct client address for simulated player `n`, so per-address limits see many phones. */
export const clientAddressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export interface ApiCallOptions {
  body?: unknown;
  token?: string;
  /** The player's address, as the gateway names it in X-Client-IP; unset = this machine's. */
  clientIp?: string;
  headers?: Record<string, string>;
}

/**
 * A keep-alive HTTP client for the backend's REST API that calls as the gateway does: with its
 * secret (decision 030), naming each simulated player's address.
 */
export function createApiClient(
  baseUrl: string,
  connections = 64,
  gatewaySecret: string = PROCESS_SECRETS.GATEWAY_SHARED_SECRET,
) {
  const pool = new Pool(baseUrl, { connections, pipelining: 1 });
  async function call(method: string, url: string, options: ApiCallOptions = {}) {
    const headers: Record<string, string> = { 'x-gateway-secret': gatewaySecret };
    if (options.clientIp) headers['x-client-ip'] = options.clientIp;
    Object.assign(headers, options.headers);
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await pool.request({
      method: method as 'GET',
      path: url,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.body.text();
    return { status: response.statusCode, body: text ? (JSON.parse(text) as unknown) : undefined };
  }
  return { call, close: () => pool.close() };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The password of every player registerPlayer makes. */
export const BENCH_PLAYER_PASSWORD = 'bench-pass-1';

/** The 6-digit code of the newest dev-outbox mail to `email`, or undefined before it is written. */
async function newestOtp(dataDir: string, email: string): Promise<string | undefined> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [])).sort().reverse();
  for (const file of files) {
    const text = await fs.readFile(path.join(dir, file), 'utf8');
    if (text.includes(`To: ${email}\n`)) {
      const code = /\b(\d{6})\b/.exec(text.split('\n\n').slice(1).join('\n'))?.[1];
      if (code) return code;
    }
  }
  return undefined;
}

/** The code of the newest dev-outbox mail to `email`, waited for: it is written just after the answer. */
export async function readOtp(dataDir: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const code = await newestOtp(dataDir, email);
    if (code) return code;
    await sleep(100);
  }
  throw new Error(`no OTP mail for ${email}`);
}

/**
 * Registers a player through the OTP flow, as the web app does. `clientIp` names the client's
 * address (believed from the gateway's secret, decision 030), so many registrations do not
 * share one address's limits.
 */
export async function registerPlayer(
  api: ApiClient,
  dataDir: string,
  n: number,
  mobile: string,
  clientIp?: string,
) {
  const email = `bench.player${n}@gmail.com`;
  const sent = await api.call(
    'POST',
    `/api/auth/send-registration-otp?email=${encodeURIComponent(email)}`,
    { clientIp },
  );
  if (sent.status !== 200)
    throw new Error(`send-registration-otp: ${sent.status} ${JSON.stringify(sent.body)}`);
  const otp = await readOtp(dataDir, email);
  const registered = await api.call('POST', `/api/auth/register?otp=${otp}`, {
    body: { username: `bench.player${n}`, email, mobile, password: BENCH_PLAYER_PASSWORD },
    clientIp,
  });
  if (registered.status !== 200)
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  return { email, mobile, token: (registered.body as { token: string }).token };
}

/** Records a player's date of birth (an adult's): paid entry asks for one (decision 047). */
export async function giveAdultBirthday(api: ApiClient, token: string): Promise<void> {
  const res = await api.call('PUT', '/api/v1/profile/date-of-birth', {
    token,
    body: { dateOfBirth: '2000-01-15' },
  });
  if (res.status !== 200)
    throw new Error(`date of birth: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Makes a paid tournament bookable as a lawful platform asks (decision 046): its whole prize
 * pool recorded into escrow by the organiser, with their password, then registration opened.
 */
export async function fundAndOpenRegistration(
  api: ApiClient,
  organiser: { token: string; password: string },
  tournamentId: number,
  prizePoolRupees: number,
): Promise<void> {
  const funded = await api.call('POST', `/api/admin/tournaments/${tournamentId}/prize-funding`, {
    token: organiser.token,
    body: {
      funderKind: 'organiser',
      funderName: 'Bench Organiser',
      amount: prizePoolRupees,
      utr: `BENCHFUND${Date.now().toString(36).toUpperCase()}${tournamentId}`,
      password: organiser.password,
    },
  });
  if (funded.status !== 200)
    throw new Error(`funding: ${funded.status} ${JSON.stringify(funded.body)}`);
  const opened = await api.call(
    'POST',
    `/api/admin/tournaments/${tournamentId}/open-registration`,
    {
      token: organiser.token,
    },
  );
  if (opened.status !== 200)
    throw new Error(`open: ${opened.status} ${JSON.stringify(opened.body)}`);
}
