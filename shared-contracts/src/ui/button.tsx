import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { theme } from './theme';

const base = css<{ $variant?: 'primary' | 'secondary' | 'ghost' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: 40px;
  padding: 0.5rem 1.1rem;
  border-radius: ${theme.radius};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  border: 1px solid
    ${({ $variant }) => ($variant === 'secondary' || $variant === 'ghost' ? theme.border : theme.primary)};
  background: ${({ $variant }) => ($variant === 'secondary' || $variant === 'ghost' ? '#fff' : theme.primary)};
  color: ${({ $variant }) => ($variant === 'secondary' || $variant === 'ghost' ? theme.text : '#fff')};
  &:hover:not(:disabled) {
    background: ${({ $variant }) => ($variant === 'secondary' || $variant === 'ghost' ? theme.surface : theme.primaryDark)};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${theme.accent};
    outline-offset: 2px;
  }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'ghost' }>`
  ${base}
`;

export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' | 'ghost' }>`
  ${base}
`;
