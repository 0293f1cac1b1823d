import { useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Field, Input, type FieldProps } from 'shared-contracts/ui/field';
import { theme } from 'shared-contracts/ui/theme';
import { hidePassword, passwordFieldMessages as m, showPassword } from './labels.messages';

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
  border-radius: ${theme.radius};
  background: none;
  font: inherit;
  font-size: 0.8rem;
  font-weight: 600;
  color: ${theme.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.accent};
  }
`;

type Props = Omit<ComponentProps<'input'>, 'id' | 'type'> &
  Pick<FieldProps, 'hint' | 'error'> & { label: string };

/** A password Field with a show/hide toggle. */
export function PasswordField({ label, hint, error, ...input }: Props) {
  const { formatMessage: t, locale } = useIntl();
  const [visible, setVisible] = useState(false);
  const name = label.toLocaleLowerCase(locale);
  return (
    <Field label={label} hint={hint} error={error}>
      <Wrap>
        <Input {...input} type={visible ? 'text' : 'password'} />
        <Toggle
          type="button"
          aria-label={t(visible ? hidePassword : showPassword, { name })}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {t(visible ? m.hide : m.show)}
        </Toggle>
      </Wrap>
    </Field>
  );
}
