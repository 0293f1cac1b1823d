import { useState } from 'react';
import { errorMessage, ORDER_TRANSITIONS, withToast, type OrderStatus } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { Muted, Row } from 'shared-contracts/ui/layout';

const LABELS: Record<OrderStatus, string> = {
  pending: 'Mark as pending',
  confirmed: 'Confirm order',
  processing: 'Start processing',
  shipped: 'Mark as shipped',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
};

/** Only the moves the server allows from the current status (shared ORDER_TRANSITIONS); cancelling asks first. */
export function StatusActions({
  orderNumber,
  status,
  onChange,
}: {
  orderNumber: string;
  status: OrderStatus;
  onChange: (status: OrderStatus) => Promise<unknown>;
}) {
  const [pending, setPending] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const next = ORDER_TRANSITIONS[status];

  const change = async (to: OrderStatus) => {
    setPending(true);
    try {
      await withToast(() => onChange(to), {
        loading: 'Updating order status...',
        success: to === 'cancelled' ? `Order ${orderNumber} cancelled` : `Order ${orderNumber} is now ${to}`,
        error: (error) => errorMessage(error, 'Failed to update order status!'),
      });
    } catch {
      // The error toast has already told the admin.
    } finally {
      setPending(false);
      setConfirmCancel(false);
    }
  };

  if (next.length === 0) return <Muted>No further status changes.</Muted>;

  return (
    <>
      <Row>
        {next.map((to) =>
          to === 'cancelled' ? (
            <Button key={to} $variant="danger" disabled={pending} onClick={() => setConfirmCancel(true)}>
              {LABELS[to]}
            </Button>
          ) : (
            <Button key={to} $variant="primary" disabled={pending} onClick={() => void change(to)}>
              {LABELS[to]}
            </Button>
          ),
        )}
      </Row>
      {confirmCancel ? (
        <ConfirmDialog
          title={`Cancel order ${orderNumber}?`}
          confirmLabel="Yes, cancel order"
          cancelLabel="Keep it"
          pending={pending}
          onConfirm={() => void change('cancelled')}
          onClose={() => setConfirmCancel(false)}
        >
          The items go back into stock. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
