import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { type SignedInUser } from 'shared-contracts';
import { errorMessage } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { labelMessages as l } from '../../../components/labels.messages';
import { useIssueWords } from '../../../lib/use-issue-words';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { emailConfirmationMessages as m, emailNotConfirmed } from '../account.messages';
import { AddEmailForm } from './add-email-form';

const Box = styled.div`
  display: grid;
  gap: 10px;
  margin-top: 16px;
  justify-items: start;
`;

/** Under the profile while the email is not confirmed: why it matters, and the link sent again on request. */
export function EmailConfirmation({ profile }: { profile: SignedInUser }) {
  const { formatMessage: t } = useIntl();
  const words = useIssueWords();
  const send = useSendVerificationEmail();
  if (profile.email_verified_at) return null;
  // An account made with a phone number alone: first its email.
  if (profile.email === null)
    return (
      <Box>
        <AddEmailForm />
      </Box>
    );
  return (
    <Box>
      <Banner tone="warning">{t(emailNotConfirmed, { email: profile.email })}</Banner>
      {send.isSuccess ? <Banner tone="success">{send.data.message}</Banner> : null}
      {send.isError ? <Banner tone="error">{words(errorMessage(send.error, t(m.sendFailed)))}</Banner> : null}
      <Button
        type="button"
        $variant="secondary"
        disabled={send.isPending}
        aria-busy={send.isPending}
        onClick={() => send.mutate()}
      >
        {send.isPending ? t(l.sending) : t(m.sendAgain)}
      </Button>
    </Box>
  );
}
