import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from './theme';

export const Form = styled.form`
  display: grid;
  gap: 14px;
`;

/** Fields side by side while each has `$min` (default 180px) of width, else one under another. */
export const FieldRow = styled.div<{ $min?: string }>`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min }) => $min ?? '180px'}, 1fr));
`;

const FieldBox = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
  align-content: start;
`;

export const Label = styled.label`
  font-size: 0.9rem;
  font-weight: 600;
  color: ${theme.text};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.muted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.danger};
`;

const controlStyle = css`
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  padding: 10px 12px;
  font: inherit;
  color: ${theme.text};
  background: ${theme.background};
  border: 1px solid ${theme.borderStrong};
  border-radius: ${theme.radius};
  &:focus {
    outline: 2px solid ${theme.primary};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.danger};
  }
  &:disabled {
    background: ${theme.surface};
    cursor: not-allowed;
  }
`;

/**
 * A one-line control's height: a line and the padding and border around it. Set outright, so that a text box,
 * a date box and a select side by side line up (a browser sizes each of them its own way).
 */
const oneLineHeight = css`
  height: calc(1.5em + 22px);
`;

const StyledInput = styled.input`
  ${controlStyle}
  ${oneLineHeight}
`;
const StyledSelect = styled.select`
  ${controlStyle}
  ${oneLineHeight}
`;
const StyledTextArea = styled.textarea`
  ${controlStyle}
  min-height: 120px;
  resize: vertical;
`;

type FieldControl = { id: string; invalid: boolean; describedBy: string | undefined };

const FieldContext = createContext<FieldControl | null>(null);

type ControlProps = {
  id?: string | undefined;
  'aria-invalid'?: ComponentProps<'input'>['aria-invalid'];
  'aria-describedby'?: string | undefined;
};

/** Inside a Field, a control takes the field's id (for the label) and its hint and error ids. */
function useFieldControl<P extends ControlProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ');
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    'aria-describedby': describedBy || undefined,
  };
}

export function Input(props: ComponentProps<'input'>) {
  return <StyledInput {...useFieldControl(props)} />;
}

export function Select(props: ComponentProps<'select'>) {
  return <StyledSelect {...useFieldControl(props)} />;
}

export function TextArea(props: ComponentProps<'textarea'>) {
  return <StyledTextArea {...useFieldControl(props)} />;
}

export type FieldProps = {
  label: ReactNode;
  /** Help shown under the control, read out with it. */
  hint?: ReactNode;
  /** The validation message; marks the control invalid and is read out with it. */
  error?: string | undefined;
  /** One Input, Select or TextArea of this kit (or a wrapper holding one). */
  children: ReactNode;
  className?: string;
};

/**
 * A labelled control with its hint and error beneath. The kit's Input, Select and TextArea inside it are
 * wired to the label by id, and to the hint and error by `aria-describedby` and `aria-invalid`.
 */
export function Field({ label, hint, error, children, className }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox className={className}>
      <Label htmlFor={id}>{label}</Label>
      <FieldContext.Provider value={{ id, invalid: Boolean(error), describedBy }}>
        {children}
      </FieldContext.Provider>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldBox>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & Pick<FieldProps, 'label' | 'hint' | 'error'>;

/** The common case: a Field holding one Input. */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      <Input {...input} />
    </Field>
  );
}

const CheckboxRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 0.9rem;
  color: ${theme.text};
  cursor: pointer;
  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${theme.primary};
  }
`;

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; error?: string | undefined };

/** A checkbox with its label beside it, and its error beneath. */
export function Checkbox({ label, error, ...input }: CheckboxProps) {
  const errorId = useId();
  return (
    <FieldBox>
      <CheckboxRow>
        <input
          {...input}
          type="checkbox"
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={error ? errorId : input['aria-describedby']}
        />
        {label}
      </CheckboxRow>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldBox>
  );
}
