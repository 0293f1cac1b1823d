import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatNaira } from 'shared-contracts';
import { useStoreDelivery } from 'shop-sdk';
import { StackingTable, TableWrap } from 'shared-contracts/ui/table';
import { DeliveryFeeRange, linkTo, Say, type HelpArticle } from './common';
import { shippingMessages as m, workingDays, workingDaysRange } from './shipping.messages';

/** Amounts, times and names stay on one line (the article otherwise breaks long words anywhere). */
const OneLine = styled.td`
  white-space: nowrap;
  overflow-wrap: normal;
`;

/** The zones with their states, fees, free-delivery thresholds and times (Settings → Delivery zones). */
function Zones() {
  const { formatMessage: t } = useIntl();
  const zones = useStoreDelivery().data?.zones ?? [];
  if (zones.length === 0) return <p>{t(m.noZones)}</p>;
  const days = (min: number, max: number) =>
    min === max ? t(workingDays, { days: min }) : t(workingDaysRange, { min, max });
  return (
    <TableWrap>
      <StackingTable aria-label={t(m.zonesTable)}>
        <thead>
          <tr>
            <th scope="col">{t(m.zone)}</th>
            <th scope="col">{t(m.states)}</th>
            <th scope="col" className="num">
              {t(m.fee)}
            </th>
            <th scope="col">{t(m.freeFrom)}</th>
            <th scope="col">{t(m.howLong)}</th>
          </tr>
        </thead>
        <tbody>
          {zones.map((zone) => (
            <tr key={zone.id}>
              <OneLine data-label={t(m.zone)}>
                <strong>{zone.name}</strong>
              </OneLine>
              <td data-label={t(m.states)}>{zone.states.join(', ')}</td>
              <OneLine data-label={t(m.fee)} className="num">
                {formatNaira(zone.fee)}
              </OneLine>
              <OneLine data-label={t(m.freeFrom)}>
                {zone.free_from === null ? t(m.alwaysCharged) : formatNaira(zone.free_from)}
              </OneLine>
              <OneLine data-label={t(m.howLong)}>{days(zone.min_days, zone.max_days)}</OneLine>
            </tr>
          ))}
        </tbody>
      </StackingTable>
    </TableWrap>
  );
}

/** The open pickup stations (Settings → Pickup stations). */
function Stations() {
  const { formatMessage: t } = useIntl();
  const stations = useStoreDelivery().data?.stations ?? [];
  if (stations.length === 0) return <p>{t(m.noStations)}</p>;
  return (
    <TableWrap>
      <StackingTable aria-label={t(m.stationsTable)}>
        <thead>
          <tr>
            <th scope="col">{t(m.station)}</th>
            <th scope="col">{t(m.address)}</th>
            <th scope="col">{t(m.open)}</th>
            <th scope="col" className="num">
              {t(m.fee)}
            </th>
          </tr>
        </thead>
        <tbody>
          {stations.map((station) => (
            <tr key={station.id}>
              <td data-label={t(m.station)}>
                <strong>{station.name}</strong> ({station.state})
              </td>
              <td data-label={t(m.address)}>{station.address}</td>
              <OneLine data-label={t(m.open)}>{station.opening_hours}</OneLine>
              <OneLine data-label={t(m.fee)} className="num">
                {formatNaira(station.fee)}
              </OneLine>
            </tr>
          ))}
        </tbody>
      </StackingTable>
    </TableWrap>
  );
}

/** /shipping: the zones, fees, times and stations are the shop's Settings. */
export const shipping: HelpArticle = {
  intro: <Say message={m.intro} values={{ fee: <DeliveryFeeRange /> }} />,
  body: (
    <>
      <h2>
        <Say message={m.zonesHeading} />
      </h2>
      <p>
        <Say message={m.zonesText} />
      </p>
      <Zones />
      <h2>
        <Say message={m.stationsHeading} />
      </h2>
      <p>
        <Say message={m.stationsText} />
      </p>
      <Stations />
      <h2>
        <Say message={m.payOnDelivery} />
      </h2>
      <p>
        <Say message={m.payOnDeliveryText} />
      </p>
      <h2>
        <Say message={m.tracking} />
      </h2>
      <p>
        <Say message={m.trackingText} values={{ orders: linkTo('/orders') }} />
      </p>
      <h2>
        <Say message={m.holidays} />
      </h2>
      <p>
        <Say message={m.holidaysText} />
      </p>
    </>
  ),
};
