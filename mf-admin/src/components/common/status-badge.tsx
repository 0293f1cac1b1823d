import { Badge } from 'shared-contracts/ui/badge';
import type { Tone } from 'shared-contracts/ui/theme';
import { humanize } from '../../lib/format';

/** Each order, payment, plan and publishing status keeps its colour on every admin page. */
const TONES: Record<string, Tone> = {
  pending: 'warning',
  partially_paid: 'warning',
  confirmed: 'info',
  processing: 'progress',
  shipped: 'transit',
  delivered: 'success',
  completed: 'success',
  approved: 'success',
  paid: 'success',
  received: 'success',
  handled: 'success',
  waiting: 'warning',
  published: 'success',
  cancelled: 'danger',
  rejected: 'danger',
  refunded: 'neutral',
  unpaid: 'neutral',
  draft: 'neutral',
};

export function StatusBadge({ status }: { status: string }) {
  return <Badge $tone={TONES[status] ?? 'neutral'}>{humanize(status)}</Badge>;
}
