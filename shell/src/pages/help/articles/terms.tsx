import { Link } from 'react-router-dom';
import { Email, Phone, ReturnWindow, ShopAddress, ShopName, UPDATED, type HelpArticle } from './common';

/** /terms */
export const terms: HelpArticle = {
  intro: (
    <>
      The terms on which <ShopName /> sells to you. Last updated {UPDATED}.
    </>
  ),
  body: (
    <>
      <h2>Who we are</h2>
      <p>
        <ShopName /> is an online shop at <ShopAddress />, Nigeria. Contact us at <Email /> or <Phone />.
      </p>
      <h2>Orders</h2>
      <p>
        An order is an offer to buy. It is accepted when we confirm it; until then we may decline it, for
        example when an item runs out. Prices are in Naira and include VAT; the delivery fee is shown before
        you order.
      </p>
      <h2>Pay later</h2>
      <p>
        Instalment plans are subject to approval. Missed instalments may pause future Pay later orders. There
        is no interest.
      </p>
      <h2>Returns and your rights</h2>
      <p>
        You may return items within <ReturnWindow /> as described in{' '}
        <Link to="/returns">Returns &amp; Exchanges</Link>. Nothing in these terms limits your rights under
        the Federal Competition and Consumer Protection Act 2018.
      </p>
      <h2>Accounts</h2>
      <p>Keep your password to yourself. We may suspend accounts used for fraud or abuse.</p>
      <h2>Law</h2>
      <p>These terms are governed by the laws of the Federal Republic of Nigeria.</p>
    </>
  ),
};
