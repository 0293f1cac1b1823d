import styled from 'styled-components';
import { formatNaira, formatShippingFee, type CheckoutQuote } from 'shared-contracts';
import { waitingMessages } from 'shop-sdk';
import { useCartQuote } from '../api/use-cart-quote';
import { ButtonLink } from 'shared-contracts/ui/button';
import { theme } from 'shared-contracts/ui/theme';
import { SummaryBox } from '../../../components/summary-box';

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
function deliveryCopy(shipping: number | null | undefined, quote: CheckoutQuote | undefined): string | null {
  if (shipping === undefined) return null;
  if (shipping === null || !quote) return 'The delivery fee to your state is shown at checkout.';
  const delivery = quote.delivery;
  const to = delivery ? ` to ${delivery.state}` : '';
  if (shipping === 0) return `Free delivery${to}.`;
  const hint = quote.free_delivery_hint;
  if (hint && delivery?.free_from && hint.remaining <= delivery.free_from / 2)
    return `Add ${formatNaira(hint.remaining)} more for free delivery to ${hint.zone}.`;
  return `Delivery${to} costs ${formatNaira(shipping)}; the fee for your address is shown at checkout.`;
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
  const { quote, status } = useCartQuote(subtotal);
  const shipping = status === 'ready' && quote ? quote.shipping_fee : status === 'waiting' ? undefined : null;
  const copy = deliveryCopy(shipping, quote);
  return (
    <Box aria-labelledby="summary-title">
      <h2 id="summary-title">Order summary</h2>
      <dl>
        <dt>
          Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
        </dt>
        <dd data-testid="cart-subtotal">{formatNaira(subtotal)}</dd>
        {quote?.promotions?.map((promotion) => (
          <PromotionRow key={promotion.id} name={promotion.name} discount={promotion.discount} />
        ))}
        <dt>Delivery</dt>
        <dd data-testid="cart-shipping" aria-busy={shipping === undefined}>
          {shipping === undefined
            ? 'Calculating…'
            : shipping === null
              ? 'At checkout'
              : formatShippingFee(shipping)}
        </dd>
        <dt className="total">Total</dt>
        <dd className="total" data-testid="cart-total" aria-busy={shipping === undefined}>
          {shipping === undefined ? 'Calculating…' : quote ? formatNaira(quote.total) : 'Shown at checkout'}
        </dd>
      </dl>
      {copy && <p>{copy}</p>}
      {waiting && <p role="status">{waitingMessages.cartChangesWaiting}</p>}
      <ButtonLink to="/checkout">Proceed to Checkout</ButtonLink>
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
