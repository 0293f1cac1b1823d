import styled from 'styled-components';
import { formatNaira, type Variant } from 'shared-contracts';
import { unitPrice } from 'shop-sdk';
import { theme } from 'shared-contracts/ui/theme';
import { useIntl } from 'react-intl';
import type { AttributeGroup } from '../hooks/use-variant-selection';
import { optionOutOfStock, optionUnavailable, productMessages } from '../product-detail.messages';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Option = styled.button`
  min-height: 40px;
  min-width: 48px;
  padding: 0.4rem 0.8rem;
  font: inherit;
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  background: #fff;
  color: ${theme.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${theme.primary};
    box-shadow: inset 0 0 0 1px ${theme.primary};
    color: ${theme.primary};
    font-weight: 600;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${theme.muted};
    background: ${theme.surface};
    text-decoration: line-through;
  }
`;

interface Props {
  groups: AttributeGroup[];
  selection: Record<string, string>;
  onSelect: (name: string, value: string) => void;
}

/** One row of choices per attribute; values no in-stock variant has are shown as unavailable. */
export function VariantPicker({ groups, selection, onSelect }: Props) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      {groups.map((group) => (
        <Fieldset key={group.name}>
          <legend>
            {group.name}
            {selection[group.name] ? `: ${selection[group.name]}` : ''}
          </legend>
          <Options>
            {group.options.map((option) => (
              <Option
                key={option.value}
                type="button"
                aria-pressed={selection[group.name] === option.value}
                disabled={option.unavailable}
                title={option.unavailable ? t(optionOutOfStock, { option: option.value }) : undefined}
                aria-label={
                  option.unavailable ? t(optionUnavailable, { option: option.value }) : option.value
                }
                onClick={() => onSelect(group.name, option.value)}
              >
                {option.value}
              </Option>
            ))}
          </Options>
        </Fieldset>
      ))}
    </>
  );
}

/** For products whose variants carry no attributes: choose by SKU and price. */
export function PlainVariantPicker({
  variants,
  value,
  onSelect,
}: {
  variants: readonly Variant[];
  value: number | undefined;
  onSelect: (id: number) => void;
}) {
  const { formatMessage: t } = useIntl();
  return (
    <Fieldset>
      <legend>{t(productMessages.option)}</legend>
      <Options>
        {variants.map((variant) => (
          <Option
            key={variant.id}
            type="button"
            aria-pressed={variant.id === value}
            disabled={variant.stock <= 0}
            aria-label={variant.stock <= 0 ? t(optionUnavailable, { option: variant.sku }) : variant.sku}
            onClick={() => onSelect(variant.id)}
          >
            {variant.sku} · {formatNaira(unitPrice(variant))}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
