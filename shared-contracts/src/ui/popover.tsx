import { css } from 'styled-components';
import { theme } from './theme';

/**
 * A panel that opens below its control, over the page (a menu, a list of suggestions): its card and scrolling. The
 * control's wrapper is `position: relative`; each panel sets its own top, width, height and stacking.
 */
export const popoverPanel = css`
  position: absolute;
  left: 0;
  overflow-y: auto;
  padding: 6px;
  list-style: none;
  background: ${theme.background};
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadowRaised};
`;
