import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { theme } from 'shared-contracts/ui/theme';
import { decreaseQuantity, increaseQuantity, quantityOf } from '../cart.messages';

const Wrap = styled.div`
  display: inline-grid;
  gap: 4px;
  justify-items: start;
  small {
    font-size: 0.8rem;
    color: ${theme.muted};
  }
`;

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  overflow: hidden;
  button {
    width: 36px;
    height: 36px;
    border: 0;
    background: ${theme.surface};
    font: inherit;
    font-size: 1.1rem;
    cursor: pointer;
    color: ${theme.text};
  }
  button:disabled,
  button[aria-disabled='true'] {
    opacity: 0.4;
    cursor: not-allowed;
  }
  output {
    min-width: 2.5rem;
    text-align: center;
    font-weight: 600;
  }
`;

interface Props {
  label: string;
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** Why the quantity cannot go above `max` (e.g. "Only 3 in stock"), shown under the stepper when it is reached. */
  maxReason?: string;
}

/**
 * − quantity +. At the maximum, + stays focusable but does nothing (aria-disabled), and says why: its tooltip and
 * description are the reason, which is also shown under the stepper.
 */
export function QuantityStepper({ label, value, max, onChange, disabled, maxReason }: Props) {
  const { formatMessage: t } = useIntl();
  const reasonId = useId();
  const atMax = value >= max;
  const explainMax = atMax && !disabled && maxReason !== undefined;
  return (
    <Wrap>
      <Group role="group" aria-label={t(quantityOf, { name: label })}>
        <button
          type="button"
          aria-label={t(decreaseQuantity, { name: label })}
          disabled={disabled || value <= 1}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output aria-live="polite">{value}</output>
        {explainMax ? (
          <button
            type="button"
            aria-label={t(increaseQuantity, { name: label })}
            aria-disabled="true"
            aria-describedby={reasonId}
            title={maxReason}
          >
            +
          </button>
        ) : (
          <button
            type="button"
            aria-label={t(increaseQuantity, { name: label })}
            disabled={disabled || atMax}
            onClick={() => onChange(value + 1)}
          >
            +
          </button>
        )}
      </Group>
      {explainMax && <small id={reasonId}>{maxReason}</small>}
    </Wrap>
  );
}
