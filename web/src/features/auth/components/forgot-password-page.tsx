import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DELAYS_MS } from '#common/constants';
import {
  forgotPasswordEmailSchema,
  newPasswordFormSchema,
  registerOtpCodeSchema,
} from '#common/validation/account';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import {
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useVerifyPasswordResetOtpMutation,
} from '../../../generated/auth';
import { PATHS } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './auth.css';

/** SPEC §8: the forgot-password banners, word for word. */
export const FORGOT_TEXTS = {
  emailNotFound: 'Email not found. Please check and try again.',
  sendFailed: 'Failed to send OTP. Please try again later.',
  verifyFailed: 'Invalid OTP. Please try again.',
  resetFailed: 'Failed to reset password. Try again.',
  otpSent: 'OTP sent to your email.',
  otpVerified: 'OTP Verified. You may now reset your password.',
  resetDone: 'Password reset successful! Redirecting to Login....',
} as const;

type Step = 'email' | 'otp' | 'password' | 'done';
type Banner = { tone: 'success' | 'error'; text: string } | null;

const succeeded = (payload: { errors: readonly unknown[] } | undefined) =>
  payload !== undefined && payload.errors.length === 0;

/**
 * /forgot-password (SPEC §2, §4): e-mail, then the mailed code, then the new password twice;
 * after the reset the player is sent to /login.
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const navigate = useNavigate();
  const [requestReset] = useRequestPasswordResetMutation();
  const [verifyOtp] = useVerifyPasswordResetOtpMutation();
  const [resetPassword] = useResetPasswordMutation();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [banner, setBanner] = useState<Banner>(null);

  useEffect(() => {
    if (step !== 'done') return;
    const timer = window.setTimeout(() => navigate(PATHS.login), DELAYS_MS.afterPasswordReset);
    return () => window.clearTimeout(timer);
  }, [step, navigate]);

  async function sendOtp(values: { email: string }) {
    setBanner(null);
    const { email: address } = forgotPasswordEmailSchema.cast(values);
    try {
      const { data } = await requestReset({ variables: { email: address } });
      const payload = data?.requestPasswordReset;
      if (succeeded(payload)) {
        setEmail(address);
        setStep('otp');
        setBanner({ tone: 'success', text: FORGOT_TEXTS.otpSent });
        return;
      }
      // The gateway's NOT_FOUND is the old API's 404 for an unknown e-mail.
      const notFound = payload?.errors.some((error) => error.code === 'NOT_FOUND');
      setBanner({
        tone: 'error',
        text: notFound ? FORGOT_TEXTS.emailNotFound : FORGOT_TEXTS.sendFailed,
      });
    } catch {
      setBanner({ tone: 'error', text: FORGOT_TEXTS.sendFailed });
    }
  }

  async function checkOtp(values: { otp: string }) {
    setBanner(null);
    const { otp: code } = registerOtpCodeSchema.cast(values);
    try {
      const { data } = await verifyOtp({ variables: { email, otp: code } });
      if (succeeded(data?.verifyPasswordResetOtp)) {
        setOtp(code);
        setStep('password');
        setBanner({ tone: 'success', text: FORGOT_TEXTS.otpVerified });
        return;
      }
    } catch {
      // Falls through to the failure banner.
    }
    setBanner({ tone: 'error', text: FORGOT_TEXTS.verifyFailed });
  }

  async function reset(values: { newPassword: string; confirmPassword: string }) {
    setBanner(null);
    try {
      const { data } = await resetPassword({
        variables: { email, otp, newPassword: values.newPassword },
      });
      if (succeeded(data?.resetPassword)) {
        setStep('done');
        setBanner({ tone: 'success', text: FORGOT_TEXTS.resetDone });
        return;
      }
    } catch {
      // Falls through to the failure banner.
    }
    setBanner({ tone: 'error', text: FORGOT_TEXTS.resetFailed });
  }

  return (
    <div className="page auth-card">
      <h1 className="page__title">Forgot Password</h1>
      {step === 'email' && (
        <Formik
          initialValues={{ email: '' }}
          validationSchema={forgotPasswordEmailSchema}
          onSubmit={sendOtp}
        >
          {({ isSubmitting }) => (
            <Form className="form" noValidate>
              <TextField name="email" label="Email" type="email" autoComplete="email" />
              <SubmitButton busy={isSubmitting} busyLabel="Sending OTP...">
                Send OTP
              </SubmitButton>
            </Form>
          )}
        </Formik>
      )}
      {step === 'otp' && (
        <Formik
          initialValues={{ otp: '' }}
          validationSchema={registerOtpCodeSchema}
          onSubmit={checkOtp}
        >
          {({ isSubmitting }) => (
            <Form className="form" noValidate>
              <TextField name="otp" label="OTP" inputMode="numeric" autoComplete="one-time-code" />
              <SubmitButton busy={isSubmitting} busyLabel="Verifying...">
                Verify OTP
              </SubmitButton>
            </Form>
          )}
        </Formik>
      )}
      {step === 'password' && (
        <Formik
          initialValues={{ newPassword: '', confirmPassword: '' }}
          validationSchema={newPasswordFormSchema}
          onSubmit={reset}
        >
          {({ isSubmitting }) => (
            <Form className="form" noValidate>
              <TextField
                name="newPassword"
                label="New Password"
                type="password"
                autoComplete="new-password"
              />
              <TextField
                name="confirmPassword"
                label="Confirm Password"
                type="password"
                autoComplete="new-password"
              />
              <SubmitButton busy={isSubmitting} busyLabel="Resetting...">
                Reset Password
              </SubmitButton>
            </Form>
          )}
        </Formik>
      )}
      <div className="form">
        <FormError message={banner?.text} tone={banner?.tone} />
      </div>
      <div className="auth-card__links">
        <Link to={PATHS.login}>Back to Login</Link>
      </div>
    </div>
  );
}
