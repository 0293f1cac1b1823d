import styled, { css } from 'styled-components';
import { theme } from 'shared-contracts/ui/theme';

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  padding: 10px 18px;
  border-radius: ${theme.radius};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  border: 1px solid ${theme.primary};
  &:focus-visible {
    outline: 3px solid ${theme.accent};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const PrimaryButton = styled.button`
  ${buttonBase};
  background: ${theme.primary};
  color: #fff;
  &:hover:not(:disabled) {
    background: ${theme.primaryDark};
  }
`;

export const SecondaryButton = styled.button`
  ${buttonBase};
  background: #fff;
  color: ${theme.primary};
  &:hover:not(:disabled) {
    background: ${theme.surface};
  }
`;

export const Section = styled.section`
  width: 90%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 32px 0;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
