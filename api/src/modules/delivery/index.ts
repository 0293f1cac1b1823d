/**
 * Delivery (docs/delivery.md): the courier's price for home delivery at checkout (`checkout-rates.ts`), each order's
 * shipment with a courier (`ship.ts`: booked when the admin ships it, or
 * tried again while the courier cannot be reached), the courier's events recorded once and the order moved forward
 * with them (`events.ts`: from webhooks, tracking and bookings), and where an order is for anyone with its number and
 * phone (`tracking.ts`). It uses the orders (their status changes) and the settings (the shop's address); checkout
 * uses its prices.
 */
export { default as deliveryPlugin } from './delivery-plugin.js';
export { default as adminDeliveryRoutes } from './routes/admin.js';
export { default as deliveryShopperRoutes } from './routes/shopper.js';
export { default as deliveryWebhookRoutes } from './routes/webhook.js';
export {
  createCheckoutRates,
  type CheckoutRates,
  type CourierQuote,
  type RateLine,
} from './checkout-rates.js';
export { shipOrders, bookShipment, parcelOf, type DeliveryDeps } from './ship.js';
export { recordCourierEvents, currentStatus } from './events.js';
export { trackOrder, trackActiveShipments, shipmentOfOrder } from './tracking.js';
/** Its tables, for the tests. */
export * from './tables.js';
