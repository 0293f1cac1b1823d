import styled from 'styled-components';
import { colors } from './theme';

export const TableWrap = styled.div`
  overflow-x: auto;
  margin: 0 -16px;
  padding: 0 16px;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    text-align: left;
    padding: 10px 8px;
    border-bottom: 1px solid ${colors.border};
    vertical-align: middle;
  }
  th {
    font-size: 12px;
    font-weight: 600;
    color: ${colors.muted};
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  tbody tr:hover {
    background: ${colors.background};
  }
  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  a {
    color: ${colors.primary};
    font-weight: 500;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;
