import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { CANCELLED_BY_SHOPPER, type Order } from 'shared-contracts';
import { errorMessage } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { VERIFIED_MESSAGES } from './pay-online';
import {
  cancelledBecause,
  noticeMessages as m,
  placedPayLater,
  placedPayNow,
  placedPayOnDelivery,
} from '../orders.messages';
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
  const { formatMessage: t } = useIntl();
  const location = useLocation();
  const state = location.state as { placed?: string; payError?: string } | null;
  const placed = state?.placed === order.number;
  const verified = verify.data ? VERIFIED_MESSAGES[verify.data.payment_status] : null;
  return (
    <>
      {placed && (
        <Banner tone="success">
          <p>
            {t(
              order.payment_method === 'pay_later'
                ? placedPayLater
                : order.payment_method === 'pay_now'
                  ? placedPayNow
                  : placedPayOnDelivery,
              { number: order.number, b: (chunks) => <strong>{chunks}</strong> },
            )}
          </p>
        </Banner>
      )}
      {placed && state?.payError && <Banner tone="error">{state.payError}</Banner>}
      {verify.isPending && <Banner>{t(m.checking)}</Banner>}
      {verified && <Banner tone={verified.tone}>{t(verified.text)}</Banner>}
      {verify.isError && <Banner tone="error">{errorMessage(verify.error, t(m.checkFailed))}</Banner>}
      {order.status === 'cancelled' &&
        (order.cancel_reason === CANCELLED_BY_SHOPPER ? (
          <Banner>{t(m.cancelledByYou)}</Banner>
        ) : order.cancel_reason ? (
          <Banner tone="warning">{t(cancelledBecause, { reason: order.cancel_reason })}</Banner>
        ) : null)}
    </>
  );
}
