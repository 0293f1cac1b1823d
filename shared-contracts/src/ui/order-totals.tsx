import { useShopIntl } from '../i18n';
import { formatNaira } from '../money';
import { deliveryTo, includesVat, kitMessages as m, pickupAt, stationOpen } from '../shared.messages';
import type { Order } from '../schemas/orders';

type Totals = Pick<Order, 'subtotal' | 'shipping_fee' | 'total'> &
  Partial<Pick<Order, 'discount' | 'vat' | 'delivery'>>;

/**
 * A placed order's figures as it was placed: Subtotal, Discount (when any), Delivery (the courier it was priced by,
 * the zone, or the pickup station), Total, then the VAT the total includes, per rate — the `<dt>`/`<dd>` pairs of
 * the page's own `<dl>` (which styles them, and `.total`, as it needs): the same lines for the shopper and for the
 * shop.
 */
export function OrderTotalLines({ order }: { order: Totals }) {
  const { formatMessage: t } = useShopIntl();
  const delivery = order.delivery;
  return (
    <>
      <dt>{t(m.subtotal)}</dt>
      <dd>{formatNaira(order.subtotal)}</dd>
      {order.discount ? (
        <>
          <dt>{t(m.discount)}</dt>
          <dd>−{formatNaira(order.discount)}</dd>
        </>
      ) : null}
      <dt>
        {delivery?.station
          ? t(pickupAt, { station: delivery.station.name })
          : delivery
            ? t(deliveryTo, { zone: delivery.courier ?? delivery.zone })
            : t(m.shipping)}
      </dt>
      <dd>{order.shipping_fee === 0 ? t(m.free) : formatNaira(order.shipping_fee)}</dd>
      <dt className="total">{t(m.total)}</dt>
      <dd className="total">{formatNaira(order.total)}</dd>
      {(order.vat ?? [])
        .filter((line) => line.rate > 0)
        .map((line) => (
          <FragmentLine key={line.rate} label={t(includesVat, { rate: line.rate })} value={line.amount} />
        ))}
      {delivery?.station ? (
        <>
          <dt>{t(m.pickupStation)}</dt>
          <dd>
            {t(stationOpen, { address: delivery.station.address, hours: delivery.station.opening_hours })}
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
