import { useState } from 'react';
import { errorMessage, ORDER_TRANSITIONS, withToast, type OrderStatus } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { Muted, Row } from 'shared-contracts/ui/layout';
import { useSingleFlight } from '../../../../hooks/use-single-flight';

const LABELS: Record<OrderStatus, string> = {
  pending: 'Mark as pending',
  confirmed: 'Confirm order',
  processing: 'Start processing',
  shipped: 'Mark as shipped',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
};

/** The question each move asks, naming the order, and what the customer will see if the admin says yes. */
const QUESTIONS: Record<OrderStatus, { title: (n: string) => string; body: string; confirm: string }> = {
  pending: {
    title: (n) => `Mark order ${n} as pending?`,
    body: 'The customer sees the order as pending again.',
    confirm: 'Yes, mark as pending',
  },
  confirmed: {
    title: (n) => `Confirm order ${n}?`,
    body: 'The customer sees that the shop has accepted the order.',
    confirm: 'Yes, confirm order',
  },
  processing: {
    title: (n) => `Mark order ${n} as processing?`,
    body: 'The customer sees that the order is being prepared.',
    confirm: 'Yes, start processing',
  },
  shipped: {
    title: (n) => `Mark order ${n} as shipped?`,
    body: 'The customer sees that the order is on its way.',
    confirm: 'Yes, mark as shipped',
  },
  delivered: {
    title: (n) => `Mark order ${n} as delivered?`,
    body: 'The customer sees the order as delivered. A pay-on-delivery order is recorded as paid.',
    confirm: 'Yes, mark as delivered',
  },
  cancelled: {
    title: (n) => `Cancel order ${n}?`,
    body: 'The items go back into stock. This cannot be undone.',
    confirm: 'Yes, cancel order',
  },
};

/** Only the moves the server allows from the current status (shared ORDER_TRANSITIONS); every move asks first. */
export function StatusActions({
  orderNumber,
  status,
  onChange,
}: {
  orderNumber: string;
  status: OrderStatus;
  onChange: (status: OrderStatus) => Promise<unknown>;
}) {
  const { pending, run } = useSingleFlight();
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const next = ORDER_TRANSITIONS[status];

  const change = (to: OrderStatus) =>
    run(async () => {
      try {
        await withToast(() => onChange(to), {
          loading: 'Updating order status...',
          success:
            to === 'cancelled' ? `Order ${orderNumber} cancelled` : `Order ${orderNumber} is now ${to}`,
          error: (error) => errorMessage(error, 'Failed to update order status!'),
        });
      } catch {
        // The error toast has already told the admin.
      } finally {
        setAsking(null);
      }
    });

  if (next.length === 0) return <Muted>No further status changes.</Muted>;
  const question = asking ? QUESTIONS[asking] : null;

  return (
    <>
      <Row>
        {next.map((to) => (
          <Button
            key={to}
            $variant={to === 'cancelled' ? 'danger' : 'primary'}
            disabled={pending}
            onClick={() => setAsking(to)}
          >
            {LABELS[to]}
          </Button>
        ))}
      </Row>
      {asking && question ? (
        <ConfirmDialog
          title={question.title(orderNumber)}
          confirmLabel={pending ? 'Updating…' : question.confirm}
          cancelLabel={asking === 'cancelled' ? 'Keep it' : 'Cancel'}
          tone={asking === 'cancelled' ? 'danger' : 'primary'}
          pending={pending}
          onConfirm={() => void change(asking)}
          onClose={() => {
            if (!pending) setAsking(null);
          }}
        >
          {question.body}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
