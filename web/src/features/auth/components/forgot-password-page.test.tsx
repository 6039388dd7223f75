import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { DELAYS_MS } from '#common/constants';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { gate, messageAnswer, userError } from '../test/auth-answers';
import { ForgotPasswordPage } from './forgot-password-page';

const renderForgot = () =>
  renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
type User = ReturnType<typeof renderForgot>['user'];

async function sendEmail(user: User, email = 'rahul@gmail.com') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
}

describe('ForgotPasswordPage', () => {
  it('shows the e-mail rules of §5', async () => {
    const { user } = renderForgot();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
  });

  it('says an unknown e-mail was not found, and other failures their §8 text', async () => {
    server.use(
      graphql.mutation('RequestPasswordReset', () =>
        messageAnswer('requestPasswordReset', {
          errors: [userError('No account', 'NOT_FOUND', 'email')],
        }),
      ),
    );
    const { user } = renderForgot();
    await sendEmail(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email not found. Please check and try again.',
    );

    server.use(graphql.mutation('RequestPasswordReset', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to send OTP. Please try again later.',
      ),
    );
  });

  it('goes through the three steps with their busy labels and banners, then to /login', async () => {
    const sending = gate();
    const verifying = gate();
    const resetting = gate();
    const verifyAnswers: Response[] = [
      messageAnswer('verifyPasswordResetOtp', { errors: [userError('Wrong code')] }),
      messageAnswer('verifyPasswordResetOtp'),
    ];
    const resetAsked: unknown[] = [];
    const resetAnswers: Response[] = [HttpResponse.error(), messageAnswer('resetPassword')];
    server.use(
      graphql.mutation('RequestPasswordReset', async () => {
        await sending.opened;
        return messageAnswer('requestPasswordReset');
      }),
      graphql.mutation('VerifyPasswordResetOtp', async () => {
        await verifying.opened;
        return verifyAnswers.shift()!;
      }),
      graphql.mutation('ResetPassword', async ({ variables }) => {
        resetAsked.push(variables);
        await resetting.opened;
        return resetAnswers.shift()!;
      }),
    );
    const { user, router } = renderForgot();

    await sendEmail(user);
    expect(screen.getByRole('button', { name: 'Sending OTP...' })).toBeDisabled();
    sending.open();
    expect(await screen.findByText('OTP sent to your email.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('OTP'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP must be 6 digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText('OTP'), '3456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    verifying.open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(
      await screen.findByText('OTP Verified. You may now reset your password.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm your password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New Password'), 'def');
    await user.type(screen.getByLabelText('Confirm Password'), '{Backspace}cdef');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
    resetting.open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Password reset successful! Redirecting to Login....'),
    ).toBeInTheDocument();
    expect(resetAsked.at(-1)).toEqual({
      email: 'rahul@gmail.com',
      otp: '123456',
      newPassword: 'abcdef',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: DELAYS_MS.afterPasswordReset + 1000,
    });
  });
});
