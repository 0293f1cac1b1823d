import styled from 'styled-components';
import { theme } from './theme';

/** A square frame whose picture fills it (cropped, not stretched): product cards, the gallery, cart lines. */
export const SquareImage = styled.div<{ $rounded?: boolean; $bordered?: boolean }>`
  aspect-ratio: 1 / 1;
  overflow: hidden;
  background: ${theme.surface};
  border: ${({ $bordered }) => ($bordered ? `1px solid ${theme.border}` : 'none')};
  border-radius: ${({ $rounded }) => ($rounded ? theme.radius : '0')};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;
