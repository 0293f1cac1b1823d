import { formatDateTime, type OnlinePaymentStatus, type Order } from 'shared-contracts';
import { errorMessage, useStartPayment } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { leaveShopFor } from '../../../lib/leave-shop';

/** What the shopper reads once the return from the provider's page has been verified. */
export const VERIFIED_MESSAGES: Record<
  OnlinePaymentStatus,
  { tone: 'success' | 'error' | 'info'; text: string }
> = {
  succeeded: { tone: 'success', text: 'Payment received. Thank you!' },
  pending: {
    tone: 'info',
    text: 'Your payment is not complete yet. If you paid, it will show here shortly.',
  },
  abandoned: {
    tone: 'info',
    text: 'Your payment is not complete yet. If you paid, it will show here shortly.',
  },
  failed: { tone: 'error', text: 'Your payment did not go through. Nothing was charged; you can try again.' },
  needs_review: {
    tone: 'error',
    text: 'We received a payment that we need to check before we confirm your order. We will contact you.',
  },
  refunded: { tone: 'info', text: 'This payment was refunded.' },
};

/** Opens the provider's page for a new attempt at paying the order. */
export function PayButton({ order, label = 'Pay now' }: { order: Order; label?: string }) {
  const start = useStartPayment();
  return (
    <>
      {start.isError && (
        <Banner tone="error">{errorMessage(start.error, 'We could not open the payment page.')}</Banner>
      )}
      <Button
        disabled={start.isPending || start.isSuccess}
        aria-busy={start.isPending}
        onClick={() =>
          start.mutate(order.id, { onSuccess: ({ authorization_url }) => leaveShopFor(authorization_url) })
        }
      >
        {start.isPending || start.isSuccess ? 'Opening the payment page…' : label}
      </Button>
    </>
  );
}

/** A pay-now order still waiting for its money: how long its items are held, and a button to (re)try paying. */
export function PayOnline({ order }: { order: Order }) {
  const heldUntil = order.reserved_until ?? null;
  return (
    <>
      <p>
        {heldUntil
          ? `Your items are held for you until ${formatDateTime(heldUntil)}. Pay before then to keep them.`
          : 'Pay now to complete your order.'}
      </p>
      <PayButton order={order} />
    </>
  );
}
