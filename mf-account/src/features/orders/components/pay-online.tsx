import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatDateTime, type OnlinePaymentStatus, type Order } from 'shared-contracts';
import { errorMessage, useStartPayment } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { leaveShopFor } from '../../../lib/leave-shop';
import { heldUntil as heldUntilText, payMessages as m, verifiedMessages as v } from '../orders.messages';

/** What the shopper reads once the return from the provider's page has been verified. */
export const VERIFIED_MESSAGES: Record<
  OnlinePaymentStatus,
  { tone: 'success' | 'error' | 'info'; text: MessageDescriptor }
> = {
  succeeded: { tone: 'success', text: v.succeeded },
  pending: { tone: 'info', text: v.notComplete },
  abandoned: { tone: 'info', text: v.notComplete },
  failed: { tone: 'error', text: v.failed },
  needs_review: { tone: 'error', text: v.needsReview },
  refunded: { tone: 'info', text: v.refunded },
};

/** Opens the provider's page for a new attempt at paying the order. */
export function PayButton({ order, label }: { order: Order; label?: string }) {
  const { formatMessage: t } = useIntl();
  const start = useStartPayment();
  return (
    <>
      {start.isError && <Banner tone="error">{errorMessage(start.error, t(m.openFailed))}</Banner>}
      <Button
        disabled={start.isPending || start.isSuccess}
        aria-busy={start.isPending}
        onClick={() =>
          start.mutate(order.id, { onSuccess: ({ authorization_url }) => leaveShopFor(authorization_url) })
        }
      >
        {start.isPending || start.isSuccess ? t(m.opening) : (label ?? t(m.payNow))}
      </Button>
    </>
  );
}

/** A pay-now order still waiting for its money: how long its items are held, and a button to (re)try paying. */
export function PayOnline({ order }: { order: Order }) {
  const { formatMessage: t } = useIntl();
  const heldUntil = order.reserved_until ?? null;
  return (
    <>
      <p>{heldUntil ? t(heldUntilText, { time: formatDateTime(heldUntil) }) : t(m.payToComplete)}</p>
      <PayButton order={order} />
    </>
  );
}
