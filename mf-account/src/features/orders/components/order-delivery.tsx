import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDate, formatNaira, type Order, type OrderStatus } from 'shared-contracts';
import { useNoticeChannel, useOrderShipment } from 'shop-sdk';
import { ButtonLink } from 'shared-contracts/ui/button';
import { Card, CardTitle, Stack } from 'shared-contracts/ui/layout';
import { theme } from 'shared-contracts/ui/theme';
import { ShipmentFacts, ShipmentTimeline } from 'shop-sdk/ui/shipment';
import type { Shipment } from 'shared-contracts/schemas/delivery';
import {
  arrivesBetween,
  arrivesBy,
  deliveryMessages as m,
  openHours,
  promotionWithCode,
  readyBetween,
  readyBy,
  shippedTracking,
  withCourier,
  withCourierTracking,
} from '../orders.messages';

const Text = styled.p`
  margin: 0 0 6px;
  line-height: 1.5;
`;

const Small = styled.p`
  margin: 0;
  color: ${theme.muted};
  font-size: 0.9rem;
`;

const Code = styled.p`
  margin: 8px 0;
  font-size: 1.75rem;
  font-weight: 700;
  letter-spacing: 0.2em;
  font-variant-numeric: tabular-nums;
`;

const Promotions = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  margin: 0;
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
  }
`;

/** The statuses of an order the shop may have booked with a courier (it books confirmed or prepared orders). */
const MAY_BE_SHIPPED: readonly OrderStatus[] = ['processing', 'shipped', 'ready_for_pickup', 'delivered'];

/**
 * How the order comes: a pickup order's station (its address and hours) and, once it is ready, the code to collect
 * it; a home delivery's arrival window as checkout promised it; and once a courier has it, the courier, its tracking
 * number (linking to the courier's page), the courier's steps in WAT and the order's public tracking page.
 */
export function OrderDelivery({ order }: { order: Order }) {
  const { formatMessage: t } = useIntl();
  // An account made with a phone number alone has no mailbox: its pickup code comes by SMS.
  const channel = useNoticeChannel();
  const shipment = useOrderShipment(order.id, MAY_BE_SHIPPED.includes(order.status)).data ?? null;
  const delivery = order.delivery;
  // An order placed before delivery options were kept has none, but may still be shipped with a courier.
  if (!delivery)
    return shipment ? (
      <Card aria-labelledby="order-delivery">
        <CardTitle id="order-delivery">{t(m.delivery)}</CardTitle>
        <OrderShipment order={order} shipment={shipment} />
      </Card>
    ) : null;
  const station = delivery.station;
  const done = order.status === 'delivered' || order.status === 'cancelled';
  const promised = delivery.earliest && delivery.latest;
  // The window checkout promised, as it was stored with the order: "by 2 Dec 2026", "between 2 Dec 2026 and …".
  const sameDay = delivery.earliest === delivery.latest;
  const dates = {
    date: formatDate(delivery.latest),
    earliest: formatDate(delivery.earliest),
    latest: formatDate(delivery.latest),
  };
  const shipping =
    order.courier && order.tracking_number
      ? t(withCourierTracking, { courier: order.courier, number: order.tracking_number })
      : order.courier
        ? t(withCourier, { courier: order.courier })
        : order.tracking_number
          ? t(shippedTracking, { number: order.tracking_number })
          : null;
  return (
    <Card aria-labelledby="order-delivery">
      <CardTitle id="order-delivery">{station ? t(m.pickupStation) : t(m.delivery)}</CardTitle>
      {station ? (
        <>
          <Text>
            <strong>{station.name}</strong>
            <br />
            {station.address}, {station.state}
            <br />
            {t(openHours, { hours: station.opening_hours })}
          </Text>
          {order.status === 'ready_for_pickup' && order.pickup_code ? (
            <div role="status" aria-label={t(m.pickupCode)}>
              <Small>{t(m.ready)}</Small>
              <Code>{order.pickup_code}</Code>
            </div>
          ) : !done && promised ? (
            <Small>
              {sameDay ? t(readyBy, { ...dates, channel }) : t(readyBetween, { ...dates, channel })}
            </Small>
          ) : null}
        </>
      ) : (
        <>
          {!done && promised ? <Text>{sameDay ? t(arrivesBy, dates) : t(arrivesBetween, dates)}</Text> : null}
          {shipping && !shipment ? <Small>{shipping}</Small> : null}
        </>
      )}
      {shipment ? <OrderShipment order={order} shipment={shipment} /> : null}
    </Card>
  );
}

const ShipmentSection = styled(Stack)`
  margin-top: 12px;
`;

/** The courier's side of the order: its details and steps, and the way to the page anyone with the phone can open. */
function OrderShipment({ order, shipment }: { order: Order; shipment: Shipment }) {
  const { formatMessage: t } = useIntl();
  return (
    <ShipmentSection $gap={12}>
      <ShipmentFacts shipment={shipment} />
      <ShipmentTimeline events={shipment.events} />
      <div>
        <ButtonLink to={`/track/${encodeURIComponent(order.number)}`} $variant="secondary" $small>
          {t(m.trackThisOrder)}
        </ButtonLink>
      </div>
    </ShipmentSection>
  );
}

/** The promotions the order was priced with, by name and code, and what each took off. */
export function OrderPromotions({ order }: { order: Order }) {
  const { formatMessage: t } = useIntl();
  const promotions = order.promotions ?? [];
  if (promotions.length === 0) return null;
  return (
    <Card aria-labelledby="order-promotions">
      <CardTitle id="order-promotions">{t(m.promotions)}</CardTitle>
      <Promotions>
        {promotions.map((p) => (
          <div key={p.id} style={{ display: 'contents' }}>
            <dt>{p.code ? t(promotionWithCode, { name: p.name, code: p.code }) : p.name}</dt>
            <dd>−{formatNaira(p.discount)}</dd>
          </div>
        ))}
      </Promotions>
    </Card>
  );
}
