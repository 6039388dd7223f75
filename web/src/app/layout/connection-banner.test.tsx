import { gql, useSubscription } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveSocket } from '../../test/live-socket';
import { renderApp, renderWithProviders } from '../../test/render';
import { ConnectionBanner } from './connection-banner';

const OFFLINE = 'You are offline. We will update this page when the connection is back.';

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
