import styled from 'styled-components';
import { formatDate, formatNaira, type Order } from 'shared-contracts';
import { useNoticeChannel } from 'shop-sdk';
import { Card, CardTitle } from 'shared-contracts/ui/layout';
import { theme } from 'shared-contracts/ui/theme';

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

/** The window checkout promised, as it was stored with the order: "2 Dec 2026 – 4 Dec 2026". */
const windowText = (earliest: string, latest: string) =>
  earliest === latest
    ? `by ${formatDate(latest)}`
    : `between ${formatDate(earliest)} and ${formatDate(latest)}`;

/**
 * How the order comes: a pickup order's station (its address and hours) and, once it is ready, the code to collect
 * it; a home delivery's arrival window as checkout promised it, and its courier and tracking number once shipped.
 */
export function OrderDelivery({ order }: { order: Order }) {
  // An account made with a phone number alone has no mailbox: its pickup code comes by SMS.
  const channel = useNoticeChannel();
  const delivery = order.delivery;
  if (!delivery) return null;
  const station = delivery.station;
  const done = order.status === 'delivered' || order.status === 'cancelled';
  const promised = delivery.earliest && delivery.latest;
  return (
    <Card aria-labelledby="order-delivery">
      <CardTitle id="order-delivery">{station ? 'Pickup station' : 'Delivery'}</CardTitle>
      {station ? (
        <>
          <Text>
            <strong>{station.name}</strong>
            <br />
            {station.address}, {station.state}
            <br />
            Open {station.opening_hours}
          </Text>
          {order.status === 'ready_for_pickup' && order.pickup_code ? (
            <div role="status" aria-label="Pickup code">
              <Small>Your order is ready. Show this pickup code at the station:</Small>
              <Code>{order.pickup_code}</Code>
            </div>
          ) : !done && promised ? (
            <Small>
              Ready to collect {windowText(delivery.earliest, delivery.latest)}. We {channel} you a pickup
              code when it is.
            </Small>
          ) : null}
        </>
      ) : (
        <>
          {!done && promised ? <Text>Arrives {windowText(delivery.earliest, delivery.latest)}</Text> : null}
          {order.courier || order.tracking_number ? (
            <Small>
              {order.courier ? `With ${order.courier}` : 'Shipped'}
              {order.tracking_number ? `, tracking number ${order.tracking_number}` : ''}
            </Small>
          ) : null}
        </>
      )}
    </Card>
  );
}

/** The promotions the order was priced with, by name and code, and what each took off. */
export function OrderPromotions({ order }: { order: Order }) {
  const promotions = order.promotions ?? [];
  if (promotions.length === 0) return null;
  return (
    <Card aria-labelledby="order-promotions">
      <CardTitle id="order-promotions">Promotions</CardTitle>
      <Promotions>
        {promotions.map((p) => (
          <div key={p.id} style={{ display: 'contents' }}>
            <dt>
              {p.name}
              {p.code ? ` (code ${p.code})` : ''}
            </dt>
            <dd>−{formatNaira(p.discount)}</dd>
          </div>
        ))}
      </Promotions>
    </Card>
  );
}
