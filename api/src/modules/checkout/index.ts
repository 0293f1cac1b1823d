/**
 * Checkout: the step that turns a shopper's cart into an order, as completing a cart is in Medusa. The quote of
 * what the cart would cost now (`quote.ts`), placing it in one transaction (`place.ts`: the order, its lines, its
 * pay-later plan, its first status, its promotion uses and confirmation mail, then the stock), the one pricing both
 * use (`pricing.ts`: promotions, delivery, VAT, the ways to pay) and what a checkout came to, with its counter in
 * the API's metrics (`outcome.ts`), with the routes `POST /orders/checkout` and `GET /orders/quote`.
 *
 * It reads the cart's tables and writes the orders' and the pay-later plans'; the orders' serialisation and status
 * history it takes from the orders module's index, which imports nothing of checkout. No tables of its
 * own: the Idempotency-Key of a checkout is kept by services/idempotency.ts, shared with the cart and the orders.
 */
export { default as checkoutRoutes } from './routes/checkout.js';
/** Placing an order without the route, for the outbox's tests. */
export { placeOrder } from './place.js';
/** The USSD menu's checkout: what the cart would cost (its confirm screen), then the same placeOrder. */
export { quoteCheckout } from './quote.js';
/** The VAT an amount holds, for the reports' VAT report. */
export { vatContainedKobo } from './pricing.js';
