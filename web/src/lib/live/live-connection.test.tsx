import {
  type ApolloClient,
  type NormalizedCacheObject,
  gql,
  useQuery,
  useSubscription,
} from '@apollo/client';
import { screen } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_LIVE_URL, liveSocket } from '../../test/live-socket';
import { TEST_API_URL, server } from '../../test/msw-server';
import { renderWithProviders } from '../../test/render';
import { createApolloClient } from '../apollo-client';
import { TOKEN_KEY, USERNAME_KEY, onSessionExpired, readToken, saveSession } from '../session';
import { type LiveOptions, createLiveConnection } from './live-connection';
import { useLivePollInterval } from './live-context';

const WALLET_PROBE = gql`
  subscription WalletProbe {
    walletChanged {
      balance {
        formatted
      }
    }
  }
`;

const BLOGS_PROBE = gql`
  query BlogsProbe {
    blogs {
      id
    }
  }
`;

const loginAs = (token: string) => {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(USERNAME_KEY, 'demo_player');
};

const pushed = (formatted: string) => ({
  walletChanged: {
    __typename: 'WalletChange',
    balance: { __typename: 'Money', formatted },
  },
});

/** Counts BlogsProbe requests: what a screen asks the gateway over HTTP. */
function countBlogReads() {
  const reads = { count: 0 };
  server.use(
    graphql.query('BlogsProbe', () => {
      reads.count += 1;
      return HttpResponse.json({ data: { blogs: [] } });
    }),
  );
  return reads;
}

const FAST: LiveOptions = { retryDelay: () => 1 };
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** An Apollo client with its live socket, as the app makes them, following the session. */
function connect(options: LiveOptions = FAST) {
  const live = createLiveConnection(TEST_LIVE_URL, options);
  const client = createApolloClient(TEST_API_URL, { live });
  stops.push(live.start());
  return { live, client };
}

function subscribeWallet(client: ApolloClient<NormalizedCacheObject>) {
  const received: unknown[] = [];
  const subscription = client
    .subscribe({ query: WALLET_PROBE })
    .subscribe({ next: (result) => received.push(result.data) });
  stops.push(() => subscription.unsubscribe());
  return received;
}

describe('the live socket', () => {
  it('carries subscriptions with the stored token in connection_init and delivers pushes', async () => {
    loginAs('abc.def.ghi');
    const { client } = connect();
    const received = subscribeWallet(client);

    const subscription = await liveSocket.subscribed('WalletProbe');
    expect(subscription.authorization).toBe('Bearer abc.def.ghi');
    expect(liveSocket.push('WalletProbe', pushed('₹1,350'))).toBe(1);

    await vi.waitFor(() => expect(received).toEqual([pushed('₹1,350')]));
  });

  it('opens a visitor’s socket without a token', async () => {
    const { client } = connect();
    subscribeWallet(client);
    expect((await liveSocket.subscribed('WalletProbe')).authorization).toBeNull();
  });

  it('connects again with the new token when the player logs in', async () => {
    const { client } = connect();
    subscribeWallet(client);
    await liveSocket.subscribed('WalletProbe');

    saveSession('fresh-token', 'demo_player');

    await vi.waitFor(() =>
      expect(liveSocket.subscriptions('WalletProbe').map((s) => s.authorization)).toEqual([
        'Bearer fresh-token',
      ]),
    );
  });

  it('after a loss comes back, subscribes again and asks the active queries again', async () => {
    const reads = countBlogReads();
    const { client } = connect();
    const watched = client.watchQuery({ query: BLOGS_PROBE }).subscribe(() => {});
    stops.push(() => watched.unsubscribe());
    const received = subscribeWallet(client);
    await liveSocket.subscribed('WalletProbe');
    await vi.waitFor(() => expect(reads.count).toBe(1));

    liveSocket.dropAll();

    await vi.waitFor(() => expect(liveSocket.connections()).toBe(2));
    await liveSocket.subscribed('WalletProbe');
    await vi.waitFor(() => expect(reads.count).toBe(2));
    liveSocket.push('WalletProbe', pushed('₹20'));
    await vi.waitFor(() => expect(received).toEqual([pushed('₹20')]));
  });

  it('counts as blocked after the first failed attempts, keeps trying, and is open once it connects', async () => {
    liveSocket.refuse();
    const { live, client } = connect({ retryDelay: () => 30 });
    subscribeWallet(client);

    await vi.waitFor(() => expect(live.getState().state).toBe('blocked'));
    const attempts = liveSocket.connections();
    await vi.waitFor(() => expect(liveSocket.connections()).toBeGreaterThan(attempts));

    liveSocket.accept();
    await vi.waitFor(() => expect(live.getState()).toEqual({ state: 'open', failures: 0 }));
    await liveSocket.subscribed('WalletProbe');
  });

  it('ends the session when the gateway refuses the token (4403), then goes on as a visitor', async () => {
    loginAs('expired-token');
    let expiries = 0;
    stops.push(onSessionExpired(() => (expiries += 1)));
    const { client } = connect();
    subscribeWallet(client);
    await liveSocket.subscribed('WalletProbe');

    liveSocket.dropAll(4403);

    await vi.waitFor(() => expect(expiries).toBe(1));
    expect(readToken()).toBeNull();
    await vi.waitFor(() =>
      expect(liveSocket.subscriptions('WalletProbe').map((s) => s.authorization)).toEqual([null]),
    );
  });
});

/** A live screen: listens on the socket, and polls its query only while the socket is blocked. */
function LiveProbe() {
  const pollInterval = useLivePollInterval();
  useSubscription(WALLET_PROBE);
  useQuery(BLOGS_PROBE, { pollInterval });
  return <p>{pollInterval ? `Polling every ${pollInterval} ms` : 'Live'}</p>;
}

describe('the polling fallback', () => {
  it('polls the live screens’ queries while WebSocket is blocked, and stops once it connects', async () => {
    const reads = countBlogReads();
    liveSocket.refuse();
    renderWithProviders(<LiveProbe />, { live: { retryDelay: () => 10, pollIntervalMs: 20 } });

    expect(await screen.findByText('Polling every 20 ms')).toBeInTheDocument();
    await vi.waitFor(() => expect(reads.count).toBeGreaterThanOrEqual(3));

    liveSocket.accept();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    await liveSocket.subscribed('WalletProbe');
  });
});
