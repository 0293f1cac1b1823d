import styled from 'styled-components';
import { theme } from 'shared-contracts/ui/theme';

export const AuthTitle = styled.h2`
  margin: 0;
  font-size: 1.5rem;
  color: ${theme.text};
`;

export const AuthSubtitle = styled.p`
  margin: 4px 0 0;
  color: ${theme.muted};
`;

export const AuthFooter = styled.p`
  margin: 6px 0 0;
  text-align: center;
  font-size: 0.9rem;
  color: ${theme.muted};
`;

export const SpaceBetween = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
  font-size: 0.9rem;
  a {
    color: ${theme.primary};
    font-weight: 600;
  }
`;
