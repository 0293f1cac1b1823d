import { useIsMutating } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatNaira, formatShippingFee, waitingMessages, type CheckoutQuote } from 'shared-contracts';
import { useCheckoutQuote } from '../api/get-checkout-quote';
import { ButtonLink } from 'shared-contracts/ui/button';
import { theme } from 'shared-contracts/ui/theme';
import { SummaryBox } from '../../../components/summary-box';

const Box = styled(SummaryBox)`
  p {
    margin: 0;
    font-size: 0.85rem;
    color: ${theme.muted};
  }
`;

/** Naira amounts from the server and from the cart agree to the kobo. */
const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * The shipping fee the server would charge for this cart, from its checkout quote (GET orders/quote), so the cart
 * never states a rule of its own. `undefined` while the quote is catching up with a change to the cart; `null`
 * when the server could not be asked.
 */
function useShippingFee(subtotal: number): {
  shipping: number | null | undefined;
  quote: CheckoutQuote | undefined;
} {
  const quote = useCheckoutQuote();
  const changing = useIsMutating() > 0;
  if (quote.data && sameAmount(quote.data.subtotal, subtotal))
    return { shipping: quote.data.shipping_fee, quote: quote.data };
  // No answer can come: failed, or waiting for a connection (the query pauses offline).
  if ((quote.isError && !quote.isFetching) || quote.fetchStatus === 'paused')
    return { shipping: null, quote: undefined };
  if (quote.data && !quote.isFetching && !changing)
    return { shipping: quote.data.shipping_fee, quote: quote.data };
  return { shipping: undefined, quote: undefined };
}

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
  const { shipping, quote } = useShippingFee(subtotal);
  const copy = deliveryCopy(shipping, quote);
  return (
    <Box aria-labelledby="summary-title">
      <h2 id="summary-title">Order summary</h2>
      <dl>
        <dt>
          Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
        </dt>
        <dd data-testid="cart-subtotal">{formatNaira(subtotal)}</dd>
        <dt>Delivery</dt>
        <dd data-testid="cart-shipping" aria-busy={shipping === undefined}>
          {shipping === undefined
            ? 'Calculating…'
            : shipping === null
              ? 'At checkout'
              : formatShippingFee(shipping)}
        </dd>
      </dl>
      {copy && <p>{copy}</p>}
      {waiting && <p role="status">{waitingMessages.cartChangesWaiting}</p>}
      <ButtonLink to="/checkout">Proceed to Checkout</ButtonLink>
    </Box>
  );
}
