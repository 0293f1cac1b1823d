// What the admin's figures mean, in words: plain text without valibot, so the dashboard that shows the revenue's
// definition does not carry the report schemas (admin-reports.ts) with it.

/**
 * What the shop calls revenue, everywhere it shows one (the API computes it in modules/reports/revenue.ts). An order
 * placed is not money: "Orders value" is the total of the orders placed, shown beside it.
 */
export const REVENUE_DEFINITION =
  'Revenue is money received (online payments, bank transfers as they pay an order, pay-later instalments, cash paid on delivery) less refunds, on the day it moved.';
export const ORDERS_VALUE_DEFINITION =
  'Orders value is what shoppers were charged for the orders placed (VAT and delivery included, discounts taken off), cancelled orders left out, before any refund.';
/** What the top products and categories rank by. */
export const NET_SALES_DEFINITION =
  'Net sales are the prices of the units sold (VAT included, delivery not) less their discounts and less what refunded returns gave back.';
