import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { promoCodeSchema, validate, type CheckoutQuote } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { Field, Input } from 'shared-contracts/ui/field';
import { theme } from 'shared-contracts/ui/theme';

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
 * quote says of it: applied, or why not in the shopper's words. The Discount line is the summary's.
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
  const [text, setText] = useState(promoCode?.code ?? '');
  const [error, setError] = useState<string | undefined>();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(promoCodeSchema, text);
    if (!checked.success) return setError(Object.values(checked.errors)[0]?.[0]);
    setError(undefined);
    setText(checked.output);
    onApply(checked.output);
  };

  if (promoCode?.applied)
    return (
      <Applied role="status">
        <span>
          Code <strong>{promoCode.code}</strong> applied
        </span>
        <Button $variant="link" onClick={onRemove}>
          Remove
        </Button>
      </Applied>
    );

  return (
    <form onSubmit={apply} noValidate>
      <Field label="Promo code" error={error ?? (pending ? undefined : (promoCode?.message ?? undefined))}>
        <Controls>
          <Input
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
          />
          <Button type="submit" $variant="secondary" disabled={pending} aria-busy={pending}>
            Apply
          </Button>
        </Controls>
      </Field>
    </form>
  );
}
