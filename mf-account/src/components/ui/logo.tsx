import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { STORE_NAME } from 'shared-contracts';
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
`;

/** The Kasuwa wordmark, linking home. */
export function Logo() {
  return (
    <LogoLink to="/" aria-label={`${STORE_NAME} home`}>
      {STORE_NAME}
      <span aria-hidden="true">.</span>
    </LogoLink>
  );
}
