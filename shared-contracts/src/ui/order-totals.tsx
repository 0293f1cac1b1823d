import { formatNaira, formatShippingFee } from '../money';

/**
 * A placed order's subtotal, shipping and total, as the `<dt>`/`<dd>` pairs of the page's own `<dl>` (which styles
 * them, and `.total`, as it needs): the same three lines for the shopper and for the shop.
 */
export function OrderTotalLines({
  order,
}: {
  order: { subtotal: number; shipping_fee: number; total: number };
}) {
  return (
    <>
      <dt>Subtotal</dt>
      <dd>{formatNaira(order.subtotal)}</dd>
      <dt>Shipping</dt>
      <dd>{formatShippingFee(order.shipping_fee)}</dd>
      <dt className="total">Total</dt>
      <dd className="total">{formatNaira(order.total)}</dd>
    </>
  );
}
