import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Order } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { useCancelOrder } from '../api/cancel-order';
import { cancelMessages as m, cancelWhat } from '../orders.messages';

/** The shopper may cancel until the order is being prepared, while nothing has been paid on it. */
export const cancellable = (order: Order) =>
  (order.status === 'pending' || order.status === 'confirmed') && order.payment_status === 'unpaid';

/**
 * Cancel order, asked once more in a dialog before the order is cancelled. The button itself is secondary: beside
 * Try again after a declined payment, paying is what the shopper most likely wants; the dialog's confirm is red.
 */
export function CancelOrder({ order }: { order: Order }) {
  const { formatMessage: t } = useIntl();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder();
  return (
    <>
      <Button $variant="secondary" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
        {t(m.cancel)}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t(m.question)}
          confirmLabel={t(m.cancel)}
          cancelLabel={t(m.keep)}
          pending={cancel.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => cancel.mutate(order.id, { onSettled: () => setConfirming(false) })}
        >
          {t(cancelWhat, { number: order.number })}
        </ConfirmDialog>
      )}
    </>
  );
}
