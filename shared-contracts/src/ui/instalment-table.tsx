import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate } from '../dates';
import { formatNaira } from '../money';
import type { Instalment } from '../pay-later';
import { Table, TableWrap } from './table';

const Caption = styled.caption`
  text-align: left;
  font-weight: 600;
  padding-bottom: 6px;
`;

/**
 * A pay-later plan's instalments: each one's number, due date and amount. With `paid` (how many are paid, in
 * order), a Status column says which are paid and which are due; with `caption`, the table is titled.
 */
export function InstalmentTable({
  schedule,
  paid,
  caption,
}: {
  schedule: readonly Instalment[];
  paid?: number;
  caption?: ReactNode;
}) {
  return (
    <TableWrap>
      <Table>
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
              <td>
                {instalment.number} of {schedule.length}
              </td>
              <td>{formatDate(instalment.due_date)}</td>
              <td className="num">{formatNaira(instalment.amount)}</td>
              {paid === undefined ? null : <td>{instalment.number <= paid ? 'Paid' : 'Due'}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
