import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { STORE_NAME } from 'shared-contracts';
import { errorMessage } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Form } from 'shared-contracts/ui/field';
import { theme } from 'shared-contracts/ui/theme';
import { useVerifyEmail } from '../api/verify-email';
import { AuthSubtitle, AuthTitle, SpaceBetween } from './auth-heading';

export const EMAIL_CONFIRMED = 'Your email address is confirmed.';
export const EMAIL_LINK_FAILED =
  'This link is invalid or has expired. Sign in and ask for a new one on your account page.';
export const EMAIL_CONFIRMED_MEANS =
  'Codes limited to one per customer and helpful votes on reviews are open to you now.';

const Note = styled.p`
  margin: 0;
  color: ${theme.muted};
  font-size: 0.9rem;
`;

/**
 * /auth/verify-email/:token, the page the confirmation mail links to. Opening it confirms nothing (mail scanners and
 * link previews open links too): the shopper's press of the button does, signed in or not.
 */
export function VerifyEmailForm({ token }: { token: string }) {
  const verify = useVerifyEmail();

  if (verify.isSuccess) {
    return (
      <Form as="div" aria-labelledby="verify-email-title">
        <AuthTitle id="verify-email-title">Confirm your email</AuthTitle>
        <Banner tone="success">{verify.data.message || EMAIL_CONFIRMED}</Banner>
        <Note>{EMAIL_CONFIRMED_MEANS}</Note>
        <SpaceBetween>
          <Link to="/account">Go to my account</Link>
          <Link to="/">Continue shopping</Link>
        </SpaceBetween>
      </Form>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(token);
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby="verify-email-title">
      <header>
        <AuthTitle id="verify-email-title">Confirm your email</AuthTitle>
        <AuthSubtitle>{`Press the button to confirm this email address for your ${STORE_NAME} account.`}</AuthSubtitle>
      </header>
      {verify.isError ? <Banner tone="error">{errorMessage(verify.error, EMAIL_LINK_FAILED)}</Banner> : null}
      <Button type="submit" disabled={verify.isPending} aria-busy={verify.isPending}>
        {verify.isPending ? 'Confirming...' : 'Confirm my email'}
      </Button>
      <SpaceBetween>
        <Link to="/account">Go to my account</Link>
        <Link to="/">Continue shopping</Link>
      </SpaceBetween>
    </Form>
  );
}
