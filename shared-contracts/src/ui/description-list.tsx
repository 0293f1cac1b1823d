import styled, { css } from 'styled-components';
import { theme } from './theme';

export type DescriptionListLayout = 'facts' | 'totals' | 'figures';

const LAYOUTS = {
  /** Each label beside its value; on a phone each value goes under its label, so a long one has the width. */
  facts: css`
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 6px 16px;
    dd {
      overflow-wrap: anywhere;
    }
    @media (max-width: 480px) {
      grid-template-columns: minmax(0, 1fr);
      gap: 2px;
      dd + dt {
        margin-top: 10px;
      }
    }
  `,
  /** Amounts: labels on the left, figures right-aligned in one column; `.total` is the line that counts. */
  totals: css`
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 6px 12px;
    dd {
      text-align: right;
      font-weight: 600;
      font-variant-numeric: tabular-nums;
    }
    .total {
      color: ${theme.text};
      font-weight: 700;
    }
  `,
  /** Headline figures side by side, each a `<div>` of a small label over a large value. */
  figures: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px 32px;
    dt {
      color: inherit;
      font-size: 0.8rem;
      opacity: 0.7;
    }
    dd {
      font-size: 1.4rem;
      font-weight: 700;
    }
  `,
} as const;

/**
 * A list of labels and values (`<dt>`/`<dd>` pairs): a profile's details, an order's totals, a report's figures.
 * `$compact` sets it in the smaller type of a dense page.
 */
export const DescriptionList = styled.dl<{ $layout?: DescriptionListLayout; $compact?: boolean }>`
  margin: 0;
  dt {
    color: ${theme.muted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
  ${({ $layout = 'facts' }) => LAYOUTS[$layout]}
  ${({ $compact = false }) =>
    $compact &&
    css`
      font-size: 0.875rem;
    `}
`;
