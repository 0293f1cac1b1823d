import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira } from 'shared-contracts';
import { useStoreDelivery } from 'shop-sdk';
import { StackingTable, TableWrap } from 'shared-contracts/ui/table';
import { DeliveryFeeRange, type HelpArticle } from './common';

/** Amounts, times and names stay on one line (the article otherwise breaks long words anywhere). */
const OneLine = styled.td`
  white-space: nowrap;
  overflow-wrap: normal;
`;

const days = (min: number, max: number) =>
  min === max ? `${min} working day${min === 1 ? '' : 's'}` : `${min}–${max} working days`;

/** The zones with their states, fees, free-delivery thresholds and times (Settings → Delivery zones). */
function Zones() {
  const zones = useStoreDelivery().data?.zones ?? [];
  if (zones.length === 0) return <p>The fee and time for your state show at checkout.</p>;
  return (
    <TableWrap>
      <StackingTable aria-label="Delivery by zone">
        <thead>
          <tr>
            <th scope="col">Zone</th>
            <th scope="col">States</th>
            <th scope="col" className="num">
              Fee
            </th>
            <th scope="col">Free from</th>
            <th scope="col">How long</th>
          </tr>
        </thead>
        <tbody>
          {zones.map((zone) => (
            <tr key={zone.id}>
              <OneLine data-label="Zone">
                <strong>{zone.name}</strong>
              </OneLine>
              <td data-label="States">{zone.states.join(', ')}</td>
              <OneLine data-label="Fee" className="num">
                {formatNaira(zone.fee)}
              </OneLine>
              <OneLine data-label="Free from">
                {zone.free_from === null ? 'Always charged' : formatNaira(zone.free_from)}
              </OneLine>
              <OneLine data-label="How long">{days(zone.min_days, zone.max_days)}</OneLine>
            </tr>
          ))}
        </tbody>
      </StackingTable>
    </TableWrap>
  );
}

/** The open pickup stations (Settings → Pickup stations). */
function Stations() {
  const stations = useStoreDelivery().data?.stations ?? [];
  if (stations.length === 0) return <p>No pickup station is open right now.</p>;
  return (
    <TableWrap>
      <StackingTable aria-label="Pickup stations">
        <thead>
          <tr>
            <th scope="col">Station</th>
            <th scope="col">Address</th>
            <th scope="col">Open</th>
            <th scope="col" className="num">
              Fee
            </th>
          </tr>
        </thead>
        <tbody>
          {stations.map((station) => (
            <tr key={station.id}>
              <td data-label="Station">
                <strong>{station.name}</strong> ({station.state})
              </td>
              <td data-label="Address">{station.address}</td>
              <OneLine data-label="Open">{station.opening_hours}</OneLine>
              <OneLine data-label="Fee" className="num">
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
  intro: (
    <>
      We deliver to all 36 states and the FCT, to your door or to a pickup station near you. Door delivery
      costs <DeliveryFeeRange />, depending on your state, and is free above each zone&apos;s threshold.
    </>
  ),
  body: (
    <>
      <h2>Delivery zones and times</h2>
      <p>
        Counted from the day your order is confirmed. Orders confirmed after 2 pm count from the next working
        day. Checkout shows the fee and the dates for your state before you order.
      </p>
      <Zones />
      <h2>Pickup stations</h2>
      <p>
        Collect your order at a station for a lower fee. We email you a pickup code, with the station&apos;s
        address and opening hours, when it is ready; show the code at the station and collect it within 7
        days.
      </p>
      <Stations />
      <h2>Pay on delivery</h2>
      <p>
        Pay the rider in cash, by bank transfer or by card on a POS terminal when the parcel reaches you.
        Please check the parcel before you pay; the rider waits.
      </p>
      <h2>Tracking</h2>
      <p>
        Each order&apos;s page under <Link to="/orders">My Orders</Link> shows its status, from pending to
        delivered, with the date of each step. We email you when your order ships (with the courier and its
        tracking number when we have them), when it is ready for pickup, when it is delivered and if it is
        cancelled. The courier calls the phone number on your order before delivery, so please give a number
        that you answer.
      </p>
      <h2>Public holidays and bad weather</h2>
      <p>Deliveries may take a day or two longer around public holidays and in the rainy season.</p>
    </>
  ),
};
