import styled, { css } from 'styled-components';
import { colors, radius } from './theme';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css`
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${colors.primaryDark};
    }
  `,
  secondary: css`
    background: ${colors.surface};
    border-color: ${colors.border};
    color: ${colors.text};
    &:hover:not(:disabled) {
      background: ${colors.background};
    }
  `,
  danger: css`
    background: ${colors.surface};
    border-color: #fca5a5;
    color: ${colors.danger};
    &:hover:not(:disabled) {
      background: ${colors.dangerBg};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${colors.text};
    &:hover:not(:disabled) {
      background: ${colors.background};
    }
  `,
};

export const Button = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))<{
  $variant?: Variant;
  $small?: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  font: inherit;
  font-size: ${(p) => (p.$small ? '13px' : '14px')};
  font-weight: 500;
  padding: ${(p) => (p.$small ? '4px 10px' : '8px 14px')};
  border: 1px solid;
  border-radius: ${radius};
  cursor: pointer;
  white-space: nowrap;
  ${(p) => variants[p.$variant ?? 'secondary']}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${colors.primary};
    outline-offset: 2px;
  }
`;
