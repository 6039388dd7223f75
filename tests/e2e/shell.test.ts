import { beforeAll, describe, expect, test } from 'vitest';
import { loginAsDemoPlayer } from '../support/backend-api';
import { type Session, WIDTHS, expectHidden, expectVisible, useBrowser } from './browser-fixture';

/** SPEC §2 header, menu and fallback page, as a visitor and as a logged-in player. */
const { product, open } = useBrowser();

const MAIN_MENU = [
  'Home',
  'About US',
  'Esports',
  'Tournaments',
  'Products',
  "FAQ's",
  'Blogs',
  'Contact Us',
];

let player: Session;
beforeAll(async () => {
  player = await loginAsDemoPlayer(product.backendUrl);
});

describe('header', () => {
  test('shows Register and Sign in to a visitor on a desktop', async () => {
    const { page, errors } = await open('/', { width: 1280 });
    const header = page.getByRole('banner');
    const register = header.getByRole('link', { name: 'Register', exact: true });
    const signIn = header.getByRole('link', { name: 'Sign in', exact: true });
    await expectVisible(register);
    await expectVisible(signIn);
    await expect(register.getAttribute('href')).resolves.toBe('/register');
    await expect(signIn.getAttribute('href')).resolves.toBe('/login');

    const menu = header.getByRole('navigation', { name: 'Main' });
    for (const entry of MAIN_MENU) {
      await expectVisible(menu.getByRole('link', { name: entry, exact: true }));
    }

    await header.getByRole('button', { name: 'Notifications' }).click();
    await expectVisible(header.getByText('No Messages'));

    await signIn.click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Welcome Back' }));
    expect(errors).toEqual([]);
  });

  test('shows Login to a visitor on a phone, with the menu behind a button', async () => {
    const { page, errors } = await open('/', { width: 375 });
    const header = page.getByRole('banner');
    const login = header.getByRole('link', { name: 'Login', exact: true });
    await expectVisible(login);
    await expect(login.getAttribute('href')).resolves.toBe('/login');

    const menu = header.getByRole('navigation', { name: 'Main' });
    await expectHidden(menu.getByRole('link', { name: 'About US' }));
    await menu.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'About US' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'About Us' }));

    const bottomBar = page.getByRole('navigation', { name: 'Quick' });
    for (const entry of ['Home', 'Products', 'Tournaments', 'Blogs', 'Profile']) {
      await expectVisible(bottomBar.getByRole('link', { name: entry }));
    }
    expect(errors).toEqual([]);
  });

  test.each(WIDTHS)('shows the balance to a logged-in player at %i px', async (width) => {
    const { page, errors } = await open('/', { width, session: player });
    const header = page.getByRole('banner');
    const balance = header.getByRole('link', { name: /^Wallet balance ₹[\d,.]+$/ });
    await expectVisible(balance);
    await expect(balance.first().getAttribute('href')).resolves.toBe('/wallet');
    await expectHidden(header.getByRole('link', { name: 'Sign in' }));
    await expectHidden(header.getByRole('link', { name: 'Login', exact: true }));
    expect(errors).toEqual([]);
  });
});

describe('fallback page', () => {
  test.each(WIDTHS)('an unknown route shows Not Found at %i px', async (width) => {
    const { page, errors } = await open('/no-such-page/at-all', { width });
    await expectVisible(page.getByRole('heading', { level: 1, name: '404' }));
    await expectVisible(page.getByRole('main').getByText('Not Found', { exact: true }));
    await expectVisible(page.getByRole('banner'));

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Creators Combat League' }));
    expect(errors).toEqual([]);
  });
});
