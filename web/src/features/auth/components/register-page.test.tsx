import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { authAnswer, gate, messageAnswer, userError } from '../test/auth-answers';
import { RegisterPage } from './register-page';

const OTP_SENT = "OTP sent to your email. If you don't find it, please check your spam folder.";

const renderRegister = () => renderWithProviders(<RegisterPage />, { route: '/register' });
type User = ReturnType<typeof renderRegister>['user'];

async function requestOtp(user: User) {
  await user.type(screen.getByLabelText('Email'), 'rahul@gmail.com');
  await user.type(screen.getByLabelText('Mobile'), '9876543210');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Request OTP' }));
}

describe('RegisterPage', () => {
  it('links to Login', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('OTP')).toBeNull();
  });

  it('shows each rule of §5 on its field', async () => {
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Email'), 'rahul@yahoo.com');
    await user.type(screen.getByLabelText('Mobile'), '5123456789');
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));
    expect(
      await screen.findByText('Only Gmail addresses are allowed (e.g., rahul@gmail.com)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter a valid 10-digit mobile number starting with 6-9'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the code, reveals the OTP input, registers and opens /profile', async () => {
    const registered: unknown[] = [];
    const sending = gate();
    server.use(
      graphql.mutation('RequestRegistrationOtp', async ({ variables }) => {
        expect(variables).toEqual({ email: 'rahul@gmail.com' });
        await sending.opened;
        return messageAnswer('requestRegistrationOtp', { message: 'OTP sent' });
      }),
      graphql.mutation('Register', ({ variables }) => {
        registered.push(variables.input);
        return authAnswer('register', { token: 'jwt-2', username: 'rahul' });
      }),
    );
    const { user, router } = renderRegister();
    await requestOtp(user);
    expect(screen.getByRole('button', { name: 'Request OTP' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    sending.open();

    expect(await screen.findByText(OTP_SENT)).toBeInTheDocument();
    const verify = screen.getByRole('button', { name: 'Verify OTP & Register' });
    await user.click(verify);
    expect(await screen.findByText('OTP is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('OTP'), '123');
    await user.click(verify);
    expect(await screen.findByText('OTP must be 6 digits')).toBeInTheDocument();

    await user.type(screen.getByLabelText('OTP'), '456');
    await user.click(verify);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(registered).toEqual([
      { email: 'rahul@gmail.com', mobile: '9876543210', password: 'secret123', otp: '123456' },
    ]);
    expect(window.localStorage.getItem('authToken')).toBe('jwt-2');
    expect(window.localStorage.getItem('username')).toBe('rahul');
  });

  it("shows the server's message when the code cannot be sent, else the §8 text", async () => {
    server.use(
      graphql.mutation('RequestRegistrationOtp', () =>
        messageAnswer('requestRegistrationOtp', {
          errors: [userError('Email already registered', 'CONFLICT')],
        }),
      ),
    );
    const { user } = renderRegister();
    await requestOtp(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already registered');
    expect(screen.queryByLabelText('OTP')).toBeNull();

    server.use(graphql.mutation('RequestRegistrationOtp', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Request OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP');
  });

  it("shows the server's message when registration fails, else the §8 text", async () => {
    server.use(
      graphql.mutation('RequestRegistrationOtp', () => messageAnswer('requestRegistrationOtp')),
      graphql.mutation('Register', () =>
        authAnswer('register', { errors: [userError('Invalid or expired OTP')] }),
      ),
    );
    const { user, router } = renderRegister();
    await requestOtp(user);
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP');

    server.use(graphql.mutation('Register', () => authAnswer('register')));
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Register' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration failed'));
    expect(router.state.location.pathname).toBe('/register');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('puts a field error of the server on its field', async () => {
    server.use(
      graphql.mutation('RequestRegistrationOtp', () =>
        messageAnswer('requestRegistrationOtp', {
          errors: [userError('This mobile number is taken', 'CONFLICT', 'mobile')],
        }),
      ),
    );
    const { user } = renderRegister();
    await requestOtp(user);
    expect(await screen.findByText('This mobile number is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('aria-invalid', 'true');
  });
});
