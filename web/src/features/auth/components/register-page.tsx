import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { registerOtpCodeSchema, registerSchema } from '#common/validation/account';
import { FormError } from '../../../components/form/form-error';
import { formFailureMessage, thrownServerMessage } from '../../../components/form/payload-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useRegisterMutation, useRequestRegistrationOtpMutation } from '../../../generated/auth';
import { PATHS } from '../../../lib/paths';
import { saveSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './auth.css';

export const OTP_SENT =
  "OTP sent to your email. If you don't find it, please check your spam folder.";
export const OTP_SEND_FAILED = 'Failed to send OTP';
export const REGISTRATION_FAILED = 'Registration failed';

interface RegisterValues {
  email: string;
  mobile: string;
  password: string;
  otp: string;
}

const INITIAL: RegisterValues = { email: '', mobile: '', password: '', otp: '' };
const FIELDS = ['email', 'mobile', 'password', 'otp'] as const;
// Once the code is sent, the OTP is checked too.
const withOtpSchema = registerSchema.concat(registerOtpCodeSchema);

/**
 * /register (SPEC §2, §4): 'Request OTP' mails a code and reveals its input; 'Verify OTP &
 * Register' creates the account, stores the session and opens /profile.
 */
export function RegisterPage() {
  useDocumentTitle('Sign Up');
  const navigate = useNavigate();
  const [requestOtp] = useRequestRegistrationOtpMutation();
  const [register] = useRegisterMutation();
  const [otpSent, setOtpSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function sendOtp(values: RegisterValues, formik: FormikHelpers<RegisterValues>) {
    const { email } = registerSchema.cast(values);
    try {
      const { data } = await requestOtp({ variables: { email } });
      const payload = data?.requestRegistrationOtp;
      if (payload && payload.errors.length === 0) {
        setOtpSent(true);
        return;
      }
      setFailure(
        payload ? formFailureMessage(formik, payload, OTP_SEND_FAILED, FIELDS) : OTP_SEND_FAILED,
      );
    } catch (error) {
      setFailure(thrownServerMessage(error) ?? OTP_SEND_FAILED);
    }
  }

  async function createAccount(values: RegisterValues, formik: FormikHelpers<RegisterValues>) {
    const input = withOtpSchema.cast(values);
    try {
      const { data } = await register({ variables: { input } });
      const payload = data?.register;
      if (payload?.token && payload.errors.length === 0) {
        saveSession(payload.token, payload.username ?? '');
        await navigate(PATHS.profile);
        return;
      }
      setFailure(
        payload
          ? formFailureMessage(formik, payload, REGISTRATION_FAILED, FIELDS)
          : REGISTRATION_FAILED,
      );
    } catch (error) {
      setFailure(thrownServerMessage(error) ?? REGISTRATION_FAILED);
    }
  }

  const submit = (values: RegisterValues, formik: FormikHelpers<RegisterValues>) => {
    setFailure(null);
    return otpSent ? createAccount(values, formik) : sendOtp(values, formik);
  };

  return (
    <div className="page auth-card">
      <h1 className="page__title">Sign Up</h1>
      <Formik
        initialValues={INITIAL}
        validationSchema={otpSent ? withOtpSchema : registerSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <TextField
              name="mobile"
              label="Mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
            />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
            />
            {otpSent && (
              <TextField name="otp" label="OTP" inputMode="numeric" autoComplete="one-time-code" />
            )}
            <SubmitButton busy={isSubmitting}>
              {otpSent ? 'Verify OTP & Register' : 'Request OTP'}
            </SubmitButton>
            <FormError message={otpSent ? OTP_SENT : null} tone="success" />
            <FormError message={failure} />
          </Form>
        )}
      </Formik>
      <div className="auth-card__links">
        <span>
          Already have an account? <Link to={PATHS.login}>Login</Link>
        </span>
      </div>
    </div>
  );
}
