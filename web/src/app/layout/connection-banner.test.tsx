import { gql, useQuery, useSubscription } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { SAVED_COPY_HEADER } from '../../lib/offline/offline-caches';
import { setShowingSavedCopy } from '../../lib/offline/saved-copy';
import { liveSocket } from '../../test/live-socket';
import { server } from '../../test/msw-server';
import { renderApp, renderWithProviders } from '../../test/render';
import { ConnectionBanner } from './connection-banner';

const OFFLINE =
  'You are offline. Showing what you last saw; this page updates when the connection is back.';
const SAVED_COPY = 'The network is not answering. Showing what you last saw.';

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

function goOffline() {
  online = false;
  window.dispatchEvent(new Event('offline'));
}

function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

afterEach(() => {
  online = true;
  setShowingSavedCopy(false);
});

const PROBE = gql`
  subscription BannerProbe {
    walletChanged {
      balance {
        formatted
      }
    }
  }
`;

/** A screen that listens on the socket, beside the banner. */
function LiveScreen() {
  useSubscription(PROBE);
  return <ConnectionBanner />;
}

const READ_PROBE = gql`
  query SavedCopyProbe {
    blogs {
      id
    }
  }
`;

/** A screen that reads, with a button to read again, beside the banner. */
function ReadingScreen() {
  const { data, refetch } = useQuery(READ_PROBE, { notifyOnNetworkStatusChange: true });
  return (
    <>
      <ConnectionBanner />
      <p>{data ? 'Read' : 'Reading'}</p>
      <button type="button" onClick={() => void refetch()}>
        Read again
      </button>
    </>
  );
}

describe('ConnectionBanner', () => {
  it('says so, politely, while the browser is offline, and goes once it is back', async () => {
    renderApp('/faqs');
    expect(screen.queryByText(OFFLINE)).toBeNull();

    goOffline();

    const banner = await screen.findByText(OFFLINE);
    expect(banner).toHaveAttribute('role', 'status');
    // It hangs from the header, so the page below does not move.
    expect(screen.getByRole('banner')).toContainElement(banner);

    goOnline();
    await waitFor(() => expect(screen.queryByText(OFFLINE)).toBeNull());
  });

  it('says the page shows what the player last saw while answers are saved copies', async () => {
    const answers: Record<string, string>[] = [{ [SAVED_COPY_HEADER]: '1' }, {}];
    server.use(
      graphql.query('SavedCopyProbe', () =>
        HttpResponse.json({ data: { blogs: [] } }, { headers: answers.shift() }),
      ),
    );
    const { user } = renderWithProviders(<ReadingScreen />);

    // The service worker answered from its cache: the network did not answer in time.
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED_COPY);
    expect(screen.getByText('Read')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read again' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('says live updates cannot reach the player once the socket fails its first tries', async () => {
    liveSocket.refuse();
    renderWithProviders(<LiveScreen />, { live: { retryDelay: () => 30 } });

    expect(
      await screen.findByText(
        'Live updates cannot reach you on this network. We check for changes every 15 seconds instead.',
      ),
    ).toHaveAttribute('role', 'status');

    liveSocket.accept();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('says nothing while the socket connects normally', async () => {
    renderWithProviders(<LiveScreen />);
    await liveSocket.subscribed('BannerProbe');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
