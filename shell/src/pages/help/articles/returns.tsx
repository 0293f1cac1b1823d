import { Link } from 'react-router-dom';
import { ReturnWindow, type HelpArticle } from './common';

/** /returns: the return window is the shop's Settings. */
export const returns: HelpArticle = {
  intro: (
    <>
      Changed your mind? Return most items within <ReturnWindow /> of delivery.
    </>
  ),
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
          Within <ReturnWindow /> of delivery, send us a message through the{' '}
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
};
