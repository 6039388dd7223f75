import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleWarning } from '../../test/console-guard';
import { money } from '../../test/fixtures';
import { liveSocket } from '../../test/live-socket';
import { graphQLError, server } from '../../test/msw-server';
import { renderApp } from '../../test/render';

const header = () => within(screen.getByRole('banner'));

/** Answers the header's balance query, recording the Authorization header of each request. */
function answerBalance(answer: () => Response) {
  const calls: (string | null)[] = [];
  server.use(
    graphql.query('ViewerBalance', ({ request }) => {
      calls.push(request.headers.get('authorization'));
      return answer();
    }),
  );
  return calls;
}

const balance = (formatted: string) =>
  HttpResponse.json({
    data: {
      viewer: {
        __typename: 'Viewer',
        id: '1',
        wallet: {
          __typename: 'Wallet',
          balance: { __typename: 'Money', paise: 125_000, rupees: '1250.00', formatted },
        },
      },
    },
  });

describe('SiteHeader', () => {
  it('offers Register and Sign in to a visitor, and Login on the phone bar', async () => {
    const calls = answerBalance(() => balance('₹1,250'));
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome Back' });

    expect(header().getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(header().getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(header().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(header().queryByRole('link', { name: /Wallet/ })).toBeNull();
    // The balance is asked for only when a token exists.
    expect(calls).toEqual([]);
  });

  it('shows the balance linking to /wallet and a Profile link when logged in', async () => {
    const calls = answerBalance(() => balance('₹1,250'));
    renderApp('/login', { token: 'player-token' });

    const links = await header().findAllByRole('link', { name: 'Wallet balance ₹1,250' });
    expect(links).toHaveLength(2); // wide header and phone top bar
    links.forEach((link) => expect(link).toHaveAttribute('href', '/wallet'));
    expect(header().getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(header().queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(header().queryByRole('link', { name: 'Login' })).toBeNull();
    expect(calls[0]).toBe('Bearer player-token');
  });

  it('changes the balance when the wallet changes, e.g. a deposit is approved', async () => {
    answerBalance(() => balance('₹1,250'));
    renderApp('/login', { token: 'player-token' });
    await header().findAllByRole('link', { name: 'Wallet balance ₹1,250' });
    const subscription = await liveSocket.subscribed('WalletChanged');
    expect(subscription.authorization).toBe('Bearer player-token');

    liveSocket.push('WalletChanged', {
      walletChanged: {
        __typename: 'WalletChange',
        balance: money(135_000),
        transaction: {
          __typename: 'WalletTransaction',
          id: '41',
          type: 'DEPOSIT',
          direction: 'CREDIT',
          amount: money(10_000),
          status: 'APPROVED',
          createdAt: '2026-11-21T10:00:00.000Z',
          note: null,
          payoutReference: null,
          grossAmount: null,
          taxWithheld: null,
        },
      },
    });

    expect(await header().findAllByRole('link', { name: 'Wallet balance ₹1,350' })).toHaveLength(2);
  });

  it('does not listen to a visitor’s wallet', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(liveSocket.subscriptions('WalletChanged')).toEqual([]);
  });

  it('only logs a balance that failed to load', async () => {
    const warn = expectConsoleWarning(/^Wallet balance could not be loaded:/);
    answerBalance(() => graphQLError('Wallet unavailable'));
    renderApp('/login', { token: 'player-token' });
    await screen.findByRole('heading', { name: 'Welcome Back' });

    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'Wallet balance could not be loaded:',
        'Wallet unavailable',
      ),
    );
    expect(header().getAllByRole('link', { name: 'Wallet' })).toHaveLength(2);
    expect(screen.queryByText(/Wallet unavailable/)).toBeNull();
  });

  it('falls back to Sign in when the gateway no longer accepts the token', async () => {
    answerBalance(() =>
      graphQLError('Your session has expired. Please log in again.', 'UNAUTHENTICATED'),
    );
    renderApp('/login', { token: 'expired-token' });

    expect(await header().findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('username')).toBeNull();
  });

  it('has the main menu with its eight entries', async () => {
    renderApp('/login');
    const menu = within(screen.getByRole('navigation', { name: 'Main' }));
    const entries = menu
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(entries).toEqual([
      ['Home', '/'],
      ['About US', '/about-us'],
      ['Esports', '/tournaments'],
      ['Tournaments', '/tournaments'],
      ['Products', '/products'],
      ["FAQ's", '/faqs'],
      ['Blogs', '/blogs'],
      ['Contact Us', '/contact'],
    ]);
    await screen.findByRole('heading', { name: 'Welcome Back' });
  });

  it('opens the phone menu from its button', async () => {
    const { user } = renderApp('/login');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it("opens the notifications bell on 'No Messages'", async () => {
    const { user } = renderApp('/login');
    const bell = header().getByRole('button', { name: 'Notifications' });
    expect(screen.getByText('No Messages')).not.toBeVisible();

    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('No Messages')).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.getByText('No Messages')).not.toBeVisible();
  });

  it('names the logo link by the CCL it shows, then the league and home', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome Back' });

    // WCAG 2.5.3: a speech user says the text they see, so the name starts with it.
    expect(
      header().getByRole('link', { name: /^CCL\b.*Creators Combat League, home$/ }),
    ).toHaveAttribute('href', '/');
  });

  it('links the social channels with accessible names', async () => {
    renderApp('/login');
    const instagram = header().getByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/creatorscombatleague');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(
      header().getByRole('link', { name: 'YouTube (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(
      header().getByRole('link', { name: 'Discord (opens in a new tab)' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Welcome Back' });
  });

  it('has the phone bottom bar: home, products, tournaments, blogs, profile', async () => {
    renderApp('/login');
    const bar = within(screen.getByRole('navigation', { name: 'Quick' }));
    expect(
      bar.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Products', '/products'],
      ['Tournaments', '/tournaments'],
      ['Blogs', '/blogs'],
      ['Profile', '/profile'],
    ]);
    await screen.findByRole('heading', { name: 'Welcome Back' });
  });
});
