import styled from 'styled-components';
import { formatDate, formatNaira, payLaterSchedule } from 'shared-contracts';
import { Table, TableWrap } from 'shared-contracts/ui/table';

const Caption = styled.caption`
  text-align: left;
  font-weight: 600;
  padding-bottom: 6px;
`;

/** The pay-later plan the shop would record: amounts and due dates, computed as the server computes them. */
export function PaymentSchedule({
  total,
  instalments,
  from,
}: {
  total: number;
  instalments: number;
  from: Date;
}) {
  const schedule = payLaterSchedule(total, instalments, from);
  return (
    <TableWrap>
      <Table>
        <Caption>
          {instalments} instalments of {formatNaira(schedule[0]?.amount ?? 0)}
        </Caption>
        <thead>
          <tr>
            <th scope="col">Instalment</th>
            <th scope="col">Due</th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {schedule.map((instalment) => (
            <tr key={instalment.number}>
              <td>
                {instalment.number} of {instalments}
              </td>
              <td>{formatDate(instalment.due_date)}</td>
              <td className="num">{formatNaira(instalment.amount)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
