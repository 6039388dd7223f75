import { randomInt } from 'node:crypto';
import { inject } from 'vitest';
import { clientAddressOf } from '../../bench/support/api-client';
import { otpFor } from '../support/outbox';
import type { ProductAddress } from './global-setup';
import type { Session } from './browser-fixture';

/**
 * The match-night journey's set-up through the backend's REST API (SPEC §7): the players'
 * accounts (signed up with the mailed code, as live-match.test.ts does) and the twelve squads'
 * bookings. Called as the gateway calls it (decision 030), each call from an address of its own,
 * so fifteen sign-ups and logins stay within what one phone may do in a minute.
 */
let calls = randomInt(1 << 20);

export async function rest<T>(
  product: ProductAddress,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    'x-gateway-secret': inject('gatewaySecret'),
    'x-client-ip': clientAddressOf((calls += 1)),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${product.backendUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const PASSWORD = 'matchnight123';

export interface Player extends Session {
  mobile: string;
  /** The Free Fire in-game name on the profile: the name the squad sheet shows. */
  ign: string;
}

/** A new player signed up with the mailed code, with a Free Fire UID and in-game name. */
export async function signUp(
  product: ProductAddress,
  { email, mobile, ign, uid }: { email: string; mobile: string; ign: string; uid: string },
): Promise<Player> {
  await rest(product, 'POST', `/api/auth/send-registration-otp?email=${encodeURIComponent(email)}`);
  const otp = await otpFor(product.dataDir, email);
  const username = email.split('@')[0]!;
  await rest(product, 'POST', `/api/auth/register?otp=${otp}`, {
    body: { username, password: PASSWORD, email, mobile },
  });
  const { jwt } = await rest<{ jwt: string }>(product, 'POST', '/api/auth/login', {
    body: { mobile, password: PASSWORD },
  });
  // Accepting an invitation takes the in-game name from the profile (decision 037).
  await rest(product, 'PUT', '/v1/profile/update', {
    token: jwt,
    body: { username, mobile, ffUid: uid, ffIgn: ign },
  });
  return { token: jwt, username, mobile, ign };
}

/** The twelve squads of the evening, in booking order; the first is the journey's own. */
export const SQUADS = [
  'Alpha',
  'Bravo',
  'Cobra',
  'Delta',
  'Eagle',
  'Falcon',
  'Ghost',
  'Hydra',
  'Inferno',
  'Joker',
  'Kraken',
  'Legend',
].map((name) => `Team ${name}`);

/** Alpha's teammates' in-game names, as Alpha's booker types them on the booking form. */
export const ALPHA_MATES = ['AlphaTwo', 'AlphaThree', 'AlphaFour'] as const;

export interface Evening {
  /** One booker per squad, in SQUADS' order. */
  bookers: Player[];
  /** Alpha's three teammates, each with an account, invited by Alpha's booker. */
  mates: Player[];
}

/** Twelve bookers and Alpha's three teammates, signed up at once. */
export async function signUpEvening(product: ProductAddress, stamp: number): Promise<Evening> {
  const tail = String(stamp).slice(-7);
  const account = (role: string, index: number, ign: string) => ({
    email: `night.${role}${index}.${stamp}@gmail.com`,
    mobile: `8${tail}${String(index).padStart(2, '0')}`,
    ign,
    uid: `${1 + (index % 9)}${tail}${String(index).padStart(3, '0')}`,
  });
  const bookers = SQUADS.map((squad, index) =>
    account('b', index, `${squad.slice(5, 12)}IGL`.slice(0, 12)),
  );
  const mates = ALPHA_MATES.map((ign, index) => account('m', 20 + index, ign));
  const players = await Promise.all([...bookers, ...mates].map((each) => signUp(product, each)));
  return { bookers: players.slice(0, SQUADS.length), mates: players.slice(SQUADS.length) };
}

/** Each booker books their squad; Alpha's sheet names the three teammates it will invite. */
export async function bookSquads(
  product: ProductAddress,
  tournamentId: string,
  bookers: Player[],
): Promise<void> {
  for (const [index, booker] of bookers.entries()) {
    const squad = SQUADS[index]!;
    const mates = index === 0 ? ALPHA_MATES : ['Two', 'Three', 'Four'].map((n) => `${n}${index}`);
    await rest(product, 'POST', '/api/bookings/slot', {
      token: booker.token,
      body: {
        tournamentId: Number(tournamentId),
        teamName: squad,
        inGameName: booker.ign,
        player2: mates[0],
        player3: mates[1],
        player4: mates[2],
        whatsappNumber: '9876543210',
      },
    });
  }
}
