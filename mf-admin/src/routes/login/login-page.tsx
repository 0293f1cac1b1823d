import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { loginFormSchema, messages, validate } from 'shared-contracts';
import { authApi, errorMessage, roleAtom, roleFromAccessToken, useCompleteLogin } from 'shop-sdk';
import { Button } from 'shared-contracts/ui/button';
import { Banner } from 'shared-contracts/ui/banner';
import { Field, Input } from 'shared-contracts/ui/field';
import { theme } from 'shared-contracts/ui/theme';
import { TextLink } from '../../components/common/layout';

export const NOT_ADMIN_MESSAGE = 'This account does not have admin access.';
/** Shown to a signed-in shopper who was sent here from an admin page. */
export const SHOPPER_KEPT_OUT_MESSAGE =
  'You are signed in as a shopper, and the admin area is only for administrator accounts. Sign in with an admin account to continue, or go back to the shop.';

const LoginScreen = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 16px;
  background: ${theme.surface};
`;

const Panel = styled.form`
  width: min(400px, 100%);
  background: ${theme.background};
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
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
    color: ${theme.muted};
    font-size: 14px;
  }
`;

const Brand = styled.div`
  font-weight: 700;
  font-size: 18px;
  color: ${theme.primary};
`;

/** Thrown when a non-admin account signs in here; its tokens are revoked at once. */
class NotAdminError extends Error {
  constructor() {
    super(NOT_ADMIN_MESSAGE);
    this.name = 'NotAdminError';
  }
}

/** Signs in and keeps the session only for an ADMIN account. */
function useAdminLogin() {
  const completeLogin = useCompleteLogin();
  return useMutation({
    mutationFn: async (credentials: { email: string; password: string }) => {
      const tokens = await authApi.login(credentials);
      if (roleFromAccessToken(tokens.access) !== 'ADMIN') {
        // Never keep a shopper's tokens from this page.
        void authApi.logout(tokens.refresh).catch(() => undefined);
        throw new NotAdminError();
      }
      return tokens;
    },
    onSuccess: (tokens) => void completeLogin(tokens),
  });
}

const failureOf = (error: Error | null) =>
  error === null
    ? undefined
    : error instanceof NotAdminError
      ? error.message
      : errorMessage(error, messages.loginFailed);

/** The admin's own sign-in page: only ADMIN accounts are kept signed in. */
export default function LoginPage() {
  const role = useAtomValue(roleAtom);
  const login = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string>();

  if (role === 'ADMIN') return <Navigate to="/admin" replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.reset();
    const checked = validate(loginFormSchema, { email, password });
    setEmailError(checked.success ? undefined : checked.errors.email?.[0]);
    if (checked.success) login.mutate({ email: checked.output.email, password });
  };
  const failure = failureOf(login.error);
  const pending = login.isPending;

  return (
    <LoginScreen>
      <title>Admin sign in | Kasuwa Admin</title>
      <Panel onSubmit={onSubmit} noValidate aria-labelledby="admin-login-title">
        <Brand>Kasuwa Admin</Brand>
        <div>
          <h1 id="admin-login-title">Admin sign in</h1>
          <p>Sign in with an administrator account to manage the shop.</p>
        </div>
        {failure ? (
          <Banner tone="error">{failure}</Banner>
        ) : role === 'REGULAR' ? (
          <Banner tone="warning">{SHOPPER_KEPT_OUT_MESSAGE}</Banner>
        ) : null}
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
          <TextLink to="/">Back to the shop</TextLink>
        </p>
      </Panel>
    </LoginScreen>
  );
}
