import styled from 'styled-components';
import { theme } from './theme';

/**
 * Lets a wide table scroll sideways on a narrow screen instead of widening the page. `position: relative`
 * keeps absolutely placed content (a VisuallyHidden column heading) inside the scrolling box.
 */
export const TableWrap = styled.div`
  position: relative;
  overflow-x: auto;
  max-width: 100%;
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
