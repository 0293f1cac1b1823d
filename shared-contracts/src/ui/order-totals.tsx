import { formatNaira, formatShippingFee } from '../money';
import type { Order } from '../schemas/orders';

type Totals = Pick<Order, 'subtotal' | 'shipping_fee' | 'total'> &
  Partial<Pick<Order, 'discount' | 'vat' | 'delivery'>>;

/** The lines' words, for a page in another language than English (each defaults to its English). */
export interface OrderTotalWords {
  subtotal: string;
  discount: string;
  pickupAt: (station: string) => string;
  delivery: (zone: string) => string;
  shipping: string;
  total: string;
  /** `rate` written as the shop writes it ("7.5"). */
  includesVat: (rate: string) => string;
  free: string;
  pickupStation: string;
  stationDetails: (address: string, hours: string) => string;
}

const ENGLISH: OrderTotalWords = {
  subtotal: 'Subtotal',
  discount: 'Discount',
  pickupAt: (station) => `Pickup at ${station}`,
  delivery: (zone) => `Delivery (${zone})`,
  shipping: 'Shipping',
  total: 'Total',
  includesVat: (rate) => `Includes VAT at ${rate}%`,
  free: 'Free',
  pickupStation: 'Pickup station',
  stationDetails: (address, hours) => `${address}. Open ${hours}.`,
};

/**
 * A placed order's figures as it was placed: Subtotal, Discount (when any), Delivery (the zone, or the pickup
 * station), Total, then the VAT the total includes, per rate — the `<dt>`/`<dd>` pairs of the page's own `<dl>`
 * (which styles them, and `.total`, as it needs): the same lines for the shopper and for the shop. `words` puts
 * them in the page's language (the shopper's order page); the shop's pages keep the English.
 */
export function OrderTotalLines({ order, words = ENGLISH }: { order: Totals; words?: OrderTotalWords }) {
  const delivery = order.delivery;
  return (
    <>
      <dt>{words.subtotal}</dt>
      <dd>{formatNaira(order.subtotal)}</dd>
      {order.discount ? (
        <>
          <dt>{words.discount}</dt>
          <dd>−{formatNaira(order.discount)}</dd>
        </>
      ) : null}
      <dt>
        {delivery?.station
          ? words.pickupAt(delivery.station.name)
          : delivery
            ? words.delivery(delivery.zone)
            : words.shipping}
      </dt>
      <dd>{order.shipping_fee === 0 ? words.free : formatShippingFee(order.shipping_fee)}</dd>
      <dt className="total">{words.total}</dt>
      <dd className="total">{formatNaira(order.total)}</dd>
      {(order.vat ?? [])
        .filter((line) => line.rate > 0)
        .map((line) => (
          <FragmentLine key={line.rate} label={words.includesVat(String(line.rate))} value={line.amount} />
        ))}
      {delivery?.station ? (
        <>
          <dt>{words.pickupStation}</dt>
          <dd>{words.stationDetails(delivery.station.address, delivery.station.opening_hours)}</dd>
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
