import styled from 'styled-components';
import { SquareImage } from 'shared-contracts/ui/square-image';
import { theme } from 'shared-contracts/ui/theme';

/** The square product picture of a cart line or wishlist entry. */
export const LineThumb = styled(SquareImage).attrs({ $rounded: true })``;

/** Name (a link), then small muted lines such as the variant or the price, packed at the top beside the picture. */
export const LineDetails = styled.div`
  display: grid;
  gap: 0.25rem;
  align-content: start;
  a {
    color: ${theme.text};
    font-weight: 600;
    text-decoration: none;
  }
  small {
    color: ${theme.muted};
  }
`;
