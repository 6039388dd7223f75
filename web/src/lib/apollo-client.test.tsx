import { gql } from '@apollo/client';
import { HttpResponse, graphql, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { stubCacheStorage } from '../test/cache-storage';
import { server, TEST_API_URL } from '../test/msw-server';
import { createApolloClient } from './apollo-client';
import { OFFLINE_CACHES } from './offline/offline-caches';
import { sha256Hex } from './offline/sha256-hex';
import { TOKEN_KEY, USERNAME_KEY, onSessionExpired, readToken } from './session';

const PROBE = gql`
  query Probe {
    blogs {
      id
    }
  }
`;

const loginAs = (token: string) => {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(USERNAME_KEY, 'demo_player');
};

/** Answers Probe, recording the Authorization header of every attempt. */
function recordProbe(answer: (authorization: string | null) => Response) {
  const seen: (string | null)[] = [];
  server.use(
    graphql.query('Probe', ({ request }) => {
      const authorization = request.headers.get('authorization');
      seen.push(authorization);
      return answer(authorization);
    }),
  );
  return seen;
}

const blogs = () => HttpResponse.json({ data: { blogs: [] } });
const expired = (status = 200) =>
  HttpResponse.json(
    {
      data: null,
      errors: [
        {
          message: 'Your session has expired. Please log in again.',
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ],
    },
    { status },
  );

describe('createApolloClient', () => {
  it('sends the stored token as a bearer credential', async () => {
    loginAs('abc.def.ghi');
    const seen = recordProbe(blogs);
    await createApolloClient(TEST_API_URL).query({ query: PROBE });
    expect(seen).toEqual(['Bearer abc.def.ghi']);
  });

  it('sends no Authorization header for a visitor', async () => {
    const seen = recordProbe(blogs);
    await createApolloClient(TEST_API_URL).query({ query: PROBE });
    expect(seen).toEqual([null]);
  });

  it.each([200, 401])(
    'on UNAUTHENTICATED (HTTP %i) drops the session and asks again as a visitor',
    async (status) => {
      loginAs('expired-token');
      const seen = recordProbe((authorization) => (authorization ? expired(status) : blogs()));

      const result = await createApolloClient(TEST_API_URL).query({ query: PROBE });

      expect(result.data).toEqual({ blogs: [] });
      expect(seen).toEqual(['Bearer expired-token', null]);
      expect(readToken()).toBeNull();
      expect(window.localStorage.getItem(USERNAME_KEY)).toBeNull();
    },
  );

  it('tells the app once that the session expired, so it can send the player to /login', async () => {
    loginAs('expired-token');
    recordProbe((authorization) => (authorization ? expired() : blogs()));
    let expiries = 0;
    const stop = onSessionExpired(() => {
      expiries += 1;
    });
    try {
      await createApolloClient(TEST_API_URL).query({ query: PROBE });
    } finally {
      stop();
    }
    expect(expiries).toBe(1);
  });

  it('does not retry a visitor’s UNAUTHENTICATED answer', async () => {
    let expiries = 0;
    const stop = onSessionExpired(() => {
      expiries += 1;
    });
    const seen = recordProbe(() => expired());
    await expect(createApolloClient(TEST_API_URL).query({ query: PROBE })).rejects.toThrow(
      'Your session has expired. Please log in again.',
    );
    expect(seen).toEqual([null]);
    stop();
    expect(expiries).toBe(0);
  });

  it('keeps the session on other errors', async () => {
    loginAs('good-token');
    recordProbe(() =>
      HttpResponse.json({
        data: null,
        errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }],
      }),
    );
    await expect(createApolloClient(TEST_API_URL).query({ query: PROBE })).rejects.toThrow('No');
    expect(readToken()).toBe('good-token');
  });

  it("deletes the player's reads saved for offline use when the session expires", async () => {
    loginAs('expired-token');
    recordProbe((authorization) => (authorization ? expired() : blogs()));
    const saved = stubCacheStorage(Object.values(OFFLINE_CACHES));

    await createApolloClient(TEST_API_URL).query({ query: PROBE });

    await expect.poll(saved.names).not.toContain(OFFLINE_CACHES.playerData);
    expect(saved.names()).toContain(OFFLINE_CACHES.publicData);
  });
});

describe('queries over GET, as persisted queries', () => {
  /** Answers GETs of /graphql as a gateway that learns each query the first time it is sent. */
  function recordGets() {
    const known = new Set<string>();
    const gets: { query: string | null; extensions: unknown; preflight: string | null }[] = [];
    server.use(
      http.get(TEST_API_URL, ({ request }) => {
        const params = new URL(request.url).searchParams;
        const extensions = JSON.parse(params.get('extensions') ?? 'null') as {
          persistedQuery?: { sha256Hash?: string };
        } | null;
        const hash = extensions?.persistedQuery?.sha256Hash ?? '';
        const query = params.get('query');
        gets.push({
          query,
          extensions,
          preflight: request.headers.get('apollo-require-preflight'),
        });
        if (query) known.add(hash);
        if (!known.has(hash)) {
          return HttpResponse.json({
            errors: [
              {
                message: 'PersistedQueryNotFound',
                extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
              },
            ],
          });
        }
        return blogs();
      }),
    );
    return gets;
  }

  it('sends the hash alone, the text with it only the first time, and the preflight header', async () => {
    const gets = recordGets();
    const client = createApolloClient(TEST_API_URL);

    await client.query({ query: PROBE });
    await client.query({ query: PROBE, fetchPolicy: 'network-only' });

    const text = gets[1]?.query ?? '';
    expect(text).toMatch(/^query Probe \{/);
    // The hash is the one the gateway checks the text against.
    const persistedQuery = { version: 1, sha256Hash: await sha256Hex(text) };
    expect(gets).toEqual([
      { query: null, extensions: { persistedQuery }, preflight: 'true' },
      { query: text, extensions: { persistedQuery }, preflight: 'true' },
      { query: null, extensions: { persistedQuery }, preflight: 'true' },
    ]);
  });

  it('sends a mutation as a POST', async () => {
    const methods: string[] = [];
    server.use(
      graphql.mutation('LogoutProbe', ({ request }) => {
        methods.push(request.method);
        return HttpResponse.json({ data: { logout: { message: 'Logged out' } } });
      }),
    );
    await createApolloClient(TEST_API_URL).mutate({
      mutation: gql`
        mutation LogoutProbe {
          logout {
            message
          }
        }
      `,
    });
    expect(methods).toEqual(['POST']);
  });
});
