import { useState } from 'react';
import styled from 'styled-components';
import type { AdminOrder } from 'shared-contracts';
import { SHIPMENT_STATUS_WORDS, type Shipment, type ShipmentEvent } from 'shared-contracts/schemas/delivery';
import { errorMessage, notify } from 'shop-sdk';
import { Button } from 'shared-contracts/ui/button';
import { DescriptionList } from 'shared-contracts/ui/description-list';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { Card, CardTitle, Muted, Row } from 'shared-contracts/ui/layout';
import { ErrorState } from 'shared-contracts/ui/states';
import { Timeline, TimelineStep } from 'shared-contracts/ui/timeline';
import { ExternalLink, TextLink } from '../../../../components/common/layout';
import { useShipment, useShipOrders } from '../../../../hooks/api/delivery';
import { useSingleFlight } from '../../../../hooks/use-single-flight';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { loadErrorMessage } from '../../../../lib/load-error';
import { canShip, SHIP_FAILED } from '../../common/ship-outcome';
import { PrintLabelButton } from './print-label-button';

/** The steps that did not go as planned, marked as such in the timeline. */
const TROUBLE = new Set<ShipmentEvent['status']>(['failed_attempt', 'returned', 'cancelled']);

/** Only a courier's web page is linked: anything else it sends (a `javascript:` URL) stays text. */
const isWebPage = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

const Facts = styled(DescriptionList)`
  margin-bottom: 12px;
`;

/** Books the order with the courier, after asking; the outcome's own words in a toast. */
function ShipButton({ order }: { order: AdminOrder }) {
  const ship = useShipOrders();
  const { pending, run } = useSingleFlight();
  const [asking, setAsking] = useState(false);

  const confirm = () =>
    run(async () => {
      try {
        const results = await ship.mutateAsync([order.id]);
        const result = results.find((r) => r.order_id === order.id) ?? results[0];
        if (result?.outcome === 'booked') notify.success(result.message);
        else if (result?.outcome === 'queued') notify.info(result.message);
        else notify.error(result?.message ?? SHIP_FAILED);
      } catch (error) {
        notify.error(errorMessage(error, SHIP_FAILED));
      }
      setAsking(false);
    });

  return (
    <>
      <Button disabled={pending} onClick={() => setAsking(true)}>
        Ship with courier
      </Button>
      {asking && (
        <ConfirmDialog
          title={`Ship order ${order.number} with the courier?`}
          confirmLabel={pending ? 'Shipping…' : 'Yes, ship it'}
          tone="primary"
          pending={pending}
          onConfirm={() => void confirm()}
          onClose={() => {
            if (!pending) setAsking(false);
          }}
        >
          The courier is booked to collect the parcel and the order moves to processing. The customer is told
          when the courier picks it up.
        </ConfirmDialog>
      )}
    </>
  );
}

function ShipmentDetails({ shipment }: { shipment: Shipment }) {
  return (
    <>
      <Facts $layout="facts" $compact>
        <dt>Courier</dt>
        <dd>{shipment.courier}</dd>
        <dt>Tracking code</dt>
        <dd>
          {isWebPage(shipment.tracking_url) ? (
            <ExternalLink href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
              {shipment.tracking_code}
            </ExternalLink>
          ) : (
            shipment.tracking_code || '—'
          )}
        </dd>
        <dt>Status</dt>
        <dd>{SHIPMENT_STATUS_WORDS[shipment.status]}</dd>
        {shipment.estimate ? (
          <>
            <dt>Arrives by</dt>
            <dd>{formatDate(shipment.estimate)}</dd>
          </>
        ) : null}
      </Facts>
      {shipment.events.length > 0 ? (
        <Timeline aria-label="Courier updates">
          {shipment.events.map((event, i) => (
            <TimelineStep
              key={`${event.status}-${event.at}`}
              $state={
                TROUBLE.has(event.status) ? 'stopped' : i === shipment.events.length - 1 ? 'current' : 'done'
              }
            >
              <strong>{SHIPMENT_STATUS_WORDS[event.status]}</strong>
              {event.note ? <p>{event.note}</p> : null}
              <small>
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </small>
            </TimelineStep>
          ))}
        </Timeline>
      ) : (
        <Muted>No updates from the courier yet.</Muted>
      )}
    </>
  );
}

/**
 * The order's delivery with the courier: its courier, tracking code, status, estimate and the courier's updates,
 * with the label to print; a booking still waiting for the courier (no second Ship); or Ship with courier, for an
 * order confirmed or being prepared that has no shipment (or whose booking the courier refused). Nothing for an
 * order that has no shipment and cannot be shipped.
 */
export function DeliveryCard({ order }: { order: AdminOrder }) {
  const shipment = useShipment(order.id);
  const shippable =
    canShip(order.status) &&
    shipment.isSuccess &&
    (shipment.data === null || shipment.data.status === 'cancelled');
  // Nothing while it loads: most orders that are not shippable have no shipment, and no card.
  if (shipment.isPending || (shipment.isSuccess && shipment.data === null && !shippable)) return null;

  return (
    <Card aria-labelledby="order-delivery">
      <CardTitle id="order-delivery">Delivery</CardTitle>
      {shipment.isError ? (
        <ErrorState
          compact
          message={loadErrorMessage(shipment.error)}
          onRetry={() => void shipment.refetch()}
        />
      ) : (
        <>
          {shipment.data?.status === 'waiting' ? (
            <Muted role="status">
              Waiting for the courier to take the booking
              {shipment.data.attempts > 0
                ? ` (tried ${shipment.data.attempts} ${shipment.data.attempts === 1 ? 'time' : 'times'})`
                : ''}
              . The shop tries again by itself; the order is in{' '}
              <TextLink to="/admin/deliveries">Deliveries</TextLink> until it is booked.
              {shipment.data.note ? ` ${shipment.data.note}` : ''}
            </Muted>
          ) : shipment.data ? (
            <ShipmentDetails shipment={shipment.data} />
          ) : (
            <Muted>
              Not booked with a courier yet. An order Ship could not book at once waits in{' '}
              <TextLink to="/admin/deliveries">Deliveries</TextLink> while the shop tries again.
            </Muted>
          )}
          <Row>
            {shippable ? <ShipButton order={order} /> : null}
            {shipment.data && shipment.data.status !== 'cancelled' && shipment.data.status !== 'waiting' ? (
              <PrintLabelButton orderId={order.id} orderNumber={order.number} />
            ) : null}
          </Row>
        </>
      )}
    </Card>
  );
}
