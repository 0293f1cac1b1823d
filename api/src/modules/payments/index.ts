/**
 * Payments: paying a pay-now order online through the provider (starting an attempt, settling it from the shopper's
 * return, the webhook or the reconciliation, reviewing a success that does not match), its refunds and disputes,
 * pay later (plans and their instalments) and the Transactions ledger of every movement of money, with the
 * background plugin (the provider and the reconciliation) and the routes of the shop and the admin.
 *
 * What it needs of the orders, which use it, the app hands in: the plugin takes the orders' `cancelOrder` and
 * `recordOrderStatus`, the admin's pay-later routes `changeOrderStatus`, and the "payment received" mail the receipts
 * (docs/architecture.md).
 */
export { default as paymentsPlugin, type PaymentsPluginOptions } from './payments-plugin.js';
export { default as paymentsRoutes } from './routes/payments.js';
export { default as orderPaymentsRoutes } from './routes/order-payments.js';
export { default as adminPaymentsRoutes } from './routes/admin-payments.js';
export { default as adminPayLaterRoutes, type PayLaterRoutesOptions } from './routes/admin-pay-later.js';
export { default as adminTransactionsRoutes } from './routes/admin-transactions.js';
export {
  payNowOf,
  type CancelOrder,
  type PaymentDeps,
  type ReceiveTransfer,
  type RecordOrderStatus,
} from './deps.js';
export { payOffline } from './start.js';
/** Releases the stock of orders whose payment did not come in time (the reconciliation's step; tests run it). */
export { expireReservations } from './reconcile.js';
export { confirmPaidOrder } from './paid.js';
export { reserveRefund, runRefundJob, sendPendingRefunds, RefundFateUnknownError } from './refund.js';
export {
  paymentReceivedMail,
  refundProcessedMail,
  refundStartedMail,
  type IsReturnRefund,
  type OrderReceipts,
} from './mails.js';
export type { ChangeOrderStatus } from './pay-later.js';
export { MONEY_MOVEMENTS, recordPayment } from './transactions.js';
/** Its tables, for checkout (a pay-later order's plan), the orders and returns that read the plans, the seed and tests. */
export * from './tables.js';
export * as paymentTables from './tables.js';
