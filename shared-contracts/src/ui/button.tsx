import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { theme } from './theme';

/**
 * primary: the one main action; secondary: any other action; ghost: quiet, in toolbars; danger: destroys
 * something; accent: on the dark footer; link: looks like a link, acts as a button (e.g. "Sign Up").
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent' | 'link';

export type ButtonStyleProps = {
  $variant?: ButtonVariant;
  /** Compact, for table rows and toolbars. */
  $small?: boolean;
};

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.primary};
    border-color: ${theme.primary};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${theme.primaryDark};
    }
  `,
  secondary: css`
    background: ${theme.background};
    border-color: ${theme.border};
    color: ${theme.text};
    &:hover:not(:disabled) {
      background: ${theme.surface};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${theme.text};
    &:hover:not(:disabled) {
      background: ${theme.surfaceStrong};
    }
  `,
  danger: css`
    background: ${theme.background};
    border-color: ${theme.dangerBorder};
    color: ${theme.danger};
    &:hover:not(:disabled) {
      background: ${theme.dangerBg};
    }
  `,
  accent: css`
    background: ${theme.accent};
    border-color: ${theme.accent};
    color: ${theme.textStrong};
    font-weight: 700;
    &:hover:not(:disabled) {
      background: ${theme.accentDark};
      border-color: ${theme.accentDark};
      color: #fff;
    }
  `,
  link: css`
    min-height: 0;
    padding: 0;
    border-color: transparent;
    background: none;
    color: ${theme.primary};
    text-decoration: underline;
    &:hover:not(:disabled) {
      color: ${theme.primaryDark};
    }
  `,
};

const buttonStyle = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: ${({ $small }) => ($small ? '32px' : '40px')};
  padding: ${({ $small }) => ($small ? '0.25rem 0.65rem' : '0.5rem 1.1rem')};
  border: 1px solid;
  border-radius: ${theme.radius};
  font: inherit;
  font-size: ${({ $small }) => ($small ? '0.85rem' : 'inherit')};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  ${({ $variant }) => variants[$variant ?? 'primary']}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${theme.accent};
    outline-offset: 2px;
  }
`;

/** A button; `type` defaults to "button", so only an explicit `type="submit"` submits a form. */
export const Button = styled.button.attrs<{ type?: 'button' | 'submit' | 'reset' }>(({ type }) => ({
  type: type ?? 'button',
}))<ButtonStyleProps>`
  ${buttonStyle}
`;

/** A plain link that looks like a button: to a place in the same page (`#id`), which the router does not handle. */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyle}
`;

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyle}
`;
