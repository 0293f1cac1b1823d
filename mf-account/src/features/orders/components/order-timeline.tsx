import styled from 'styled-components';
import {
  formatDateTime,
  RETURN_STATUS_LABELS,
  type Order,
  type OrderStatus,
  type ReturnStatus,
} from 'shared-contracts';
import { theme } from 'shared-contracts/ui/theme';

const PATH: OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];

const STEP_TEXT: Record<OrderStatus, string> = {
  pending: 'Order placed',
  confirmed: 'Confirmed',
  processing: 'Being prepared',
  shipped: 'On its way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0;
`;

const Step = styled.li<{ $state: 'done' | 'current' | 'next' | 'stopped' }>`
  position: relative;
  padding: 0 0 16px 28px;
  color: ${({ $state }) => ($state === 'next' ? theme.muted : theme.text)};
  &::before {
    content: '';
    position: absolute;
    left: 0;
    top: 3px;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    box-sizing: border-box;
    border: 2px solid
      ${({ $state }) =>
        $state === 'stopped' ? theme.danger : $state === 'next' ? theme.borderStrong : theme.primary};
    background: ${({ $state }) =>
      $state === 'done' || $state === 'current'
        ? theme.primary
        : $state === 'stopped'
          ? theme.danger
          : theme.background};
  }
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 6px;
    top: 19px;
    bottom: 0;
    width: 2px;
    background: ${({ $state }) => ($state === 'done' ? theme.primary : theme.border)};
  }
  strong {
    display: block;
    font-weight: ${({ $state }) => ($state === 'current' || $state === 'stopped' ? 700 : 500)};
  }
  small {
    color: ${theme.muted};
  }
`;

/** Where the order is on its way: placed → confirmed → being prepared → on its way → delivered, or cancelled. */
export function OrderTimeline({ order }: { order: Order }) {
  const cancelled = order.status === 'cancelled';
  const reached = cancelled ? 0 : PATH.indexOf(order.status);
  const steps: { status: OrderStatus; state: 'done' | 'current' | 'next' | 'stopped'; at?: string }[] =
    cancelled
      ? [
          { status: 'pending', state: 'done', at: order.created_at },
          { status: 'cancelled', state: 'stopped', at: order.updated_at },
        ]
      : PATH.map((status, i) => ({
          status,
          state: i < reached ? 'done' : i === reached ? 'current' : 'next',
          ...(i === 0 ? { at: order.created_at } : i === reached ? { at: order.updated_at } : {}),
        }));
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
    <List aria-label="Order progress">
      {steps.map((step) => (
        <Step
          key={step.status}
          $state={step.state}
          aria-current={step.state === 'current' || step.state === 'stopped' ? 'step' : undefined}
        >
          <strong>{STEP_TEXT[step.status]}</strong>
          {step.at ? <small>{formatDateTime(step.at)}</small> : null}
        </Step>
      ))}
      {returnSteps.map((step) => (
        <Step key={step.key} $state={step.status === 'rejected' ? 'stopped' : 'done'}>
          <strong>{RETURN_STATUS_LABELS[step.status]}</strong>
          <small>{formatDateTime(step.at)}</small>
        </Step>
      ))}
    </List>
  );
}
