import styled from 'styled-components';
import { theme } from 'shared-contracts/ui/theme';

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
  button:disabled {
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
}

export function QuantityStepper({ label, value, max, onChange, disabled }: Props) {
  return (
    <Group role="group" aria-label={`Quantity of ${label}`}>
      <button
        type="button"
        aria-label={`Decrease quantity of ${label}`}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button
        type="button"
        aria-label={`Increase quantity of ${label}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </Group>
  );
}
