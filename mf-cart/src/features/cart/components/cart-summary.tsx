import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { formatNaira, type CheckoutQuote } from 'shared-contracts';
import { sdkMessages } from 'shop-sdk';
import { useCartQuote } from '../api/use-cart-quote';
import { ButtonLink } from 'shared-contracts/ui/button';
import { theme } from 'shared-contracts/ui/theme';
import { SummaryBox } from '../../../components/summary-box';
import { subtotalOf, summaryMessages as s } from '../../../components/summary.messages';
import { useShopWords } from '../../../components/use-shop-words';
import {
  addForFreeDelivery,
  cartSummaryMessages as m,
  deliveryCosts,
  deliveryToCosts,
  freeDeliveryTo,
} from '../cart.messages';

const Box = styled(SummaryBox)`
  p {
    margin: 0;
    font-size: 0.85rem;
    color: ${theme.muted};
  }
  .promotion {
    color: ${theme.success};
  }
  .total {
    color: ${theme.text};
    font-weight: 700;
    font-size: 1.05rem;
  }
`;

/**
 * What delivery costs to the shopper's state (the last order's, else Lagos), from the quote: free, the fee, or
 * — near the zone's threshold (within half of it) — "Add ₦3,500.00 more for free delivery to Lagos".
 */
function deliveryCopy(
  t: IntlShape['formatMessage'],
  shipping: number | null | undefined,
  quote: CheckoutQuote | undefined,
): string | null {
  if (shipping === undefined) return null;
  if (shipping === null || !quote) return t(m.feeAtCheckout);
  const delivery = quote.delivery;
  if (shipping === 0) return delivery ? t(freeDeliveryTo, { state: delivery.state }) : t(m.freeDelivery);
  const hint = quote.free_delivery_hint;
  if (hint && delivery?.free_from && hint.remaining <= delivery.free_from / 2)
    return t(addForFreeDelivery, { amount: formatNaira(hint.remaining), zone: hint.zone });
  const amount = formatNaira(shipping);
  return delivery ? t(deliveryToCosts, { state: delivery.state, amount }) : t(deliveryCosts, { amount });
}

/** `waiting`: some of the cart's changes are kept on the device until the connection returns. */
export function CartSummary({
  subtotal,
  itemCount,
  waiting = false,
}: {
  subtotal: number;
  itemCount: number;
  waiting?: boolean;
}) {
  const { formatMessage: t } = useIntl();
  const { fee: formatShippingFee } = useShopWords();
  const { quote, status } = useCartQuote(subtotal);
  const shipping = status === 'ready' && quote ? quote.shipping_fee : status === 'waiting' ? undefined : null;
  const copy = deliveryCopy(t, shipping, quote);
  return (
    <Box aria-labelledby="summary-title">
      <h2 id="summary-title">{t(s.heading)}</h2>
      <dl>
        <dt>{t(subtotalOf, { count: itemCount })}</dt>
        <dd data-testid="cart-subtotal">{formatNaira(subtotal)}</dd>
        {quote?.promotions?.map((promotion) => (
          <PromotionRow key={promotion.id} name={promotion.name} discount={promotion.discount} />
        ))}
        <dt>{t(s.delivery)}</dt>
        <dd data-testid="cart-shipping" aria-busy={shipping === undefined}>
          {shipping === undefined
            ? t(m.calculating)
            : shipping === null
              ? t(m.atCheckout)
              : formatShippingFee(shipping)}
        </dd>
        <dt className="total">{t(s.total)}</dt>
        <dd className="total" data-testid="cart-total" aria-busy={shipping === undefined}>
          {shipping === undefined
            ? t(m.calculating)
            : quote
              ? formatNaira(quote.total)
              : t(m.shownAtCheckout)}
        </dd>
      </dl>
      {copy && <p>{copy}</p>}
      {waiting && <p role="status">{t(sdkMessages.cartChangesWaiting)}</p>}
      <ButtonLink to="/checkout">{t(m.proceed)}</ButtonLink>
    </Box>
  );
}

/** One promotion of the quote, by name, with what it takes off. */
function PromotionRow({ name, discount }: { name: string; discount: number }) {
  return (
    <>
      <dt className="promotion">{name}</dt>
      <dd className="promotion" data-testid="cart-promotion">
        −{formatNaira(discount)}
      </dd>
    </>
  );
}
