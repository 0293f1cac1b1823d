import { css } from 'styled-components';

/**
 * The id of the footer's place on the page: the footer itself, or the room the layout keeps for it while its code is
 * on its way (shell/src/app/root-layout.tsx fetches that code once this place nears the screen).
 */
export const FOOTER_ID = 'shop-footer';

/** The footer's height as measured at each number of link columns: 512 px at 1280 px wide, 808 px at 768, 1331 px at 375. */
export const footerHeight = (property: 'min-height' | 'contain-intrinsic-size', prefix = '') => css`
  ${property}: ${prefix}512px;
  @media (max-width: 968px) {
    ${property}: ${prefix}808px;
  }
  @media (max-width: 470px) {
    ${property}: ${prefix}1331px;
  }
`;
