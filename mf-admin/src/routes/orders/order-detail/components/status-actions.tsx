import { useState, type FormEvent } from 'react';
import {
  ORDER_STATUS_WORDS,
  ORDER_TRANSITIONS,
  type OrderStatus,
  type OrderStatusChange,
} from 'shared-contracts';
import { errorMessage, fieldErrorsOf, withToast } from 'shop-sdk';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog, Dialog, DialogActions } from 'shared-contracts/ui/dialog';
import { Form, TextField } from 'shared-contracts/ui/field';
import { Muted, Row } from 'shared-contracts/ui/layout';
import { useSingleFlight } from '../../../../hooks/use-single-flight';

const LABELS: Record<OrderStatus, string> = {
  pending: 'Mark as pending',
  confirmed: 'Confirm order',
  processing: 'Start processing',
  shipped: 'Mark as shipped',
  ready_for_pickup: 'Ready for pickup',
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
  ready_for_pickup: {
    title: (n) => `Order ${n} is ready for pickup?`,
    body: 'The customer is emailed a 6-digit pickup code with the station’s address and hours. Hand the order over only against that code.',
    confirm: 'Yes, ready for pickup',
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

/**
 * Only the moves the server allows from the current status (shared ORDER_TRANSITIONS); a home delivery is never
 * "ready for pickup". Every move asks first: shipping asks for the courier and tracking number, and handing over a
 * pickup order that is ready asks for the code the customer shows.
 */
export function StatusActions({
  orderNumber,
  status,
  pickup = false,
  onChange,
}: {
  orderNumber: string;
  status: OrderStatus;
  /** A pickup-station order. */
  pickup?: boolean;
  onChange: (change: OrderStatusChange) => Promise<unknown>;
}) {
  const { pending, run } = useSingleFlight();
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const [fields, setFields] = useState({ courier: '', tracking_number: '', pickup_code: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const next = ORDER_TRANSITIONS[status].filter((to) => pickup || to !== 'ready_for_pickup');
  const needsCode = asking === 'delivered' && status === 'ready_for_pickup';

  const close = () => {
    setAsking(null);
    setErrors({});
    setFields({ courier: '', tracking_number: '', pickup_code: '' });
  };

  const change = (to: OrderStatus) =>
    run(async () => {
      const body: OrderStatusChange = { status: to };
      if (to === 'shipped') {
        if (fields.courier.trim()) body.courier = fields.courier.trim();
        if (fields.tracking_number.trim()) body.tracking_number = fields.tracking_number.trim();
      }
      if (needsCode) body.pickup_code = fields.pickup_code.trim();
      try {
        await withToast(() => onChange(body), {
          loading: 'Updating order status...',
          success:
            to === 'cancelled'
              ? `Order ${orderNumber} cancelled`
              : `Order ${orderNumber} is now ${ORDER_STATUS_WORDS[to]}`,
          error: (error) => errorMessage(error, 'Failed to update order status!'),
        });
        close();
      } catch (error) {
        // The error toast has already told the admin; a wrong code stays in the dialog to be corrected.
        const fieldErrors = fieldErrorsOf(error);
        if (fieldErrors && (to === 'shipped' || needsCode)) setErrors(fieldErrors);
        else close();
      }
    });

  if (next.length === 0) return <Muted>No further status changes.</Muted>;
  const question = asking ? QUESTIONS[asking] : null;
  const withFields = asking === 'shipped' || needsCode;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (asking) void change(asking);
  };

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
      {asking && question && withFields ? (
        <Dialog
          title={needsCode ? `Hand over order ${orderNumber}` : question.title(orderNumber)}
          description={
            needsCode
              ? 'Ask the customer for the 6-digit pickup code from their mail, and check it before you hand the order over.'
              : 'The customer is emailed that the order is on its way, with the courier and tracking number when you give them.'
          }
          onClose={() => {
            if (!pending) close();
          }}
        >
          <Form onSubmit={submit} noValidate>
            {needsCode ? (
              <TextField
                label="Pickup code"
                name="pickup_code"
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                required
                value={fields.pickup_code}
                error={errors.pickup_code?.[0]}
                onChange={(e) => setFields({ ...fields, pickup_code: e.target.value })}
              />
            ) : (
              <>
                <TextField
                  label="Courier"
                  name="courier"
                  hint="Optional, e.g. GIG Logistics"
                  maxLength={80}
                  value={fields.courier}
                  error={errors.courier?.[0]}
                  onChange={(e) => setFields({ ...fields, courier: e.target.value })}
                />
                <TextField
                  label="Tracking number"
                  name="tracking_number"
                  hint="Optional"
                  maxLength={80}
                  value={fields.tracking_number}
                  error={errors.tracking_number?.[0]}
                  onChange={(e) => setFields({ ...fields, tracking_number: e.target.value })}
                />
              </>
            )}
            <DialogActions>
              <Button type="button" $variant="secondary" onClick={close} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending} aria-busy={pending}>
                {pending ? 'Updating…' : needsCode ? 'Code checked, hand over' : question.confirm}
              </Button>
            </DialogActions>
          </Form>
        </Dialog>
      ) : asking && question ? (
        <ConfirmDialog
          title={question.title(orderNumber)}
          confirmLabel={pending ? 'Updating…' : question.confirm}
          cancelLabel={asking === 'cancelled' ? 'Keep it' : 'Cancel'}
          tone={asking === 'cancelled' ? 'danger' : 'primary'}
          pending={pending}
          onConfirm={() => void change(asking)}
          onClose={() => {
            if (!pending) close();
          }}
        >
          {question.body}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
