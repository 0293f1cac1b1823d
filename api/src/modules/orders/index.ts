/**
 * Orders, with returns inside (as Medusa's order module holds them): reading an order as the API answers it, its
 * status changes and cancelling (restock, refund through the payments), its status history and the shopper's
 * messages about it, the receipt and the invoice, the admin's lists; in `returns/` asking for a return, the admin's
 * steps (approve, reject, receive, refund), photos, the report and the mails. Routes of the shop under `/orders` and
 * `/returns`, and the admin's orders and returns.
 *
 * What the payments need of the orders, which use them, the app hands in (docs/architecture.md): `cancelOrder` and
 * `recordOrderStatus` to the payments plugin (app.ts), `changeOrderStatus` to the pay-later routes and
 * `customerOrders` to the admin's customer detail (routes/admin/index.ts), `orderForMail` and `orderReceiptLines`
 * to the "payment received" mail and `isReturnRefund` to the "refund processed" one (jobs/mails.ts).
 */
export { default as ordersRoutes } from './routes/orders.js';
export { default as returnsRoutes } from './routes/returns.js';
export { default as adminOrdersRoutes } from './routes/admin-orders.js';
export { default as adminReturnsRoutes } from './routes/admin-returns.js';
/** For checkout: a placed order's answer from the rows it wrote, its lines' pictures, and its first status. */
export { firstImages, placedOrder, type PlacedRows } from './orders.js';
/** A shopper's own orders, newest first (the USSD menu's Buy again and Track my order). */
export { listOwnOrders } from './orders.js';
export { recordOrderStatus, orderStatusMail } from './order-status.js';
export { cancelOrder, changeOrderStatus } from './status-change.js';
export { orderForMail, orderReceiptLines, placedOrderMail } from './receipts.js';
export { customerOrders, recentOrders } from './admin-orders.js';
export { returnMail } from './returns/mail.js';
export { isReturnRefund } from './returns/read.js';
export { returnPhotoDir } from './returns/photos.js';
/** Its tables (the status history, the returns), for the seed, the reports' tests and the backup test. */
export * from './tables.js';
export * as orderTables from './tables.js';
