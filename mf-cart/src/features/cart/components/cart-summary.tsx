import { useIsMutating } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  FREE_SHIPPING_THRESHOLD_NAIRA,
  formatNaira,
  formatShippingFee,
  waitingMessages,
} from 'shared-contracts';
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
function useShippingFee(subtotal: number): number | null | undefined {
  const quote = useCheckoutQuote();
  const changing = useIsMutating() > 0;
  if (quote.data && sameAmount(quote.data.subtotal, subtotal)) return quote.data.shipping_fee;
  // No answer can come: failed, or waiting for a connection (the query pauses offline).
  if ((quote.isError && !quote.isFetching) || quote.fetchStatus === 'paused') return null;
  if (quote.data && !quote.isFetching && !changing) return quote.data.shipping_fee;
  return undefined;
}

function deliveryCopy(shipping: number | null | undefined, subtotal: number): string | null {
  if (shipping === undefined) return null;
  const threshold = formatNaira(FREE_SHIPPING_THRESHOLD_NAIRA);
  if (shipping === null)
    return `Delivery is free on orders of ${threshold} or more; the fee is shown at checkout.`;
  if (shipping === 0) return `Free delivery anywhere in Nigeria on orders of ${threshold} or more.`;
  const missing = FREE_SHIPPING_THRESHOLD_NAIRA - subtotal;
  return missing > 0
    ? `Delivery anywhere in Nigeria costs ${formatNaira(shipping)}; add ${formatNaira(missing)} more for free delivery.`
    : `Delivery anywhere in Nigeria costs ${formatNaira(shipping)}.`;
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
  const shipping = useShippingFee(subtotal);
  const copy = deliveryCopy(shipping, subtotal);
  return (
    <Box aria-labelledby="summary-title">
      <h2 id="summary-title">Order summary</h2>
      <dl>
        <dt>
          Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
        </dt>
        <dd data-testid="cart-subtotal">{formatNaira(subtotal)}</dd>
        <dt>Shipping</dt>
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
