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
import { useIntl } from 'react-intl';
import type { Translate } from '../../../messages/translate';
import { useBackInStockWait, useNotifyMe } from '../api/back-in-stock';
import { notifyMessages, willEmail, willEmailAndText, willTell, willText } from '../back-in-stock.messages';

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

/** The banner of a shopper waiting for the product: where the notice goes (an email, a text, or both). */
function waitingText(wait: BackInStockAnswer, name: string, t: Translate): string {
  const phone = wait.phone ? formatNigerianPhone(wait.phone) : null;
  if (wait.email && phone) return t(willEmailAndText, { email: wait.email, phone, name });
  if (wait.email) return t(willEmail, { email: wait.email, name });
  return phone ? t(willText, { phone, name }) : t(willTell, { name });
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
  const { formatMessage: t } = useIntl();
  const waiting = notifyMe.data?.subscribed ? notifyMe.data : wait.data?.subscribed ? wait.data : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Someone not signed in gives an email, a phone, or both: only what was typed is sent and checked.
    const body: BackInStockInput = signedIn
      ? {}
      : { ...(email.trim() ? { email } : {}), ...(phone.trim() ? { phone } : {}) };
    if (!signedIn) {
      if (!body.email && !body.phone) return setErrors({ email: [t(notifyMessages.addressNeeded)] });
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
      <h2 id={`notify-me-${productId}`}>{t(notifyMessages.outOfStock)}</h2>
      {waiting ? (
        <Banner tone="success">
          <p>{waitingText(waiting, productName, t)}</p>
        </Banner>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t(notifyMessages.form)}>
          <p>{t(notifyMessages.wantIt)}</p>
          {signedIn ? null : <p>{t(notifyMessages.giveAddress)}</p>}
          {signedIn ? null : (
            <Fields>
              <TextField
                label={t(notifyMessages.email)}
                type="email"
                autoComplete="email"
                placeholder={t(notifyMessages.emailPlaceholder)}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={errors.email?.[0]}
              />
              <TextField
                label={t(notifyMessages.phone)}
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
              <p>{errorMessage(notifyMe.error, t(notifyMessages.saveFailed))}</p>
            </Banner>
          ) : null}
          <Button type="submit" disabled={notifyMe.isPending}>
            {t(notifyMe.isPending ? notifyMessages.saving : notifyMessages.notifyMe)}
          </Button>
        </form>
      )}
    </Box>
  );
}
