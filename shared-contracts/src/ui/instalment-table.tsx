import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate } from '../dates';
import { formatNaira } from '../money';
import type { Instalment } from '../pay-later';
import { StackingTable, TableWrap } from './table';

const Caption = styled.caption`
  text-align: left;
  font-weight: 600;
  padding-bottom: 6px;
`;

/**
 * Under 480 px each instalment is a small card of labelled lines (its cell's column name beside its value), so a
 * due date never wraps onto three lines.
 */
const Stacking = (props: ComponentProps<typeof StackingTable>) => (
  <StackingTable $stackBelow={480} {...props} />
);

/** The table's words, for a page in another language than English (each defaults to its English). */
export interface InstalmentWords {
  instalment: string;
  due: string;
  amount: string;
  status: string;
  /** "2 of 3" */
  numberOf: (number: number, count: number) => string;
  paid: string;
  cancelled: string;
  /** The Status of an instalment not paid yet. */
  dueStatus: string;
}

const ENGLISH: InstalmentWords = {
  instalment: 'Instalment',
  due: 'Due',
  amount: 'Amount',
  status: 'Status',
  numberOf: (number, count) => `${number} of ${count}`,
  paid: 'Paid',
  cancelled: 'Cancelled',
  dueStatus: 'Due',
};

/**
 * A pay-later plan's instalments: each one's number, due date and amount. With `paid` (how many are paid, in
 * order), a Status column says which are paid and which are due (or cancelled, with `cancelled`: the order was);
 * with `caption`, the table is titled; `words` puts it in the page's language.
 */
export function InstalmentTable({
  schedule,
  paid,
  cancelled = false,
  caption,
  words = ENGLISH,
}: {
  schedule: readonly Instalment[];
  paid?: number;
  cancelled?: boolean;
  caption?: ReactNode;
  words?: InstalmentWords;
}) {
  const statusOf = (number: number) =>
    paid !== undefined && number <= paid ? words.paid : cancelled ? words.cancelled : words.dueStatus;
  return (
    <TableWrap>
      <Stacking>
        {caption ? <Caption>{caption}</Caption> : null}
        <thead>
          <tr>
            <th scope="col">{words.instalment}</th>
            <th scope="col">{words.due}</th>
            <th scope="col" className="num">
              {words.amount}
            </th>
            {paid === undefined ? null : <th scope="col">{words.status}</th>}
          </tr>
        </thead>
        <tbody>
          {schedule.map((instalment) => (
            <tr key={instalment.number}>
              <td data-label={words.instalment}>{words.numberOf(instalment.number, schedule.length)}</td>
              <td data-label={words.due}>{formatDate(instalment.due_date)}</td>
              <td data-label={words.amount} className="num">
                {formatNaira(instalment.amount)}
              </td>
              {paid === undefined ? null : <td data-label={words.status}>{statusOf(instalment.number)}</td>}
            </tr>
          ))}
        </tbody>
      </Stacking>
    </TableWrap>
  );
}
