import styled from 'styled-components';
import { FREE_SHIPPING_THRESHOLD_NAIRA, formatNaira, SHIPPING_FEE_NAIRA } from 'shared-contracts';
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

/** The server's rule (api/src/lib/money.ts): a flat fee anywhere in Nigeria, free from the threshold up. */
export const shippingFor = (subtotal: number): number =>
  subtotal >= FREE_SHIPPING_THRESHOLD_NAIRA ? 0 : SHIPPING_FEE_NAIRA;

export function CartSummary({ subtotal, itemCount }: { subtotal: number; itemCount: number }) {
  const shipping = shippingFor(subtotal);
  const missing = FREE_SHIPPING_THRESHOLD_NAIRA - subtotal;
  return (
    <Box aria-labelledby="summary-title">
      <h2 id="summary-title">Order summary</h2>
      <dl>
        <dt>
          Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
        </dt>
        <dd data-testid="cart-subtotal">{formatNaira(subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{shipping === 0 ? 'Free' : formatNaira(shipping)}</dd>
      </dl>
      <p>
        {missing > 0
          ? `Delivery anywhere in Nigeria costs ${formatNaira(SHIPPING_FEE_NAIRA)}; add ${formatNaira(missing)} more for free delivery.`
          : `Free delivery anywhere in Nigeria on orders of ${formatNaira(FREE_SHIPPING_THRESHOLD_NAIRA)} or more.`}
      </p>
      <ButtonLink to="/checkout">Proceed to Checkout</ButtonLink>
    </Box>
  );
}
