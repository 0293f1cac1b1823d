import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, radius } from './theme';

const control = `
  font: inherit;
  font-size: 14px;
  padding: 8px 10px;
  border: 1px solid ${colors.border};
  border-radius: ${radius};
  background: ${colors.surface};
  color: ${colors.text};
  min-width: 0;
  &:focus { outline: 2px solid ${colors.primary}; outline-offset: -1px; }
  &[aria-invalid='true'] { border-color: ${colors.danger}; }
`;

export const Input = styled.input`
  ${control}
`;
export const Select = styled.select`
  ${control}
`;
export const TextArea = styled.textarea`
  ${control}
  resize: vertical;
  min-height: 96px;
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const FieldLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 13px;
  font-weight: 500;
  min-width: 0;
`;

export const FieldError = styled.span`
  color: ${colors.danger};
  font-size: 12px;
  font-weight: 400;
`;

/** A labelled control with its validation message under it. */
export function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <FieldBox>
      <FieldLabel>
        {label}
        {children}
      </FieldLabel>
      {error ? <FieldError role="alert">{error}</FieldError> : null}
    </FieldBox>
  );
}

export const Banner = styled.div<{ $tone?: 'error' | 'info' }>`
  padding: 10px 12px;
  border-radius: ${radius};
  font-size: 14px;
  background: ${(p) => (p.$tone === 'info' ? '#ecfdf5' : colors.dangerBg)};
  color: ${(p) => (p.$tone === 'info' ? colors.primaryDark : colors.danger)};
  border: 1px solid ${(p) => (p.$tone === 'info' ? '#a7f3d0' : '#fecaca')};
`;

export const Checkbox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
`;
