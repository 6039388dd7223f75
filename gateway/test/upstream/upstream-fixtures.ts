import { randomUUID } from 'node:crypto';
import { type JWK, SignJWT, exportJWK, generateKeyPair } from 'jose';
import { HttpResponse, http } from 'msw';
import { loadGatewayConfig } from '../../src/config';
import { createUpstreamClient } from '../../src/upstream/upstream-client';
import { capturedLogger } from '../support/captured-logger';

/** The upstream's JSON as the backend answers it, for msw handlers. */
export const BLOGS = [
  {
    id: 2,
    title: 'Finals this weekend',
    imageLink: 'https://cdn.example.in/finals.png',
    author: null,
    createdDate: '2026-11-20T10:00:00.000Z',
    subDescription: '',
    description: 'The top 12 squads meet on Sunday.',
    quote: '',
    keyword: 'finals, squads',
  },
  {
    id: 1,
    title: 'Season 2 announced',
    imageLink: '',
    author: 'Rohan',
    createdDate: '2026-11-01T10:00:00.000Z',
    subDescription: 'New maps',
    description: '',
    quote: '',
    keyword: '',
  },
];

export const PROFILE = {
  id: 7,
  username: 'rohan',
  email: 'rohan@gmail.com',
  mobile: '9876543210',
  bio: null,
  profilePicture: null,
  tournamentsPlayed: 0,
  wins: 0,
  score: 0,
};

/** A read the gateway makes with `{ blogs { id title } }`, answered well. */
/** A squad tournament's row as the backend answers it; a test names what it looks at. */
export const upstreamTournament = (fields: {
  tournId: number;
  slotsAvail: number;
  tournName?: string;
  title?: string | null;
  totalSlots?: number;
}) => ({
  tournName: 'Monsoon Mayhem Cup',
  title: fields.tournName ?? 'Monsoon Mayhem Cup',
  bannerLink: null,
  tournPp: 5000,
  entryFee: 50,
  totalSlots: 12,
  matchesCount: 3,
  tournType: 'Squad',
  gameMode: 'Battle Royale',
  tournStart: '2026-11-24T18:00:00.000Z',
  regStart: '2026-11-20T10:00:00.000Z',
  regEnd: '2026-11-24T17:00:00.000Z',
  status: 'upcoming',
  orgBy: 'CCL Esports',
  discordLink: null,
  liveLink: null,
  ...fields,
});

export const goodBlogs = () => http.get('*/api/user/get-blogs', () => HttpResponse.json(BLOGS));

/** The blog titles a good answer gives, as GraphQL data. */
export const BLOG_DATA = { blogs: BLOGS.map(({ id, title }) => ({ id: String(id), title })) };

/** An ES256 key of the test's own, served as the upstream's JWKS, and tokens signed with it. */
export async function testSigningKey(issuer = 'creators-combat-league') {
  const kid = randomUUID();
  const pair = await generateKeyPair('ES256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid, alg: 'ES256', use: 'sig' };
  return {
    jwks: { keys: [publicJwk] },
    /** `sid` names the backend session, as the backend's own tokens do. */
    sign: (claims: { sub: string; role: string; sid?: string }, expiresIn = '1h') =>
      new SignJWT({ role: claims.role, ...(claims.sid ? { sid: claims.sid } : {}) })
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(pair.privateKey),
  };
}

/** The gateway's real upstream client, pointed at `url`, as the gateway builds it. */
export function upstreamClientFor(url: string, env: Record<string, string> = {}) {
  const config = loadGatewayConfig({
    UPSTREAM_URL: url,
    UPSTREAM_TIMEOUT_MS: '300',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { logger, lines } = capturedLogger();
  return { client: createUpstreamClient(config, logger), logLines: lines };
}
