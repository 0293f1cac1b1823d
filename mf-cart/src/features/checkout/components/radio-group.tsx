import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from 'shared-contracts/ui/field';
import { theme } from 'shared-contracts/ui/theme';

const Set = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: 8px;
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-size: 0.9rem;
    font-weight: 600;
    color: ${theme.text};
  }
`;

const Options = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: 8px;
`;

const Option = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 10px 12px;
  border: 1px solid ${theme.borderStrong};
  border-radius: ${theme.radius};
  cursor: pointer;
  background: ${theme.background};
  &:has(input:checked) {
    border-color: ${theme.primary};
    background: ${theme.successBg};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.primary};
    outline-offset: 1px;
  }
  input {
    margin: 3px 0 0;
    width: 16px;
    height: 16px;
    flex: none;
    accent-color: ${theme.primary};
  }
  span {
    display: grid;
    gap: 2px;
  }
  strong {
    font-weight: 600;
  }
  small {
    color: ${theme.muted};
    font-size: 0.85rem;
  }
`;

export type RadioOption<T extends string | number> = {
  value: T;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown but not choosable (its hint says why). */
  disabled?: boolean;
};

type RadioGroupProps<T extends string | number> = {
  legend: ReactNode;
  name: string;
  value: T | undefined;
  options: readonly RadioOption<T>[];
  onChange: (value: T) => void;
  error?: string | undefined;
  /** Options side by side (short labels such as 2, 3, 4). */
  inline?: boolean;
};

/** A fieldset of radio buttons, each a card with its label and hint; arrow keys move between them. */
export function RadioGroup<T extends string | number>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
  inline = false,
}: RadioGroupProps<T>) {
  const errorId = useId();
  return (
    <Set aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <Options $inline={inline}>
        {options.map((option) => (
          <Option key={String(option.value)}>
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              disabled={option.disabled}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <span>
              <strong>{option.label}</strong>
              {option.hint ? <small>{option.hint}</small> : null}
            </span>
          </Option>
        ))}
      </Options>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Set>
  );
}
