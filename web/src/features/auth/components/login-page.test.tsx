import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { DELAYS_MS } from '#common/constants';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { authAnswer, gate, userError } from '../test/auth-answers';
import { LoginPage } from './login-page';

const renderLogin = () => renderWithProviders(<LoginPage />, { route: '/login' });
const submitButton = () => screen.getByRole('button', { name: 'Login' });
const LONG_WAIT = { timeout: DELAYS_MS.loginButtonDisabled + 5000 };

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText('Mobile'), '9876543210');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(submitButton());
}

describe('LoginPage', () => {
  it('shows the heading, links and the terms note', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('shows each rule of §5 on its field', async () => {
    const { user } = renderLogin();
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a mobile number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription(
      'Please enter a mobile number',
    );

    await user.type(screen.getByLabelText('Mobile'), '98765');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(submitButton());
    expect(await screen.findByText('Mobile number must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'x'.repeat(20));
    await user.tab();
    expect(await screen.findByText('Password cannot exceed 20 characters')).toBeInTheDocument();
  });

  it('logs in, says so, stores the session and opens /profile after the delay', async () => {
    const asked: unknown[] = [];
    const answered = gate();
    server.use(
      graphql.mutation('Login', async ({ variables }) => {
        asked.push(variables);
        await answered.opened;
        return authAnswer('login', { token: 'jwt-1', username: 'rahul' });
      }),
    );
    const { user, router } = renderLogin();
    await fillAndSubmit(user);
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(submitButton()).toBeDisabled();
    answered.open();

    expect(await screen.findByText('Login Successful...')).toBeInTheDocument();
    expect(asked).toEqual([{ mobile: '9876543210', password: 'secret123' }]);
    expect(window.localStorage.getItem('authToken')).toBe('jwt-1');
    expect(window.localStorage.getItem('username')).toBe('rahul');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), LONG_WAIT);
  });

  it("shows the server's message and keeps the button disabled for a while", async () => {
    server.use(
      graphql.mutation('Login', () =>
        authAnswer('login', { errors: [userError('Invalid mobile number or password')] }),
      ),
    );
    const { user, router } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid mobile number or password');
    expect(submitButton()).toBeDisabled();
    await waitFor(() => expect(submitButton()).toBeEnabled(), LONG_WAIT);
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('falls back to the §8 text when the server gives no message', async () => {
    server.use(graphql.mutation('Login', () => HttpResponse.error()));
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('falls back to the §8 text for a failed payload without a message', async () => {
    server.use(graphql.mutation('Login', () => authAnswer('login')));
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });
});
