import { useLocation } from 'react-router-dom';
import { CANCELLED_BY_SHOPPER, type Order } from 'shared-contracts';
import { errorMessage } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { VERIFIED_MESSAGES } from './pay-online';
import type { useVerifyReturn } from '../hooks/use-verify-return';

/**
 * What the shopper is told above the order: that it was just placed (and how it will be paid), what came of the
 * return from the payment page, and why it was cancelled.
 */
export function OrderNotices({
  order,
  verify,
}: {
  order: Order;
  verify: ReturnType<typeof useVerifyReturn>;
}) {
  const location = useLocation();
  const state = location.state as { placed?: string; payError?: string } | null;
  const placed = state?.placed === order.number;
  const verified = verify.data ? VERIFIED_MESSAGES[verify.data.payment_status] : null;
  return (
    <>
      {placed && (
        <Banner tone="success">
          <p>
            Thank you! Your order <strong>{order.number}</strong> has been placed.
            {order.payment_method === 'pay_later'
              ? ' We will review your pay-later plan and let you know once it is approved.'
              : order.payment_method === 'pay_now'
                ? ' Pay now to complete it.'
                : ' You pay when it is delivered.'}
          </p>
        </Banner>
      )}
      {placed && state?.payError && <Banner tone="error">{state.payError}</Banner>}
      {verify.isPending && <Banner>Checking your payment…</Banner>}
      {verified && <Banner tone={verified.tone}>{verified.text}</Banner>}
      {verify.isError && (
        <Banner tone="error">
          {errorMessage(verify.error, 'We could not check your payment. Reload this page to try again.')}
        </Banner>
      )}
      {order.status === 'cancelled' &&
        (order.cancel_reason === CANCELLED_BY_SHOPPER ? (
          <Banner>You cancelled this order. Its items went back on sale and nothing more is due.</Banner>
        ) : order.cancel_reason ? (
          <Banner tone="warning">This order was cancelled: {order.cancel_reason}.</Banner>
        ) : null)}
    </>
  );
}
