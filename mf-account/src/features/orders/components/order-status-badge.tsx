import type { OrderStatus, PayLaterStatus } from 'shared-contracts';
import { Badge, statusTones } from 'shared-contracts/ui/badge';

const ORDER_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const PLAN_LABELS: Record<PayLaterStatus, string> = {
  pending: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Not approved',
  completed: 'Fully paid',
};

export const orderStatusLabel = (status: OrderStatus): string => ORDER_LABELS[status];

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge $tone={statusTones.order[status]}>{ORDER_LABELS[status]}</Badge>;
}

export function PlanStatusBadge({ status }: { status: PayLaterStatus }) {
  return <Badge $tone={statusTones.plan[status]}>{PLAN_LABELS[status]}</Badge>;
}
