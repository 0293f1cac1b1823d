/**
 * Transfers (docs/payments.md, "Bank transfer to your own account number"): each shopper's own account number
 * (Paystack's dedicated virtual accounts: `accounts.ts`), the transfers into it, verified and stored once, credited
 * and applied to the shopper's orders waiting for a transfer (`receive.ts`), and the store-credit ledger
 * (`ledger.ts`). It uses the payments (their provider, `confirmPaidOrder`) and the settings (the bank); the payments
 * hand it the `charge.success` events none of their payments own (`receiveTransfer`, through the app), and the
 * orders give a cancelled order's payment back to credit with `creditBackOrder`.
 */
export { default as transferAccountRoutes } from './routes/account.js';
export { default as adminTransferRoutes } from './routes/admin.js';
export { default as transfersPlugin } from './transfers-plugin.js';
export { reconcileTransfers } from './reconcile.js';
export { transferReceivedMail } from './mails.js';
export { receiveTransfer, recordTransfer, applyCredit } from './receive.js';
export { creditBackOrder, ledgerLines, paidFromCredit } from './ledger.js';
export { openAccount, activeAccountOf } from './accounts.js';
/** Its tables, for the tests, the seed and the backup. */
export * from './tables.js';
export * as transferTables from './tables.js';
