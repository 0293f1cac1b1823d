import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

export const Form = styled.form`
  display: grid;
  gap: 14px;
`;

export const FieldRow = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

const FieldBox = styled.div`
  display: grid;
  gap: 6px;
`;

export const Label = styled.label`
  font-size: 0.9rem;
  font-weight: 600;
  color: ${theme.text};
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  width: 100%;
  box-sizing: border-box;
  padding: 10px 12px;
  font: inherit;
  color: ${theme.text};
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.danger : theme.border)};
  border-radius: ${theme.radius};
  background: #fff;
  &:focus {
    outline: 2px solid ${theme.primary};
    outline-offset: 1px;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.danger};
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  padding: 11px 16px;
  font: inherit;
  font-weight: 600;
  border-radius: ${theme.radius};
  cursor: pointer;
  border: 1px solid ${({ $variant }) => ($variant === 'secondary' ? theme.border : theme.primary)};
  color: ${({ $variant }) => ($variant === 'secondary' ? theme.text : '#fff')};
  background: ${({ $variant }) => ($variant === 'secondary' ? '#fff' : theme.primary)};
  &:hover:not(:disabled) {
    background: ${({ $variant }) => ($variant === 'secondary' ? '#f9fafb' : theme.primaryDark)};
  }
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${theme.primary};
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
`;

export const Banner = styled.div<{ $tone: 'error' | 'success' }>`
  padding: 10px 12px;
  border-radius: ${theme.radius};
  font-size: 0.9rem;
  color: ${({ $tone }) => ($tone === 'error' ? theme.danger : theme.primaryDark)};
  background: ${({ $tone }) => ($tone === 'error' ? theme.dangerBg : theme.successBg)};
  border: 1px solid ${({ $tone }) => ($tone === 'error' ? '#fecaca' : '#a7f3d0')};
`;

export const ErrorBanner = ({ children }: { children: ReactNode }) => (
  <Banner $tone="error" role="alert">
    {children}
  </Banner>
);

export const SuccessBanner = ({ children }: { children: ReactNode }) => (
  <Banner $tone="success" role="status">
    {children}
  </Banner>
);

const DividerLine = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 4px 0;
  font-size: 0.85rem;
  color: ${theme.muted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${theme.border};
  }
`;

export const Divider = ({ children }: { children: ReactNode }) => <DividerLine>{children}</DividerLine>;

export const CheckboxLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 0.9rem;
  color: ${theme.text};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${theme.muted};
  font-size: 0.9rem;
`;

type FieldProps = {
  label: string;
  error?: string | undefined;
  /** Renders the control; receives the ids that tie label and error to it. */
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
};

/** A labelled control with its error message beneath. */
export function Field({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldBox>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
};

export function TextField({ label, error, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => <Input {...input} {...control} $invalid={Boolean(error)} />}
    </Field>
  );
}
