import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RequireAuth } from './require-auth';

describe('RequireAuth', () => {
  it('shows the screen with a stored token', () => {
    renderWithProviders(
      <RequireAuth>
        <p>Secret screen</p>
      </RequireAuth>,
      { route: '/wallet', token: 'jwt-1' },
    );
    expect(screen.getByText('Secret screen')).toBeInTheDocument();
  });

  it('sends a visitor to /login', async () => {
    const { router } = renderWithProviders(
      <RequireAuth>
        <p>Secret screen</p>
      </RequireAuth>,
      { route: '/wallet' },
    );
    expect(await screen.findByText('Elsewhere: /login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Secret screen')).toBeNull();
  });
});
