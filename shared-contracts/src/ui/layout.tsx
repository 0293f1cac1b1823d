import styled from 'styled-components';
import { theme } from './theme';

export const Page = styled.div`
  width: 90%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 1.5rem 0 3rem;
  color: ${theme.text};
  font-family:
    system-ui,
    -apple-system,
    'Segoe UI',
    Roboto,
    sans-serif;
`;

export const Title = styled.h1`
  font-size: clamp(1.5rem, 3vw, 2rem);
  margin: 0 0 1rem;
`;

export const SectionTitle = styled.h2`
  font-size: 1.35rem;
  margin: 0 0 1rem;
`;

export const Muted = styled.p`
  color: ${theme.muted};
  margin: 0;
`;
