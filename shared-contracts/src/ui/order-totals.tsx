import { formatNaira, formatShippingFee } from '../money';
import type { Order } from '../schemas/orders';

type Totals = Pick<Order, 'subtotal' | 'shipping_fee' | 'total'> &
  Partial<Pick<Order, 'discount' | 'vat' | 'delivery'>>;

/** "7.5%" */
const percent = (rate: number) => `${rate}%`;

/**
 * A placed order's figures as it was placed: Subtotal, Discount (when any), Delivery (the zone, or the pickup
 * station), Total, then the VAT the total includes, per rate — the `<dt>`/`<dd>` pairs of the page's own `<dl>`
 * (which styles them, and `.total`, as it needs): the same lines for the shopper and for the shop.
 */
export function OrderTotalLines({ order }: { order: Totals }) {
  const delivery = order.delivery;
  return (
    <>
      <dt>Subtotal</dt>
      <dd>{formatNaira(order.subtotal)}</dd>
      {order.discount ? (
        <>
          <dt>Discount</dt>
          <dd>−{formatNaira(order.discount)}</dd>
        </>
      ) : null}
      <dt>
        {delivery?.station
          ? `Pickup at ${delivery.station.name}`
          : delivery
            ? `Delivery (${delivery.zone})`
            : 'Shipping'}
      </dt>
      <dd>{formatShippingFee(order.shipping_fee)}</dd>
      <dt className="total">Total</dt>
      <dd className="total">{formatNaira(order.total)}</dd>
      {(order.vat ?? [])
        .filter((line) => line.rate > 0)
        .map((line) => (
          <FragmentLine key={line.rate} label={`Includes VAT at ${percent(line.rate)}`} value={line.amount} />
        ))}
      {delivery?.station ? (
        <>
          <dt>Pickup station</dt>
          <dd>
            {delivery.station.address}. Open {delivery.station.opening_hours}.
          </dd>
        </>
      ) : null}
    </>
  );
}

function FragmentLine({ label, value }: { label: string; value: number }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{formatNaira(value)}</dd>
    </>
  );
}
