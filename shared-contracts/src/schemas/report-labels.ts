// What the admin's figures mean, in words: plain text without valibot, so the dashboard that shows the revenue's
// definition does not carry the report schemas (admin-reports.ts) with it.

/**
 * What the shop calls revenue, everywhere it shows one (the API computes it in services/revenue.ts). An order
 * placed is not money: "Orders value" is the total of the orders placed, shown beside it.
 */
export const REVENUE_DEFINITION =
  'Revenue is money received (online payments, pay-later instalments, cash paid on delivery) less refunds, on the day it moved.';
export const ORDERS_VALUE_DEFINITION = 'Orders value is the total of the orders placed, less cancelled ones.';
