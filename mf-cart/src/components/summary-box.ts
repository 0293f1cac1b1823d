import styled from 'styled-components';
import { theme } from 'shared-contracts/ui/theme';

/** The order-summary card beside the cart and the checkout: a heading and a list of figures, right-aligned. */
export const SummaryBox = styled.aside`
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  padding: 1.25rem;
  display: grid;
  gap: 0.75rem;
  align-content: start;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.5rem;
  }
  dt {
    color: ${theme.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
`;
