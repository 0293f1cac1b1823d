import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate } from '../dates';
import { formatNaira } from '../money';
import type { Instalment } from '../pay-later';
import { Table, TableWrap } from './table';
import { theme } from './theme';

const Caption = styled.caption`
  text-align: left;
  font-weight: 600;
  padding-bottom: 6px;
`;

/**
 * Under 480 px each instalment is a small card of labelled lines (its cell's column name beside its value), so a
 * due date never wraps onto three lines.
 */
const Stacking = styled(Table)`
  @media (max-width: 479.98px) {
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
      gap: 12px;
      padding: 2px 0;
      border: 0;
      text-align: right;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
      text-align: left;
    }
  }
`;

/**
 * A pay-later plan's instalments: each one's number, due date and amount. With `paid` (how many are paid, in
 * order), a Status column says which are paid and which are due (or cancelled, with `cancelled`: the order was);
 * with `caption`, the table is titled.
 */
export function InstalmentTable({
  schedule,
  paid,
  cancelled = false,
  caption,
}: {
  schedule: readonly Instalment[];
  paid?: number;
  cancelled?: boolean;
  caption?: ReactNode;
}) {
  const statusOf = (number: number) =>
    paid !== undefined && number <= paid ? 'Paid' : cancelled ? 'Cancelled' : 'Due';
  return (
    <TableWrap>
      <Stacking>
        {caption ? <Caption>{caption}</Caption> : null}
        <thead>
          <tr>
            <th scope="col">Instalment</th>
            <th scope="col">Due</th>
            <th scope="col" className="num">
              Amount
            </th>
            {paid === undefined ? null : <th scope="col">Status</th>}
          </tr>
        </thead>
        <tbody>
          {schedule.map((instalment) => (
            <tr key={instalment.number}>
              <td data-label="Instalment">
                {instalment.number} of {schedule.length}
              </td>
              <td data-label="Due">{formatDate(instalment.due_date)}</td>
              <td data-label="Amount" className="num">
                {formatNaira(instalment.amount)}
              </td>
              {paid === undefined ? null : <td data-label="Status">{statusOf(instalment.number)}</td>}
            </tr>
          ))}
        </tbody>
      </Stacking>
    </TableWrap>
  );
}
