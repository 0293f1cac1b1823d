import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime, formatNaira, type Order, type OrderTransferSummary } from 'shared-contracts';
import { heldUntil, transferDue, transferPartPaid } from '../orders.messages';

/**
 * An order waiting for a transfer to the shopper's own account number: what is still due (and what came so far),
 * until when the items are held, and (`children`) the account to pay into.
 */
export function TransferDue({
  order,
  transfer,
  children,
}: {
  order: Order;
  transfer: OrderTransferSummary;
  children?: ReactNode;
}) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <p>
        <strong>{t(transferDue, { amount: formatNaira(transfer.due) })}</strong>
      </p>
      {transfer.paid > 0 && (
        <p>{t(transferPartPaid, { paid: formatNaira(transfer.paid), due: formatNaira(transfer.due) })}</p>
      )}
      {order.reserved_until && <p>{t(heldUntil, { time: formatDateTime(order.reserved_until) })}</p>}
      {children}
    </>
  );
}
