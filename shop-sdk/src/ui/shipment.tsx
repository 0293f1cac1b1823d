import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDate, formatDateTime } from 'shared-contracts';
import type { Shipment, ShipmentEvent } from 'shared-contracts/schemas/delivery';
import { DescriptionList } from 'shared-contracts/ui/description-list';
import { Timeline, TimelineStep } from 'shared-contracts/ui/timeline';
import { VisuallyHidden } from 'shared-contracts/ui/visually-hidden';
import { shipmentMessages as m, shipmentStatusMessages } from '../sdk.messages';

/** Only a courier's web page is linked: anything else it sends (a `javascript:` URL) is shown as text. */
const isWebPage = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

const Code = styled.span`
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

/**
 * A shipment's courier, its tracking number (linking to the courier's own tracking page), where it is and when the
 * courier expects it to arrive; `estimate` is the shop's own when the courier gave none.
 */
export function ShipmentFacts({ shipment, estimate }: { shipment: Shipment; estimate?: string | null }) {
  const { formatMessage: t } = useIntl();
  const expected = shipment.estimate ?? estimate ?? null;
  return (
    <DescriptionList>
      <dt>{t(m.status)}</dt>
      <dd>
        <strong>{t(shipmentStatusMessages[shipment.status])}</strong>
      </dd>
      <dt>{t(m.courier)}</dt>
      <dd>{shipment.courier}</dd>
      {shipment.tracking_code ? (
        <>
          <dt>{t(m.trackingNumber)}</dt>
          <dd>
            {isWebPage(shipment.tracking_url) ? (
              <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                <Code>{shipment.tracking_code}</Code>
                <VisuallyHidden> {t(m.courierPage)}</VisuallyHidden>
              </a>
            ) : (
              <Code>{shipment.tracking_code}</Code>
            )}
          </dd>
        </>
      ) : null}
      {expected ? (
        <>
          <dt>{t(m.expected)}</dt>
          <dd>{formatDate(expected)}</dd>
        </>
      ) : null}
    </DescriptionList>
  );
}

/** The steps that did not go as planned, marked as such in the timeline. */
const TROUBLE = new Set<ShipmentEvent['status']>(['failed_attempt', 'returned', 'cancelled']);

/**
 * What the courier reported, the latest first: each step in words, the courier's own note when it gave one, and
 * when, in WAT. The events are shown as the API gives them (a step reported twice in a row is already one).
 */
export function ShipmentTimeline({ events }: { events: readonly ShipmentEvent[] }) {
  const { formatMessage: t } = useIntl();
  if (events.length === 0) return <p>{t(m.noUpdates)}</p>;
  const latestFirst = [...events].reverse();
  return (
    <Timeline aria-label={t(m.updates)}>
      {latestFirst.map((event, i) => (
        <TimelineStep
          key={`${event.at}-${event.status}`}
          $state={TROUBLE.has(event.status) ? 'stopped' : i === 0 ? 'current' : 'done'}
          aria-current={i === 0 ? 'step' : undefined}
        >
          <strong>{t(shipmentStatusMessages[event.status])}</strong>
          {event.note ? <p>{event.note}</p> : null}
          <small>
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </small>
        </TimelineStep>
      ))}
    </Timeline>
  );
}
