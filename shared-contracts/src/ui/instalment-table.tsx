import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate } from '../dates';
import { useShopIntl } from '../i18n';
import { instalmentOf, kitMessages as m } from '../shared.messages';
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
  const { formatMessage: t } = useShopIntl();
  const statusOf = (number: number) =>
    t(paid !== undefined && number <= paid ? m.paid : cancelled ? m.cancelled : m.dueStatus);
  return (
    <TableWrap>
      <Stacking>
        {caption ? <Caption>{caption}</Caption> : null}
        <thead>
          <tr>
            <th scope="col">{t(m.instalment)}</th>
            <th scope="col">{t(m.due)}</th>
            <th scope="col" className="num">
              {t(m.amount)}
            </th>
            {paid === undefined ? null : <th scope="col">{t(m.status)}</th>}
          </tr>
        </thead>
        <tbody>
          {schedule.map((instalment) => (
            <tr key={instalment.number}>
              <td data-label={t(m.instalment)}>
                {t(instalmentOf, { number: instalment.number, count: schedule.length })}
              </td>
              <td data-label={t(m.due)}>{formatDate(instalment.due_date)}</td>
              <td data-label={t(m.amount)} className="num">
                {formatNaira(instalment.amount)}
              </td>
              {paid === undefined ? null : <td data-label={t(m.status)}>{statusOf(instalment.number)}</td>}
            </tr>
          ))}
        </tbody>
      </Stacking>
    </TableWrap>
  );
}
