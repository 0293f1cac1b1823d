import {
  PAYMENT_STATUS_LABELS,
  paymentDisplayStatus,
  type PaymentStatus,
} from 'shared-contracts/schemas/order-values';
import { Badge, statusTones } from 'shared-contracts/ui/badge';
import type { Tone } from 'shared-contracts/ui/theme';
import { humanize } from '../../lib/format';

/** Statuses only the admin shows: a transaction's, a contact message's, a product's, an online payment's, a refund's and a promotion's. */
const ADMIN_TONES: Readonly<
  Record<
    | 'received'
    | 'handled'
    | 'waiting'
    | 'published'
    | 'draft'
    | 'succeeded'
    | 'failed'
    | 'abandoned'
    | 'needs_review'
    | 'processed'
    | 'processing'
    | 'needs_attention'
    | 'awaiting-merchant-feedback'
    | 'resolved'
    | 'scheduled'
    | 'active'
    | 'live'
    | 'ended'
    | 'paused'
    | 'sending'
    | 'sent'
    | 'shown'
    | 'held'
    | 'hidden',
    Tone
  >
> = {
  succeeded: 'success',
  failed: 'danger',
  abandoned: 'neutral',
  needs_review: 'danger',
  processed: 'success',
  processing: 'progress',
  needs_attention: 'danger',
  'awaiting-merchant-feedback': 'danger',
  resolved: 'neutral',
  received: 'success',
  handled: 'success',
  waiting: 'warning',
  published: 'success',
  draft: 'neutral',
  scheduled: 'info',
  active: 'success',
  live: 'success',
  ended: 'neutral',
  paused: 'warning',
  sending: 'progress',
  sent: 'success',
  shown: 'success',
  held: 'warning',
  hidden: 'neutral',
};

/** Each order, payment, plan and publishing status keeps its colour on every admin page (and in the shop). */
const TONES: Readonly<Partial<Record<string, Tone>>> = {
  ...statusTones.order,
  ...statusTones.payment,
  ...statusTones.plan,
  ...ADMIN_TONES,
};

export function StatusBadge({ status }: { status: string }) {
  // Paystack's statuses are hyphenated (awaiting-merchant-feedback): read as words too.
  return <Badge $tone={TONES[status] ?? 'neutral'}>{humanize(status.replaceAll('-', '_'))}</Badge>;
}

/**
 * An order's payment status in the shopper's words (shared-contracts' `paymentDisplayStatus`): an order given
 * money back in part reads "Partly refunded" on the order, in the list and on the dashboard.
 */
export function PaymentStatusBadge({
  status,
  refundProcessed,
}: {
  status: PaymentStatus;
  refundProcessed: boolean;
}) {
  const shown = paymentDisplayStatus(status, refundProcessed);
  return <Badge $tone={TONES[shown] ?? 'neutral'}>{PAYMENT_STATUS_LABELS[shown]}</Badge>;
}
