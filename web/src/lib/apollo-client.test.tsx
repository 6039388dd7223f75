import { gql } from '@apollo/client';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, TEST_API_URL } from '../test/msw-server';
import { createApolloClient } from './apollo-client';
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
});
