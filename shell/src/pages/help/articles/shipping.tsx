import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { fee, freeFrom, type HelpArticle } from './common';

/** '1–2 working days' stays on one line; the region takes what is left. */
const TimeCell = styled.td`
  white-space: nowrap;
`;

const DELIVERY_TIMES = [
  ['Lagos', '1–2 working days'],
  ['Ogun, Oyo, Osun, Ondo, Ekiti and FCT (Abuja)', '2–3 working days'],
  ['Other states in the South-West, South-South and South-East', '3–5 working days'],
  ['North-Central, North-West and North-East', '4–7 working days'],
] as const;

/** /shipping */
export const shipping: HelpArticle = {
  intro: `We deliver to all 36 states and the FCT. Delivery costs ${fee}, and is free on orders of ${freeFrom} or more.`,
  body: (
    <>
      <h2>Delivery times</h2>
      <p>
        Counted from the day your order is confirmed. Orders confirmed after 2 pm count from the next working
        day.
      </p>
      <TableWrap>
        <Table aria-label="Delivery times by region">
          <thead>
            <tr>
              <th scope="col">Where</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            {DELIVERY_TIMES.map(([region, time]) => (
              <tr key={region}>
                <td>{region}</td>
                <TimeCell>{time}</TimeCell>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      <h2>Pay on delivery</h2>
      <p>
        Pay the rider in cash, by bank transfer or by card on a POS terminal when the parcel reaches you.
        Please check the parcel before you pay; the rider waits.
      </p>
      <h2>Tracking</h2>
      <p>
        Each order&apos;s page under <Link to="/orders">My Orders</Link> shows its status, from pending to
        delivered. The courier calls the phone number on your order before delivery, so please give a number
        that you answer.
      </p>
      <h2>Public holidays and bad weather</h2>
      <p>Deliveries may take a day or two longer around public holidays and in the rainy season.</p>
    </>
  ),
};
