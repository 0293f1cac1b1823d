import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatNigerianPhone, validate, type FieldErrors } from 'shared-contracts';
import { errorMessage, fieldErrorsOf, useIsSignedIn } from 'shop-sdk';
import type { BackInStockAnswer, BackInStockInput } from 'shared-contracts/schemas/back-in-stock';
import { backInStockInputSchema } from 'shared-contracts/schemas/back-in-stock';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { TextField } from 'shared-contracts/ui/field';
import { theme } from 'shared-contracts/ui/theme';
import { useBackInStockWait, useNotifyMe } from '../api/back-in-stock';

const Box = styled.section`
  margin-top: 1.5rem;
  padding: 1rem;
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  background: ${theme.surface};
  display: grid;
  gap: 0.75rem;
  max-width: 34rem;
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
  form {
    display: grid;
    gap: 0.75rem;
    justify-items: start;
  }
`;

const Fields = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-self: stretch;
  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const ADDRESS_NEEDED = 'Enter your email address so we can tell you';

/** Where the notice goes, in the words of the banner: "email you at …", "text you at …", or both. */
function howWeTell(wait: BackInStockAnswer): string {
  const phone = wait.phone ? `text you at ${formatNigerianPhone(wait.phone)}` : null;
  if (wait.email) return phone ? `email you at ${wait.email} and ${phone}` : `email you at ${wait.email}`;
  return phone ?? '';
}

/**
 * "Notify me" on a product out of stock: a signed-in shopper asks with one tap (mailed at their account's address,
 * and sent an SMS at their phone; an account made with a phone alone is texted); anyone else gives an email, a
 * phone, or both. One notice when it is back.
 */
export function NotifyMe({ productId, productName }: { productId: number; productName: string }) {
  const signedIn = useIsSignedIn();
  const wait = useBackInStockWait(productId, signedIn);
  const notifyMe = useNotifyMe(productId);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const waiting = notifyMe.data?.subscribed ? notifyMe.data : wait.data?.subscribed ? wait.data : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Someone not signed in gives an email, a phone, or both: only what was typed is sent and checked.
    const body: BackInStockInput = signedIn
      ? {}
      : { ...(email.trim() ? { email } : {}), ...(phone.trim() ? { phone } : {}) };
    if (!signedIn) {
      if (!body.email && !body.phone) return setErrors({ email: [ADDRESS_NEEDED] });
      const checked = validate(backInStockInputSchema, body);
      if (!checked.success) return setErrors(checked.errors);
    }
    setErrors({});
    try {
      await notifyMe.mutateAsync(body);
    } catch (e) {
      setErrors(fieldErrorsOf(e) ?? {});
    }
  };

  return (
    <Box aria-labelledby={`notify-me-${productId}`} data-testid="notify-me">
      <h2 id={`notify-me-${productId}`}>Out of stock</h2>
      {waiting ? (
        <Banner tone="success">
          <p>
            We will {howWeTell(waiting)} once {productName} is back in stock.
          </p>
        </Banner>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Notify me when it is back">
          <p>Want it? We will tell you once, as soon as it is back in stock.</p>
          {signedIn ? null : <p>Give an email, a phone for an SMS, or both.</p>}
          {signedIn ? null : (
            <Fields>
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                placeholder="Enter your email address"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={errors.email?.[0]}
              />
              <TextField
                label="Phone for an SMS"
                type="tel"
                autoComplete="tel"
                placeholder="0803 123 4567"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                error={errors.phone?.[0]}
              />
            </Fields>
          )}
          {notifyMe.isError && !fieldErrorsOf(notifyMe.error) ? (
            <Banner tone="error">
              <p>{errorMessage(notifyMe.error, 'We could not save that. Please try again.')}</p>
            </Banner>
          ) : null}
          <Button type="submit" disabled={notifyMe.isPending}>
            {notifyMe.isPending ? 'Saving...' : 'Notify me'}
          </Button>
        </form>
      )}
    </Box>
  );
}
