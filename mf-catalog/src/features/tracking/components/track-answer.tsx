import { useIntl } from 'react-intl';
import { formatDate, ORDER_STATUS_WORDS, type OrderStatus } from 'shared-contracts';
import type { TrackAnswer as Answer } from 'shared-contracts/schemas/delivery';
import { DescriptionList } from 'shared-contracts/ui/description-list';
import { Card, CardTitle, Muted, Stack } from 'shared-contracts/ui/layout';
import { ShipmentFacts, ShipmentTimeline } from 'shop-sdk/ui/shipment';
import { greeting, orderStatusMessages, trackMessages as m } from '../tracking.messages';

/** The API's status in words back to the status it names, to say it in the page's language. */
const STATUS_OF_WORDS = new Map(
  Object.entries(ORDER_STATUS_WORDS).map(([status, words]) => [words, status as OrderStatus]),
);

/**
 * Where the order is: its status, and once a courier has it, the courier, its tracking number, the estimate and
 * the courier's steps. The shopper's first name is the one personal thing shown.
 */
export function TrackAnswer({ answer }: { answer: Answer }) {
  const { formatMessage: t } = useIntl();
  const status = STATUS_OF_WORDS.get(answer.status);
  const shipment = answer.shipment;
  return (
    <Stack>
      <p>{t(greeting, { name: answer.first_name, number: answer.order_number })}</p>
      <Card aria-labelledby="track-order-status">
        <CardTitle id="track-order-status">{t(m.orderStatus)}</CardTitle>
        <DescriptionList>
          <dt>{t(m.orderStatus)}</dt>
          <dd>
            <strong>{status ? t(orderStatusMessages[status]) : answer.status}</strong>
          </dd>
          {answer.estimate && !shipment?.estimate ? (
            <>
              <dt>{t(m.expected)}</dt>
              <dd>{formatDate(answer.estimate)}</dd>
            </>
          ) : null}
        </DescriptionList>
      </Card>
      <Card aria-labelledby="track-delivery">
        <CardTitle id="track-delivery">{t(m.delivery)}</CardTitle>
        {shipment ? (
          <Stack>
            <ShipmentFacts shipment={shipment} />
            <ShipmentTimeline events={shipment.events} />
          </Stack>
        ) : (
          <Muted>{t(m.notShipped)}</Muted>
        )}
      </Card>
    </Stack>
  );
}
