import { useIntl } from 'react-intl';
import { formatNaira, payLaterSchedule } from 'shared-contracts';
import { InstalmentTable } from 'shared-contracts/ui/instalment-table';
import { scheduleCaption } from '../checkout.messages';

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
  const { formatMessage: t } = useIntl();
  const schedule = payLaterSchedule(total, instalments, from);
  return (
    <InstalmentTable
      schedule={schedule}
      caption={t(scheduleCaption, { count: instalments, amount: formatNaira(schedule[0]?.amount ?? 0) })}
    />
  );
}
