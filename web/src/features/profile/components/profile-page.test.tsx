import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, graphql, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_CACHES } from '../../../lib/offline/offline-caches';
import { TOKEN_KEY } from '../../../lib/session';
import { stubCacheStorage } from '../../../test/cache-storage';
import { expectConsoleError, expectConsoleWarning } from '../../../test/console-guard';
import { graphQLError, server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { viewerFixture } from '../test/viewer-fixture';
import { ALL_DEVICES_FAILED, ProfilePage } from './profile-page';

afterEach(() => vi.restoreAllMocks());

const renderProfile = () =>
  renderWithProviders(<ProfilePage />, { route: '/profile', token: 'jwt-1' });

const answerViewer = (viewer: unknown) =>
  server.use(graphql.query('ViewerProfile', () => HttpResponse.json({ data: { viewer } })));

describe('ProfilePage', () => {
  it('shows the Free Fire in-game name and UID, or where to add them', async () => {
    answerViewer(viewerFixture({ ffUid: '5123456789', ffIgn: 'ᴀʙ•ꜰꜰ' }));
    renderProfile();
    expect(await screen.findByText('Free Fire: ᴀʙ•ꜰꜰ · UID 5123456789')).toBeVisible();
  });

  it('says where to add the Free Fire identity when there is none', async () => {
    answerViewer(viewerFixture());
    renderProfile();
    expect(
      await screen.findByText('Add your Free Fire UID and in-game name in Edit Profile.'),
    ).toBeVisible();
  });

  it('shows the picture, name, id, default bio, stats, buttons and menu', async () => {
    answerViewer(viewerFixture());
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'rahul' })).toBeInTheDocument();
    expect(screen.getByText('#AEI0042')).toBeInTheDocument();
    expect(screen.getByText('No bio available.')).toBeInTheDocument();
    expect(screen.getByText('Games').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Wins').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Kills').nextSibling).toHaveTextContent('57');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
    expect(screen.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet');
    const menu: [string, string][] = [
      ['My tournaments', '/my-tournaments'],
      ['History', '/history'],
      ['Contact Us', '/contact'],
      ["FAQ's", '/faqs'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Refund Policy', '/refund-policy'],
      ['About Us', '/about-us'],
    ];
    for (const [name, href] of menu) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('button', { name: 'Orders' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the bio and picture when there are', async () => {
    answerViewer(viewerFixture({ bio: 'IGL of Team Blaze', pictureUrl: '/media/pictures/9' }));
    renderProfile();
    expect(await screen.findByText('IGL of Team Blaze')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "rahul's profile picture" })).toHaveAttribute(
      'src',
      '/media/pictures/9',
    );
  });

  it("logs out: ends this device's token on the platform, clears local storage, goes to /login", async () => {
    answerViewer(viewerFixture());
    const sentWith: (string | null)[] = [];
    server.use(
      graphql.mutation('Logout', ({ request }) => {
        sentWith.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: { logout: { message: 'Logged out' } } });
      }),
    );
    const { user, router } = renderProfile();
    window.localStorage.setItem('something-else', 'x');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sentWith).toEqual(['Bearer jwt-1']);
    expect(window.localStorage.length).toBe(0);
  });

  it('logs out of all devices: ends them on the platform with this token, clears local storage, goes to /login', async () => {
    answerViewer(viewerFixture());
    const sentWith: (string | null)[] = [];
    server.use(
      graphql.mutation('LogoutAllDevices', ({ request }) => {
        sentWith.push(request.headers.get('authorization'));
        return HttpResponse.json({
          data: { logoutAllDevices: { message: 'Logged out of all devices', errors: [] } },
        });
      }),
      graphql.mutation('Logout', () => {
        sentWith.push('Logout');
        return HttpResponse.json({ data: { logout: { message: 'Logged out' } } });
      }),
    );
    const { user, router } = renderProfile();
    window.localStorage.setItem('something-else', 'x');
    await user.click(await screen.findByRole('button', { name: 'Log out of all devices' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sentWith).toEqual(['Bearer jwt-1']);
    expect(window.localStorage.length).toBe(0);
  });

  it('stays signed in and says so when the other devices could not be logged out', async () => {
    answerViewer(viewerFixture());
    server.use(graphql.mutation('LogoutAllDevices', () => HttpResponse.error()));
    const { user, router } = renderProfile();
    const button = await screen.findByRole('button', { name: 'Log out of all devices' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(ALL_DEVICES_FAILED);
    expect(router.state.location.pathname).toBe('/profile');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('jwt-1');

    // Another try that succeeds ends the session here too.
    server.use(
      graphql.mutation('LogoutAllDevices', () =>
        HttpResponse.json({
          data: { logoutAllDevices: { message: 'Logged out of all devices', errors: [] } },
        }),
      ),
    );
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('logs out locally even when the platform cannot be reached', async () => {
    answerViewer(viewerFixture());
    server.use(graphql.mutation('Logout', () => HttpResponse.error()));
    const { user, router } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.length).toBe(0);
  });

  it("deletes the reads saved for offline use with the player's token, and keeps the rest", async () => {
    answerViewer(viewerFixture());
    server.use(
      graphql.mutation('Logout', () =>
        HttpResponse.json({ data: { logout: { message: 'Logged out' } } }),
      ),
    );
    const saved = stubCacheStorage(Object.values(OFFLINE_CACHES));
    const { user, router } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(saved.names()).toEqual(
      Object.values(OFFLINE_CACHES).filter((name) => name !== OFFLINE_CACHES.playerData),
    );
  });

  it('goes to /login when the profile call fails', async () => {
    expectConsoleWarning(/^Profile could not be loaded: Upstream down/);
    server.use(graphql.query('ViewerProfile', () => graphQLError('Upstream down')));
    const { router } = renderProfile();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('goes to /login when the gateway knows no viewer', async () => {
    answerViewer(null);
    const { router } = renderProfile();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('keeps the profile shown when a later refresh of it fails', async () => {
    answerViewer(viewerFixture());
    let refreshed = 0;
    server.use(http.post('*/api/profile/picture', () => HttpResponse.json({ message: 'ok' })));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const warned = expectConsoleWarning(/^Profile could not be loaded: Upstream down/);
    const { router, user } = renderProfile();
    await screen.findByRole('heading', { name: 'rahul' });
    server.use(
      graphql.query('ViewerProfile', () => {
        refreshed += 1;
        return graphQLError('Upstream down');
      }),
    );
    // A new picture asks for the profile again; that refresh fails.
    await user.upload(
      screen.getByLabelText('Change picture'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(warned).toHaveBeenCalled());
    expect(refreshed).toBe(1);
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByRole('heading', { name: 'rahul' })).toBeVisible();
  });

  it('previews a new picture at once and uploads it with the token', async () => {
    answerViewer(viewerFixture());
    const uploads: { auth: string | null; file: unknown }[] = [];
    server.use(
      http.post('*/api/profile/picture', async ({ request }) => {
        const form = await request.formData();
        uploads.push({ auth: request.headers.get('authorization'), file: form.get('file') });
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user } = renderProfile();
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Change picture'), file);
    expect(screen.getByRole('img', { name: "rahul's profile picture" })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.auth).toBe('Bearer jwt-1');
    expect(uploads[0]!.file).toBeInstanceOf(File);
  });

  it('only logs a failed upload and keeps the preview', async () => {
    answerViewer(viewerFixture());
    server.use(http.post('*/api/profile/picture', () => new HttpResponse(null, { status: 500 })));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const logged = expectConsoleError(/^Profile picture upload failed:/);
    const { user } = renderProfile();
    await user.upload(
      await screen.findByLabelText('Change picture'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('img', { name: "rahul's profile picture" })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
