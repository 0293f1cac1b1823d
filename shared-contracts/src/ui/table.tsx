import styled from 'styled-components';
import { theme } from './theme';

/**
 * Lets a wide table scroll sideways inside its card on a narrow screen instead of widening the page or being
 * clipped. `position: relative`
 * keeps absolutely placed content (a VisuallyHidden column heading) inside the scrolling box.
 */
export const TableWrap = styled.div`
  position: relative;
  overflow-x: auto;
  max-width: 100%;
  overscroll-behavior-x: contain;
  /* A shadow at an edge that has more columns behind it, so a scrolled table never looks cut off. The white
     covers move with the content (local) and hide each shadow once that edge is reached. */
  background:
    linear-gradient(to right, ${theme.background} 30%, transparent) left center / 32px 100% no-repeat local,
    linear-gradient(to left, ${theme.background} 30%, transparent) right center / 32px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.14), transparent) left center / 10px 100%
      no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.14), transparent) right center / 10px 100%
      no-repeat scroll;
`;

/** A data table. Give numeric cells `className="num"` to right-align them in tabular figures. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    text-align: left;
    padding: 10px 8px;
    border-bottom: 1px solid ${theme.border};
    vertical-align: middle;
  }
  th {
    font-size: 0.75rem;
    font-weight: 600;
    color: ${theme.muted};
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  tbody tr:hover {
    background: ${theme.surface};
  }
  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  a {
    color: ${theme.primary};
    font-weight: 500;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/**
 * A table whose rows become small cards on a narrow screen, below `$stackBelow` px (640 unless told): each cell a
 * line with its column's name (the cell's `data-label`) beside its value, so a phone reads every column without
 * scrolling sideways. Cells without a `data-label` (a row's actions, say) take the whole line.
 */
export const StackingTable = styled(Table)<{ $stackBelow?: number }>`
  @media (max-width: ${({ $stackBelow = 640 }) => $stackBelow - 0.02}px) {
    /* VisuallyHidden's rules (ui/visually-hidden), written out: importing that module would add it to every
       chunk that has a table. */
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tbody,
    tr {
      display: block;
    }
    tr {
      padding: 8px 0;
      border-bottom: 1px solid ${theme.border};
    }
    td {
      display: flex;
      justify-content: space-between;
      align-items: baseline;
      gap: 12px;
      padding: 3px 0;
      border: 0;
      text-align: right;
      overflow-wrap: anywhere;
    }
    td.num {
      text-align: right;
    }
    td[data-label]::before {
      content: attr(data-label);
      flex: none;
      max-width: 45%;
      font-weight: 600;
      text-align: left;
      color: ${theme.muted};
    }
    td:not([data-label]) {
      justify-content: flex-start;
      text-align: left;
    }
  }
`;
