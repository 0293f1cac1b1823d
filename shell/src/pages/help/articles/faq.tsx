import { Link } from 'react-router-dom';
import { DeliveryFeeRange, Faq, ReturnWindow, type HelpArticle } from './common';

/** /faq */
export const faq: HelpArticle = {
  intro: 'Quick answers to what shoppers ask us most.',
  body: (
    <>
      <h2>Orders and payment</h2>
      <Faq question="How do I pay?">
        <p>
          Choose <strong>Pay on delivery</strong> and pay the rider in cash or by transfer when your parcel
          arrives, or <strong>Pay later</strong> in 2, 3 or 4 instalments, subject to approval. All prices are
          in Naira and include VAT.
        </p>
      </Faq>
      <Faq question="Can I cancel an order?">
        <p>
          Yes, while it is pending or confirmed: open it under <Link to="/orders">My Orders</Link> and choose
          Cancel. Once it has been handed to the courier, refuse the delivery or return it instead.
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
          <DeliveryFeeRange /> to your door, depending on your state, and free above each zone&apos;s
          threshold; less at a pickup station. See <Link to="/shipping">Shipping</Link>.
        </p>
      </Faq>
      <h2>Returns</h2>
      <Faq question="Can I return something?">
        <p>
          Yes, within <ReturnWindow /> of delivery, unused and in its packaging. See{' '}
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
};
