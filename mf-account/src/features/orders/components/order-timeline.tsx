import { useIntl } from 'react-intl';
import { formatDateTime, type Order, type OrderStatus, type ReturnStatus } from 'shared-contracts';
import { Timeline, TimelineStep } from 'shared-contracts/ui/timeline';
import { returnStepMessages, stepMessages } from '../orders.messages';

const HOME_PATH: OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];
const PICKUP_PATH: OrderStatus[] = ['pending', 'confirmed', 'processing', 'ready_for_pickup', 'delivered'];
const SHIPPED_TO_STATION: OrderStatus[] = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'ready_for_pickup',
  'delivered',
];

/** A pickup order's last step is its collection. */
const stepOf = (status: OrderStatus, pickup: boolean) =>
  pickup && status === 'delivered' ? stepMessages.collected : stepMessages[status];

/** When the order reached each status, from its stored history (the latest time a status was reached). */
function datesOf(order: Order): Map<OrderStatus, string> {
  const dates = new Map<OrderStatus, string>();
  for (const entry of order.history ?? []) dates.set(entry.status, entry.at);
  if (!dates.has('pending')) dates.set('pending', order.created_at);
  return dates;
}

/**
 * Where the order is on its way: placed → confirmed → being prepared → on its way (or, for a pickup order, ready
 * for pickup) → delivered, or cancelled; each step reached is dated from the order's status history.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const { formatMessage: t } = useIntl();
  const pickup = order.delivery?.method === 'pickup';
  const dates = datesOf(order);
  const cancelled = order.status === 'cancelled';
  // A pickup order shipped to its station shows that step too.
  const path: OrderStatus[] = pickup
    ? dates.has('shipped') || order.status === 'shipped'
      ? SHIPPED_TO_STATION
      : PICKUP_PATH
    : HOME_PATH;
  const reached = cancelled ? 0 : path.indexOf(order.status);
  const steps: { status: OrderStatus; state: 'done' | 'current' | 'next' | 'stopped'; at?: string }[] =
    cancelled
      ? [
          ...path
            .filter((status) => status !== 'cancelled' && dates.has(status))
            .map((status) => ({ status, state: 'done' as const, at: dates.get(status) ?? order.created_at })),
          { status: 'cancelled', state: 'stopped', at: dates.get('cancelled') ?? order.updated_at },
        ]
      : path.map((status, i) => {
          const at = i <= reached ? dates.get(status) : undefined;
          const state = i < reached ? 'done' : i === reached ? 'current' : 'next';
          return { status, state, ...(at ? { at } : {}) };
        });
  // After delivery, each return's steps follow, in the order they happened.
  const returnSteps = (order.returns ?? [])
    .flatMap((r) =>
      (
        [
          ['requested', r.requested_at],
          ['approved', r.approved_at],
          ['rejected', r.rejected_at],
          ['received', r.received_at],
          ['refunded', r.refunded_at],
        ] as [ReturnStatus, string | null][]
      ).flatMap(([status, at]) => (at ? [{ key: `${r.id}-${status}`, status, at }] : [])),
    )
    .sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Timeline aria-label={t(stepMessages.progress)}>
      {steps.map((step) => (
        <TimelineStep
          key={step.status}
          $state={step.state}
          aria-current={step.state === 'current' || step.state === 'stopped' ? 'step' : undefined}
        >
          <strong>{t(stepOf(step.status, pickup))}</strong>
          {step.at ? <small>{formatDateTime(step.at)}</small> : null}
        </TimelineStep>
      ))}
      {returnSteps.map((step) => (
        <TimelineStep key={step.key} $state={step.status === 'rejected' ? 'stopped' : 'done'}>
          <strong>{t(returnStepMessages[step.status])}</strong>
          <small>{formatDateTime(step.at)}</small>
        </TimelineStep>
      ))}
    </Timeline>
  );
}
