import fs from 'node:fs/promises';
import path from 'node:path';
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

/** The 6-digit code of the newest dev-outbox mail to `email`. */
export async function readOtp(dataDir: string, email: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(dir)).sort().reverse();
  for (const file of files) {
    const text = await fs.readFile(path.join(dir, file), 'utf8');
    if (text.includes(`To: ${email}\n`)) {
      const code = /\b(\d{6})\b/.exec(text.split('\n\n').slice(1).join('\n'))?.[1];
      if (code) return code;
    }
  }
  throw new Error(`no OTP mail for ${email}`);
}

/** Registers a player through the OTP flow, as the web app does. */
export async function registerPlayer(api: ApiClient, dataDir: string, n: number, mobile: string) {
  const email = `bench.player${n}@gmail.com`;
  const sent = await api.call(
    'POST',
    `/api/auth/send-registration-otp?email=${encodeURIComponent(email)}`,
  );
  if (sent.status !== 200)
    throw new Error(`send-registration-otp: ${sent.status} ${JSON.stringify(sent.body)}`);
  const otp = await readOtp(dataDir, email);
  const registered = await api.call('POST', `/api/auth/register?otp=${otp}`, {
    body: { username: `bench.player${n}`, email, mobile, password: 'bench-pass-1' },
  });
  if (registered.status !== 200)
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  return { email, mobile, token: (registered.body as { token: string }).token };
}
