import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { STORE_NAME } from 'shared-contracts';
import { errorMessage } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Form } from 'shared-contracts/ui/field';
import { theme } from 'shared-contracts/ui/theme';
import { useIssueWords } from '../../../lib/use-issue-words';
import { useVerifyEmail } from '../api/verify-email';
import { verifyEmailMessages as m, verifyEmailSubtitle } from '../auth.messages';
import { AuthSubtitle, AuthTitle, SpaceBetween } from './auth-heading';

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
  const { formatMessage: t } = useIntl();
  const words = useIssueWords();
  const verify = useVerifyEmail();

  if (verify.isSuccess) {
    return (
      <Form as="div" aria-labelledby="verify-email-title">
        <AuthTitle id="verify-email-title">{t(m.title)}</AuthTitle>
        <Banner tone="success">{verify.data.message || t(m.confirmed)}</Banner>
        <Note>{t(m.confirmedMeans)}</Note>
        <SpaceBetween>
          <Link to="/account">{t(m.goToAccount)}</Link>
          <Link to="/">{t(m.continueShopping)}</Link>
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
        <AuthTitle id="verify-email-title">{t(m.title)}</AuthTitle>
        <AuthSubtitle>{t(verifyEmailSubtitle, { store: STORE_NAME })}</AuthSubtitle>
      </header>
      {verify.isError ? (
        <Banner tone="error">{words(errorMessage(verify.error, t(m.linkFailed)))}</Banner>
      ) : null}
      <Button type="submit" disabled={verify.isPending} aria-busy={verify.isPending}>
        {t(verify.isPending ? m.confirming : m.submit)}
      </Button>
      <SpaceBetween>
        <Link to="/account">{t(m.goToAccount)}</Link>
        <Link to="/">{t(m.continueShopping)}</Link>
      </SpaceBetween>
    </Form>
  );
}
