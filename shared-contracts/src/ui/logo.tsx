import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { STORE_NAME } from '../constants';
import { theme } from './theme';

const LogoLink = styled(Link)`
  font-size: 1.6rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${theme.primary};
  text-decoration: none;
  span {
    color: ${theme.accent};
  }
  &:focus-visible {
    outline: 2px solid ${theme.accent};
    outline-offset: 2px;
  }
`;

/** The Kasuwa wordmark, linking home. */
export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <LogoLink to="/" aria-label={`${STORE_NAME} home`} className={className} onClick={onClick}>
      {STORE_NAME}
      <span aria-hidden="true">.</span>
    </LogoLink>
  );
}
