import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, fieldErrorsOf, useIsSignedIn, validate, type FieldErrors } from 'shared-contracts';
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

/**
 * "Notify me" on a product out of stock: a signed-in shopper asks with one tap (mailed at their account's address,
 * and sent an SMS at their phone); anyone else gives an email, and a phone if they like. One mail when it is back.
 */
export function NotifyMe({ productId, productName }: { productId: number; productName: string }) {
  const signedIn = useIsSignedIn();
  const wait = useBackInStockWait(productId, signedIn);
  const notifyMe = useNotifyMe(productId);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const waitingAs = notifyMe.data?.subscribed
    ? notifyMe.data.email
    : wait.data?.subscribed
      ? wait.data.email
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = signedIn ? {} : { email, phone };
    if (!signedIn) {
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
      {waitingAs ? (
        <Banner tone="success">
          <p>
            We will email you at {waitingAs} once {productName} is back in stock.
          </p>
        </Banner>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Notify me when it is back">
          <p>Want it? We will tell you once, as soon as it is back in stock.</p>
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
                label="Phone for an SMS (optional)"
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
