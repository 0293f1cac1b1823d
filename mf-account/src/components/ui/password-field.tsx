import { useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, Input } from './form';
import { theme } from './theme';

const Wrap = styled.div`
  position: relative;
  input {
    padding-right: 64px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  right: 6px;
  top: 50%;
  transform: translateY(-50%);
  padding: 4px 8px;
  border: 0;
  background: none;
  font: inherit;
  font-size: 0.8rem;
  font-weight: 600;
  color: ${theme.primary};
  cursor: pointer;
`;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: string;
  error?: string | undefined;
};

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  const name = label.toLowerCase();
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Wrap>
          <Input {...input} {...control} type={visible ? 'text' : 'password'} $invalid={Boolean(error)} />
          <Toggle
            type="button"
            aria-label={visible ? `Hide ${name}` : `Show ${name}`}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Hide' : 'Show'}
          </Toggle>
        </Wrap>
      )}
    </Field>
  );
}
