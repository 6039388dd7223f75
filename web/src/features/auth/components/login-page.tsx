import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DELAYS_MS } from '#common/constants';
import { loginSchema } from '#common/validation/account';
import { FormError } from '../../../components/form/form-error';
import { formFailureMessage, thrownServerMessage } from '../../../components/form/payload-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useLoginMutation } from '../../../generated/auth';
import { PATHS } from '../../../lib/paths';
import { saveSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './auth.css';

export const LOGIN_SUCCESS = 'Login Successful...';
export const LOGIN_FAILED = 'Login failed. Please try again.';

interface LoginValues {
  mobile: string;
  password: string;
}

const INITIAL: LoginValues = { mobile: '', password: '' };

/** /login (SPEC §2 "Welcome Back"): mobile and password; success goes to /profile. */
export function LoginPage() {
  useDocumentTitle('Login');
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  // SPEC §9: the button stays disabled for a while after a submit, whatever its outcome.
  const [coolingDown, setCoolingDown] = useState(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const later = (ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms));
  };

  async function submit(values: LoginValues, formik: FormikHelpers<LoginValues>) {
    setFailure(null);
    setCoolingDown(true);
    later(DELAYS_MS.loginButtonDisabled, () => setCoolingDown(false));
    const input = loginSchema.cast(values);
    try {
      const { data } = await login({ variables: input });
      const payload = data?.login;
      if (payload?.token && payload.errors.length === 0) {
        saveSession(payload.token, payload.username ?? '');
        setSuccess(true);
        later(DELAYS_MS.afterLogin, () => navigate(PATHS.profile));
        return;
      }
      setFailure(
        payload
          ? formFailureMessage(formik, payload, LOGIN_FAILED, ['mobile', 'password'])
          : LOGIN_FAILED,
      );
    } catch (error) {
      setFailure(thrownServerMessage(error) ?? LOGIN_FAILED);
    }
  }

  return (
    <div className="page auth-card">
      <h1 className="page__title">Welcome Back</h1>
      <Formik initialValues={INITIAL} validationSchema={loginSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
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
              autoComplete="current-password"
            />
            <SubmitButton busy={isSubmitting} disabled={coolingDown || success}>
              Login
            </SubmitButton>
            <FormError message={success ? LOGIN_SUCCESS : null} tone="success" />
            <FormError message={failure} />
          </Form>
        )}
      </Formik>
      <div className="auth-card__links">
        <Link to={PATHS.forgotPassword}>Forgot Password</Link>
        <Link to={PATHS.register}>Register Now</Link>
      </div>
      <p className="auth-card__note muted">
        By continuing, you agree to our{' '}
        <Link to={PATHS.termsAndConditions}>Terms and Conditions</Link> and{' '}
        <Link to={PATHS.privacyPolicy}>Privacy Policy</Link>.
      </p>
    </div>
  );
}
