import styled from 'styled-components';
import { type SignedInUser } from 'shared-contracts';
import { errorMessage } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { AddEmailForm } from './add-email-form';

export const EMAIL_NOT_CONFIRMED = (email: string) =>
  `Confirm your email address to use codes limited to one per customer and to vote on reviews: open the link we sent to ${email}.`;
export const SEND_LINK_FAILED = 'We could not send the link. Please try again.';

const Box = styled.div`
  display: grid;
  gap: 10px;
  margin-top: 16px;
  justify-items: start;
`;

/** Under the profile while the email is not confirmed: why it matters, and the link sent again on request. */
export function EmailConfirmation({ profile }: { profile: SignedInUser }) {
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
      <Banner tone="warning">{EMAIL_NOT_CONFIRMED(profile.email)}</Banner>
      {send.isSuccess ? <Banner tone="success">{send.data.message}</Banner> : null}
      {send.isError ? <Banner tone="error">{errorMessage(send.error, SEND_LINK_FAILED)}</Banner> : null}
      <Button
        type="button"
        $variant="secondary"
        disabled={send.isPending}
        aria-busy={send.isPending}
        onClick={() => send.mutate()}
      >
        {send.isPending ? 'Sending...' : 'Send the link again'}
      </Button>
    </Box>
  );
}
