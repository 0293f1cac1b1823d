import styled from 'styled-components';
import { theme } from 'shared-contracts/ui/theme';

/** The square product picture of a cart line or wishlist entry. */
export const LineThumb = styled.div`
  aspect-ratio: 1 / 1;
  border-radius: ${theme.radius};
  overflow: hidden;
  background: ${theme.surface};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** Name (a link), then small muted lines such as the variant or the price. */
export const LineDetails = styled.div`
  display: grid;
  gap: 0.25rem;
  a {
    color: ${theme.text};
    font-weight: 600;
    text-decoration: none;
  }
  small {
    color: ${theme.muted};
  }
`;
