import { randomInt } from 'node:crypto';
import { inject } from 'vitest';
import { clientAddressOf } from '../../bench/support/api-client';
import { BENCH_ADMIN } from '../../bench/support/backend-process';
import { DEMO_PLAYER } from '../../backend/src/seed/demo-data';

/**
 * Test setup through the backend's REST API (SPEC §7 and the organiser's /api/admin routes),
 * called as the gateway calls it (decision 030): with its secret, each call naming an address of
 * its own, as if from many phones, so the set-up of many browser tests stays within the limits
 * one address has (30 logins a minute).
 */
let calls = randomInt(1 << 20);

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    'x-gateway-secret': inject('gatewaySecret'),
    'x-client-ip': clientAddressOf((calls += 1)),
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function login(baseUrl: string, credentials: { mobile: string; password: string }) {
  const { jwt } = await call<{ jwt: string }>(baseUrl, 'POST', '/api/auth/login', {
    body: credentials,
  });
  return jwt;
}

/** A read of the organiser's REST API with an organiser's token. */
export const adminRead = <T>(baseUrl: string, token: string, path: string) =>
  call<T>(baseUrl, 'GET', path, { token });

/** The organiser the product helpers start the backend with. */
export const loginAsAdmin = (baseUrl: string) => login(baseUrl, BENCH_ADMIN);

/** The seeded demo player (mobile 9000000001): its token and username, as the login screen stores them. */
export async function loginAsDemoPlayer(baseUrl: string) {
  return { token: await login(baseUrl, DEMO_PLAYER), username: DEMO_PLAYER.username };
}

interface SeededTournament {
  tournId: number;
  tournName: string;
}

/** The id of a seeded tournament, normal or special, found by its name. */
export async function tournamentIdByName(
  baseUrl: string,
  kind: 'normal' | 'special',
  name: string,
): Promise<string> {
  const path = kind === 'normal' ? '/api/tourney/tournaments' : '/api/special/tournaments';
  const tournaments = await call<SeededTournament[]>(baseUrl, 'GET', path);
  const found = tournaments.find((tournament) => tournament.tournName === name);
  if (!found) throw new Error(`no ${kind} tournament named ${name}`);
  return String(found.tournId);
}

/** The id of a blog found by its title. */
export async function blogIdByTitle(baseUrl: string, title: string): Promise<string> {
  const blogs = await call<{ id: number; title: string }[]>(baseUrl, 'GET', '/api/user/get-blogs');
  const found = blogs.find((blog) => blog.title === title);
  if (!found) throw new Error(`no blog titled ${title}`);
  return String(found.id);
}

export interface NewBlog {
  title: string;
  description: string;
  subDescription?: string;
  quote?: string;
  keyword?: string;
  author?: string | null;
}

/** Publishes a blog as the organiser would; answers its id. */
export async function createBlog(baseUrl: string, blog: NewBlog): Promise<string> {
  const token = await loginAsAdmin(baseUrl);
  const created = await call<{ id: number }>(baseUrl, 'POST', '/api/admin/blogs', {
    token,
    body: blog,
  });
  return String(created.id);
}
