import { object, ref, string } from 'yup';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_MAX_LENGTH } from '../constants';
import { INDIAN_MOBILE, SIX_DIGITS, TEN_DIGITS, passwordField } from './fields';

const GMAIL = /^[^\s@]+@gmail\.com$/i;

/** The §5 example address, built from what the player typed so the hint is theirs. */
function gmailExample(value: unknown): string {
  const local = typeof value === 'string' ? value.split('@')[0]?.trim() : '';
  return `${local || 'example'}@gmail.com`;
}

export const registerEmailField = () =>
  string()
    .trim()
    .lowercase()
    .required('Email is required')
    .max(TEXT_MAX_LENGTH.email, 'Invalid email')
    .matches(
      GMAIL,
      ({ value }) => `Only Gmail addresses are allowed (e.g., ${gmailExample(value)})`,
    );

export const registerMobileField = () =>
  string()
    .trim()
    .required('Enter a valid 10-digit mobile number starting with 6-9')
    .matches(INDIAN_MOBILE, 'Enter a valid 10-digit mobile number starting with 6-9');

export const emailField = () =>
  string()
    .trim()
    .lowercase()
    .required('Email is required')
    .max(TEXT_MAX_LENGTH.email, 'Invalid email')
    .email('Invalid email');

export const otpField = () =>
  string().trim().required('OTP is required').matches(SIX_DIGITS, 'OTP must be 6 digits');

export const newPasswordField = () =>
  string()
    .required('New password is required')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password cannot exceed ${PASSWORD_MAX_LENGTH} characters`);

export const loginSchema = object({
  mobile: string()
    .trim()
    .required('Please enter a mobile number')
    .matches(TEN_DIGITS, 'Mobile number must be exactly 10 digits'),
  password: passwordField(),
});

/** Registration shows no password rule; it takes the login rule so the account can log in. */
export const registerSchema = object({
  email: registerEmailField(),
  mobile: registerMobileField(),
  password: passwordField(),
});

export const registrationOtpRequestSchema = object({ email: registerEmailField() });

export const forgotPasswordEmailSchema = object({ email: emailField() });

export const verifyOtpSchema = object({ email: emailField(), otp: otpField() });

export const resetPasswordSchema = object({
  email: emailField(),
  otp: otpField(),
  newPassword: newPasswordField(),
});

/** Step 3 of the forgot-password form: the new password twice. */
export const newPasswordFormSchema = object({
  newPassword: newPasswordField(),
  confirmPassword: string()
    .required('Confirm your password')
    .oneOf([ref('newPassword')], 'Passwords must match'),
});

export const registerOtpCodeSchema = object({ otp: otpField() });
