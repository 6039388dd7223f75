import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';

/** A keep-alive HTTP client for the backend's REST API. */
export function createApiClient(baseUrl: string, connections = 64) {
  const pool = new Pool(baseUrl, { connections, pipelining: 1 });
  async function call(
    method: string,
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
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
 * address (believed from loopback, decision 010), so many registrations do not share one
 * address's limits.
 */
export async function registerPlayer(
  api: ApiClient,
  dataDir: string,
  n: number,
  mobile: string,
  clientIp?: string,
) {
  const email = `bench.player${n}@gmail.com`;
  const headers = clientIp ? { 'x-client-ip': clientIp } : undefined;
  const sent = await api.call(
    'POST',
    `/api/auth/send-registration-otp?email=${encodeURIComponent(email)}`,
    { headers },
  );
  if (sent.status !== 200)
    throw new Error(`send-registration-otp: ${sent.status} ${JSON.stringify(sent.body)}`);
  const otp = await readOtp(dataDir, email);
  const registered = await api.call('POST', `/api/auth/register?otp=${otp}`, {
    body: { username: `bench.player${n}`, email, mobile, password: BENCH_PLAYER_PASSWORD },
    headers,
  });
  if (registered.status !== 200)
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  return { email, mobile, token: (registered.body as { token: string }).token };
}
