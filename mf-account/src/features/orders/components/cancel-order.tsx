import { useState } from 'react';
import type { Order } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { useCancelOrder } from '../api/cancel-order';

/** The shopper may cancel until the order is being prepared, while nothing has been paid on it. */
export const cancellable = (order: Order) =>
  (order.status === 'pending' || order.status === 'confirmed') && order.payment_status === 'unpaid';

/**
 * Cancel order, asked once more in a dialog before the order is cancelled. The button itself is secondary: beside
 * Try again after a declined payment, paying is what the shopper most likely wants; the dialog's confirm is red.
 */
export function CancelOrder({ order }: { order: Order }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder();
  return (
    <>
      <Button $variant="secondary" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
        Cancel order
      </Button>
      {confirming && (
        <ConfirmDialog
          title="Cancel this order?"
          confirmLabel="Cancel order"
          cancelLabel="Keep order"
          pending={cancel.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => cancel.mutate(order.id, { onSettled: () => setConfirming(false) })}
        >
          Order {order.number} will be cancelled and its items put back on sale. This cannot be undone.
        </ConfirmDialog>
      )}
    </>
  );
}
