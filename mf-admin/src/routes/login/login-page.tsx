import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  authApi,
  errorMessage,
  loginFormSchema,
  messages,
  roleAtom,
  roleFromAccessToken,
  useCompleteLogin,
  validate,
} from 'shared-contracts';
import { Button } from '../../components/common/button';
import { Banner, Field, Input } from '../../components/common/form';
import { colors, radius } from '../../components/common/theme';

export const NOT_ADMIN_MESSAGE = 'This account does not have admin access.';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 16px;
  background: ${colors.background};
`;

const Panel = styled.form`
  width: min(400px, 100%);
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius};
  padding: 28px 24px;
  display: flex;
  flex-direction: column;
  gap: 16px;
  h1 {
    margin: 0;
    font-size: 22px;
  }
  p {
    margin: 0;
    color: ${colors.muted};
    font-size: 14px;
  }
`;

const Brand = styled.div`
  font-weight: 700;
  font-size: 18px;
  color: ${colors.primary};
`;

/** The admin's own sign-in page: only ADMIN accounts are kept signed in. */
export default function LoginPage() {
  const role = useAtomValue(roleAtom);
  const completeLogin = useCompleteLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  if (role === 'ADMIN') return <Navigate to="/admin" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = validate(loginFormSchema, { email, password });
    if (!checked.success) {
      setEmailError(checked.errors.email?.[0]);
      return;
    }
    setEmailError(undefined);
    setPending(true);
    try {
      const tokens = await authApi.login({ email: checked.output.email, password });
      if (roleFromAccessToken(tokens.access) !== 'ADMIN') {
        // Never keep a shopper's tokens from this page: revoke them at once.
        void authApi.logout(tokens.refresh).catch(() => undefined);
        setFailure(NOT_ADMIN_MESSAGE);
        return;
      }
      completeLogin(tokens);
    } catch (error) {
      setFailure(errorMessage(error, messages.loginFailed));
    } finally {
      setPending(false);
    }
  };

  return (
    <Page>
      <Panel onSubmit={onSubmit} noValidate aria-labelledby="admin-login-title">
        <Brand>Kasuwa Admin</Brand>
        <div>
          <h1 id="admin-login-title">Admin sign in</h1>
          <p>Sign in with an administrator account to manage the shop.</p>
        </div>
        {failure ? <Banner role="alert">{failure}</Banner> : null}
        <Field label="Email" error={emailError}>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            aria-invalid={emailError ? true : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field label="Password">
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Button type="submit" $variant="primary" disabled={pending}>
          {pending ? 'Signing in…' : 'Sign In'}
        </Button>
        <p>
          <Link to="/" style={{ color: colors.primary }}>
            Back to the shop
          </Link>
        </p>
      </Panel>
    </Page>
  );
}
