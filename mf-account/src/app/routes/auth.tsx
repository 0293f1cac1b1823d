import { useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { STORE_NAME } from 'shared-contracts';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { LoginForm } from '../../features/auth/components/login-form';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { SignupForm } from '../../features/auth/components/signup-form';
import { VerifyEmailForm } from '../../features/auth/components/verify-email-form';
import { useAuthPageState, type AuthPageState } from '../../lib/return-path';
import { authPageMessages as m } from '../app.messages';

/** The tab's title, in the page's language; React puts it in the document's head. */
function PageTitle({ message }: { message: MessageDescriptor }) {
  const { formatMessage: t } = useIntl();
  return <title>{`${t(message)} | ${STORE_NAME}`}</title>;
}

/** Signed in here, the shopper returns to where they came from (`from` in the page's state or query), else `/`. */
function LoginPage() {
  const navigate = useNavigate();
  const { from, email } = useAuthPageState();
  return (
    <>
      <PageTitle message={m.signIn} />
      <LoginForm
        onSwitchToSignup={() => navigate('/auth/signup', { state: { from } satisfies AuthPageState })}
        returnTo={from}
        initialEmail={email}
      />
    </>
  );
}

function SignupPage() {
  const navigate = useNavigate();
  const { from } = useAuthPageState();
  return (
    <>
      <PageTitle message={m.signUp} />
      <SignupForm
        onSwitchToLogin={() => navigate('/auth/login', { state: { from } satisfies AuthPageState })}
        from={from}
      />
    </>
  );
}

function ForgotPasswordPage() {
  return (
    <>
      <PageTitle message={m.forgotPassword} />
      <ForgotPasswordForm />
    </>
  );
}

function ResetPasswordPage() {
  const { token = '' } = useParams();
  return (
    <>
      <PageTitle message={m.resetPassword} />
      <ResetPasswordForm key={token} token={token} />
    </>
  );
}

/** The page the mail confirming an account's email links to. */
function VerifyEmailPage() {
  const { token = '' } = useParams();
  return (
    <>
      <PageTitle message={m.verifyEmail} />
      <VerifyEmailForm key={token} token={token} />
    </>
  );
}

/** Mounted by the shell at /auth/*. */
export default function AuthRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route index element={<Navigate to="/auth/login" replace />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="verify-email/:token" element={<VerifyEmailPage />} />
        <Route path="*" element={<Navigate to="/auth/login" replace />} />
      </Route>
    </Routes>
  );
}
