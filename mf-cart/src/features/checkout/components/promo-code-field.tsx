import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { promoCodeSchema, validate, type CheckoutQuote } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { Field, Input } from 'shared-contracts/ui/field';
import { theme } from 'shared-contracts/ui/theme';
import { summaryMessages } from '../../../components/summary.messages';
import { codeApplied, promoMessages as m } from '../checkout.messages';
import { useFieldError } from '../validation.messages';

const Controls = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.5rem;
  align-items: center;
`;

const Applied = styled.p`
  margin: 0;
  display: flex;
  gap: 0.5rem;
  align-items: center;
  justify-content: space-between;
  font-size: 0.9rem;
  color: ${theme.success};
`;

/**
 * "Promo code" and "Apply": asks the quote again with the code (the quote query's `promo_code`) and shows what the
 * quote says of it: applied, or why not in the shopper's words. The discount lines are the summary's. It sits in the
 * checkout form, just before Place order, so it is not a form of its own: Enter in the box applies the code, and
 * never places the order.
 */
export function PromoCodeField({
  promoCode,
  pending,
  onApply,
  onRemove,
}: {
  /** The quote's answer about the code being tried; null or undefined when none is. */
  promoCode: CheckoutQuote['promo_code'];
  /** While the quote with the code is on its way. */
  pending: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const { formatMessage: t } = useIntl();
  const fieldError = useFieldError();
  const [text, setText] = useState(promoCode?.code ?? '');
  const [error, setError] = useState<string | undefined>();

  const apply = () => {
    const checked = validate(promoCodeSchema, text);
    if (!checked.success) return setError(Object.values(checked.errors)[0]?.[0]);
    setError(undefined);
    setText(checked.output);
    onApply(checked.output);
  };

  if (promoCode?.applied)
    return (
      <Applied role="status">
        <span>{t(codeApplied, { code: promoCode.code, strong: (chunks) => <strong>{chunks}</strong> })}</span>
        <Button type="button" $variant="link" onClick={onRemove}>
          {t(summaryMessages.remove)}
        </Button>
      </Applied>
    );

  return (
    <div>
      <Field
        label={t(m.promoCode)}
        error={fieldError(error) ?? (pending ? undefined : (promoCode?.message ?? undefined))}
      >
        <Controls>
          <Input
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              apply();
            }}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
          />
          <Button type="button" $variant="secondary" disabled={pending} aria-busy={pending} onClick={apply}>
            {t(m.apply)}
          </Button>
        </Controls>
      </Field>
    </div>
  );
}
