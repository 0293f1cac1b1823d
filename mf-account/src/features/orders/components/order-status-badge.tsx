import type { OrderStatus, PayLaterStatus } from 'shared-contracts';
import { Badge } from 'shared-contracts/ui/badge';
import type { Tone } from 'shared-contracts/ui/theme';

const ORDER: Record<OrderStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'info' },
  processing: { label: 'Processing', tone: 'progress' },
  shipped: { label: 'Shipped', tone: 'transit' },
  delivered: { label: 'Delivered', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

const PLAN: Record<PayLaterStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Awaiting approval', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Not approved', tone: 'danger' },
  completed: { label: 'Fully paid', tone: 'success' },
};

export const orderStatusLabel = (status: OrderStatus): string => ORDER[status].label;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge $tone={ORDER[status].tone}>{ORDER[status].label}</Badge>;
}

export function PlanStatusBadge({ status }: { status: PayLaterStatus }) {
  return <Badge $tone={PLAN[status].tone}>{PLAN[status].label}</Badge>;
}
