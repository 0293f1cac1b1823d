import { formatNaira, payLaterSchedule } from 'shared-contracts';
import { InstalmentTable } from 'shared-contracts/ui/instalment-table';

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
    <InstalmentTable
      schedule={schedule}
      caption={
        <>
          {instalments} instalments of {formatNaira(schedule[0]?.amount ?? 0)}
        </>
      }
    />
  );
}
