import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  formatNaira,
  FREE_SHIPPING_THRESHOLD_NAIRA,
  SHIPPING_FEE_NAIRA,
  STORE_ADDRESS,
  STORE_NAME,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from 'shared-contracts';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import type { HelpSlug } from './help-topics';

const fee = formatNaira(SHIPPING_FEE_NAIRA);
const freeFrom = formatNaira(FREE_SHIPPING_THRESHOLD_NAIRA);
const RETURN_DAYS = 7;
const UPDATED = '23 November 2026';

const Email = () => <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
const Phone = () => <a href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`}>{SUPPORT_PHONE}</a>;

function Faq({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details>
      <summary>{question}</summary>
      <div>{children}</div>
    </details>
  );
}

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

/** The body of each help page except Contact (a form). Plain content: no data is fetched. */
export const HELP_ARTICLES: Record<Exclude<HelpSlug, 'contact'>, { intro: string; body: ReactNode }> = {
  faq: {
    intro: 'Quick answers to what shoppers ask us most.',
    body: (
      <>
        <h2>Orders and payment</h2>
        <Faq question="How do I pay?">
          <p>
            Choose <strong>Pay on delivery</strong> and pay the rider in cash or by transfer when your parcel
            arrives, or <strong>Pay later</strong> in 2, 3 or 4 instalments, subject to approval. All prices
            are in Naira and include VAT.
          </p>
        </Faq>
        <Faq question="Can I cancel an order?">
          <p>
            Yes, while it is pending or confirmed: open it under <Link to="/orders">My Orders</Link> and
            choose Cancel. Once it has been handed to the courier, refuse the delivery or return it instead.
          </p>
        </Faq>
        <Faq question="Why do I need an account?">
          <p>
            Your cart, wishlist and orders are kept with your account, so they follow you from your phone to
            your laptop. Browsing needs no account.
          </p>
        </Faq>
        <h2>Delivery</h2>
        <Faq question="How long does delivery take?">
          <p>
            From one working day in Lagos to about a week in the far north. See{' '}
            <Link to="/shipping">Shipping</Link> for every region.
          </p>
        </Faq>
        <Faq question="How much is delivery?">
          <p>
            {fee} anywhere in Nigeria, and free on orders of {freeFrom} or more.
          </p>
        </Faq>
        <h2>Returns</h2>
        <Faq question="Can I return something?">
          <p>
            Yes, within {RETURN_DAYS} days of delivery, unused and in its packaging. See{' '}
            <Link to="/returns">Returns &amp; Exchanges</Link>.
          </p>
        </Faq>
        <Faq question="I forgot my password.">
          <p>
            Use <Link to="/auth/forgot-password">Forgot password?</Link>: we email you a link that works once,
            for an hour.
          </p>
        </Faq>
      </>
    ),
  },
  shipping: {
    intro: `We deliver to all 36 states and the FCT. Delivery costs ${fee}, and is free on orders of ${freeFrom} or more.`,
    body: (
      <>
        <h2>Delivery times</h2>
        <p>
          Counted from the day your order is confirmed. Orders confirmed after 2 pm count from the next
          working day.
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
  },
  returns: {
    intro: `Changed your mind? Return most items within ${RETURN_DAYS} days of delivery.`,
    body: (
      <>
        <h2>What can be returned</h2>
        <ul>
          <li>Items unused, with their labels, in their original packaging.</li>
          <li>
            Not returnable, for hygiene reasons: underwear, swimwear, earrings and opened beauty products,
            unless they arrived faulty.
          </li>
        </ul>
        <h2>How to return</h2>
        <ol>
          <li>
            Within {RETURN_DAYS} days of delivery, send us a message through the{' '}
            <Link to="/contact">contact form</Link> (choose &quot;Returns &amp; Refunds&quot;) with your order
            number.
          </li>
          <li>We arrange a pickup at your address within 3 working days, free of charge.</li>
          <li>Once we have checked the item, we refund you or send the exchange.</li>
        </ol>
        <h2>Refunds</h2>
        <p>
          Refunds go to your Nigerian bank account within 5 working days of the item reaching us. Faulty or
          wrong items are refunded in full, delivery included.
        </p>
        <h2>Exchanges</h2>
        <p>Wrong size? We exchange it for another size or colour of the same product, stock permitting.</p>
      </>
    ),
  },
  'size-guide': {
    intro:
      'Measure yourself over light clothing and compare with the tables. Between two sizes, take the larger.',
    body: (
      <>
        <h2>Clothing</h2>
        <TableWrap>
          <Table aria-label="Clothing sizes in centimetres">
            <thead>
              <tr>
                <th scope="col">Size</th>
                <th scope="col" className="num">
                  Chest (cm)
                </th>
                <th scope="col" className="num">
                  Waist (cm)
                </th>
                <th scope="col" className="num">
                  Hips (cm)
                </th>
              </tr>
            </thead>
            <tbody>
              {[
                ['S', '86–91', '71–76', '89–94'],
                ['M', '96–101', '81–86', '99–104'],
                ['L', '106–111', '91–96', '109–114'],
                ['XL', '116–121', '101–106', '119–124'],
                ['XXL', '126–131', '111–116', '129–134'],
              ].map(([size, ...cells]) => (
                <tr key={size}>
                  <th scope="row">{size}</th>
                  {cells.map((cell, index) => (
                    <td key={index} className="num">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
        <h2>Shoes</h2>
        <TableWrap>
          <Table aria-label="Shoe sizes">
            <thead>
              <tr>
                <th scope="col">EU</th>
                <th scope="col">UK</th>
                <th scope="col">US (men)</th>
                <th scope="col" className="num">
                  Foot length (cm)
                </th>
              </tr>
            </thead>
            <tbody>
              {[
                ['40', '6.5', '7', '25.0'],
                ['41', '7', '8', '25.7'],
                ['42', '8', '9', '26.3'],
                ['43', '9', '10', '27.0'],
                ['44', '9.5', '10.5', '27.7'],
                ['45', '10.5', '11.5', '28.3'],
              ].map(([eu, uk, us, length]) => (
                <tr key={eu}>
                  <th scope="row">{eu}</th>
                  <td>{uk}</td>
                  <td>{us}</td>
                  <td className="num">{length}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      </>
    ),
  },
  terms: {
    intro: `The terms on which ${STORE_NAME} sells to you. Last updated ${UPDATED}.`,
    body: (
      <>
        <h2>Who we are</h2>
        <p>
          {STORE_NAME} is an online shop at {STORE_ADDRESS}, Nigeria. Contact us at <Email /> or <Phone />.
        </p>
        <h2>Orders</h2>
        <p>
          An order is an offer to buy. It is accepted when we confirm it; until then we may decline it, for
          example when an item runs out. Prices are in Naira and include VAT; the delivery fee is shown before
          you order.
        </p>
        <h2>Pay later</h2>
        <p>
          Instalment plans are subject to approval. Missed instalments may pause future Pay later orders.
          There is no interest.
        </p>
        <h2>Returns and your rights</h2>
        <p>
          You may return items within {RETURN_DAYS} days as described in{' '}
          <Link to="/returns">Returns &amp; Exchanges</Link>. Nothing in these terms limits your rights under
          the Federal Competition and Consumer Protection Act 2018.
        </p>
        <h2>Accounts</h2>
        <p>Keep your password to yourself. We may suspend accounts used for fraud or abuse.</p>
        <h2>Law</h2>
        <p>These terms are governed by the laws of the Federal Republic of Nigeria.</p>
      </>
    ),
  },
  privacy: {
    intro: `How ${STORE_NAME} uses your personal data, under the Nigeria Data Protection Act 2023 and the NDPR. Last updated ${UPDATED}.`,
    body: (
      <>
        <h2>What we collect</h2>
        <ul>
          <li>Your account details: name, username, email address and phone number.</li>
          <li>Your delivery addresses, orders, cart and wishlist.</li>
          <li>Messages you send us, and your newsletter subscription.</li>
          <li>Technical data needed to keep the shop secure, such as your IP address when you sign in.</li>
        </ul>
        <h2>Why, and on what basis</h2>
        <ul>
          <li>To take and deliver your orders (performing our contract with you).</li>
          <li>To keep your account secure and prevent fraud (our legitimate interest).</li>
          <li>
            To send the newsletter, only if you subscribed (your consent, which you can withdraw at any time).
          </li>
          <li>To keep records the law requires, such as tax records.</li>
        </ul>
        <h2>Who we share it with</h2>
        <p>
          Only the courier who delivers your order (name, phone and address) and the service providers who
          host the shop for us, under contracts that protect your data. We never sell your data.
        </p>
        <h2>How long we keep it</h2>
        <p>
          Order records for six years, as tax law requires; the rest for as long as you keep your account,
          then we delete it.
        </p>
        <h2>Your rights</h2>
        <p>
          Under the NDPR you may ask for a copy of your data, have it corrected or deleted, object to its use,
          or withdraw consent. Write to our Data Protection Officer at <Email />; we answer within 30 days.
          You may also complain to the Nigeria Data Protection Commission (NDPC).
        </p>
        <h2>Cookies</h2>
        <p>
          See the <Link to="/cookies">Cookie Policy</Link>.
        </p>
      </>
    ),
  },
  cookies: {
    intro: 'What we store in your browser, and why.',
    body: (
      <>
        <h2>What we store</h2>
        <ul>
          <li>
            <strong>Your session</strong> (in your browser&apos;s local storage), so you stay signed in. It is
            removed when you log out.
          </li>
          <li>
            <strong>Nothing for advertising.</strong> We use no advertising or tracking cookies.
          </li>
        </ul>
        <h2>Your choice</h2>
        <p>
          You can clear this storage in your browser&apos;s settings at any time; you will then need to sign
          in again.
        </p>
      </>
    ),
  },
  accessibility: {
    intro: `We want everyone to be able to shop at ${STORE_NAME}.`,
    body: (
      <>
        <h2>What we aim for</h2>
        <p>
          The shop aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. Every page
          can be used with a keyboard alone, works with screen readers, and fits screens down to 360 pixels
          wide.
        </p>
        <h2>Known limits</h2>
        <p>Some product photos have short descriptions only. We are improving them.</p>
        <h2>Tell us</h2>
        <p>
          If something is hard to use, write to <Email /> or call <Phone />, and we will help you complete
          your order.
        </p>
      </>
    ),
  },
};
