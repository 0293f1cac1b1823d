// The admin's transactions, reports and support desk: queries, bodies and answers. Kept out of the package's root
// export (like admin-answers.ts) so that a page of the shop does not carry them; import them by path.
import * as v from 'valibot';
import { intFromText, optionalText, pageSchema, pageSizeSchema } from './common';
import { NIGERIAN_STATES, ORDER_CHANNELS, PAYMENT_METHODS, VAT_CLASSES } from './order-values';

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const isoDateSchema = (name: string) =>
  v.pipe(
    v.string(`${name} must be a date`),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date like 2026-11-23`),
    v.check((text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
    }, `${name} must be a real date`),
  );

/** At most this many days in one report or transactions range, so one query stays small. */
export const MAX_RANGE_DAYS = 731;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

type Range = { from?: string | undefined; to?: string | undefined };
/** When both ends are given, `from` comes first… */
const ordered = (q: Range) => !q.from || !q.to || q.from <= q.to;
/** …and the range is not too long. */
const shortEnough = (q: Range) => !q.from || !q.to || dayNumber(q.to) - dayNumber(q.from) < MAX_RANGE_DAYS;
const ORDER_MESSAGE = 'The start date must be on or before the end date';
const LENGTH_MESSAGE = `Choose a range of at most ${MAX_RANGE_DAYS} days`;

// ---------------------------------------------------------------- transactions

/**
 * `online`: a pay-now order's payment, taken through the payment provider; `transfer`: the shopper's transfers to
 * their own account number (their store credit) paying an order; `refund`: money given back (online, by bank
 * transfer for a return, the instalments of a cancelled pay-later order, or a cancelled order's transfers back to
 * store credit), a negative amount.
 */
export const TRANSACTION_KINDS = ['delivery', 'instalment', 'online', 'transfer', 'refund'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
/** `received`, or `refunded`: a refund line, or money in whose order was given it all back. */
export const TRANSACTION_STATUSES = ['received', 'refunded'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** GET admin/transactions */
export const transactionListQuerySchema = v.pipe(
  v.object({
    method: v.optional(v.picklist(PAYMENT_METHODS, 'Unknown payment method')),
    status: v.optional(v.picklist(TRANSACTION_STATUSES, 'Unknown transaction status')),
    /** Matches the order number or the customer's email or name. */
    search: optionalText(120),
    from: v.optional(isoDateSchema('from')),
    to: v.optional(isoDateSchema('to')),
    page: pageSchema,
    page_size: pageSizeSchema(20),
  }),
  v.check((q) => ordered(q), ORDER_MESSAGE),
  v.check((q) => shortEnough(q), LENGTH_MESSAGE),
);
export type TransactionListQuery = v.InferInput<typeof transactionListQuerySchema>;

/** One line of the ledger: `id` is unique across its kinds (`online-3`, `refund-7`). */
export const transactionSchema = v.object({
  id: v.string(),
  created_at: v.string(),
  order_id: v.number(),
  order_number: v.string(),
  customer: v.object({ id: v.number(), email: v.string(), name: v.string() }),
  method: v.picklist(PAYMENT_METHODS),
  kind: v.picklist(TRANSACTION_KINDS),
  amount: v.number(),
  status: v.picklist(TRANSACTION_STATUSES),
});
export type Transaction = v.InferOutput<typeof transactionSchema>;

/** The page of transactions plus the sum of every matching one (not just this page). */
export const transactionPageSchema = v.object({
  results: v.array(transactionSchema),
  count: v.number(),
  page: v.number(),
  page_size: v.number(),
  total_amount: v.number(),
});
export type TransactionPage = v.InferOutput<typeof transactionPageSchema>;

// ---------------------------------------------------------------- reports

export const REPORT_INTERVALS = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

/** GET admin/reports: `from` and `to` are inclusive calendar days (UTC, as on the dashboard). */
export const reportQuerySchema = v.pipe(
  v.object({
    from: isoDateSchema('from'),
    to: isoDateSchema('to'),
    interval: v.optional(v.picklist(REPORT_INTERVALS, 'Choose day, week or month'), 'day'),
    /** How many top products and categories. */
    limit: v.optional(intFromText('limit', 1, 50), 10),
  }),
  v.check((q) => ordered(q), ORDER_MESSAGE),
  v.check((q) => shortEnough(q), LENGTH_MESSAGE),
);
export type ReportQuery = v.InferInput<typeof reportQuerySchema>;

/**
 * One period of sales: `period` is its first day (a Monday for weeks, the 1st for months) in Lagos time; the
 * orders placed in it and their value, and the revenue that moved in it.
 */
export const salesPeriodSchema = v.object({
  period: v.string(),
  orders: v.number(),
  orders_value: v.number(),
  revenue: v.number(),
});
/**
 * A product or a category by its net sales (`NET_SALES_DEFINITION`): the units sold and their value, less their
 * discounts and what refunded returns gave back.
 */
export const topProductSchema = v.object({
  product_id: v.nullable(v.number()),
  name: v.string(),
  quantity: v.number(),
  net_sales: v.number(),
});
export const topCategorySchema = v.object({
  category_id: v.nullable(v.number()),
  name: v.string(),
  quantity: v.number(),
  net_sales: v.number(),
});
/** The orders placed through one channel (the website, USSD) and their value. */
export const channelOrdersSchema = v.object({
  channel: v.picklist(ORDER_CHANNELS),
  orders: v.number(),
  orders_value: v.number(),
});

export const stateOrdersSchema = v.object({
  state: v.picklist(NIGERIAN_STATES),
  orders: v.number(),
  orders_value: v.number(),
});

/** A promotion: the orders placed with it (not cancelled), the discount it gave them, the revenue they brought. */
export const promotionSalesSchema = v.object({
  promotion_id: v.number(),
  name: v.string(),
  code: v.nullable(v.string()),
  orders: v.number(),
  discount: v.number(),
  revenue: v.number(),
});

export const salesReportSchema = v.object({
  from: v.string(),
  to: v.string(),
  interval: v.picklist(REPORT_INTERVALS),
  totals: v.object({ orders: v.number(), orders_value: v.number(), revenue: v.number() }),
  sales: v.array(salesPeriodSchema),
  top_products: v.array(topProductSchema),
  top_categories: v.array(topCategorySchema),
  /** Every state and FCT, busiest first; states without orders have 0. */
  orders_by_state: v.array(stateOrdersSchema),
  /** Promotions used by orders in the period, most orders first (optional: reports recorded before it still read). */
  by_promotion: v.optional(v.array(promotionSalesSchema)),
  /** Every channel, the website first (optional: reports recorded before it still read). */
  by_channel: v.optional(v.array(channelOrdersSchema)),
});
export type SalesReport = v.InferOutput<typeof salesReportSchema>;
export type SalesPeriod = v.InferOutput<typeof salesPeriodSchema>;

// ---------------------------------------------------------------- VAT

/** A calendar month, `YYYY-MM`. */
const monthSchema = (name: string) =>
  v.pipe(
    v.string(`${name} must be a month`),
    v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${name} must be a month like 2026-11`),
  );
/** At most this many months in one VAT report. */
export const MAX_VAT_MONTHS = 24;
const monthNumber = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** GET admin/reports/vat: `from` and `to` are inclusive Lagos calendar months. */
export const vatReportQuerySchema = v.pipe(
  v.object({ from: monthSchema('from'), to: monthSchema('to') }),
  v.check((q) => q.from <= q.to, 'The first month must be on or before the last'),
  v.check(
    (q) => monthNumber(q.to) - monthNumber(q.from) < MAX_VAT_MONTHS,
    `Choose at most ${MAX_VAT_MONTHS} months`,
  ),
);
export type VatReportQuery = v.InferInput<typeof vatReportQuerySchema>;

/**
 * One month and VAT class at one rate (percent): the VAT-inclusive sales of the orders placed that month (not
 * cancelled; lines after their discounts, and delivery charged at the standard rate), the refunds given that month
 * (returns by their lines, other refunds spread over the order's rates), the net of the two, and the VAT contained
 * in it (each order's VAT as its receipt states it, less the VAT in its refunds).
 */
export const vatReportRowSchema = v.object({
  month: v.string(),
  vat_class: v.picklist(VAT_CLASSES),
  rate: v.number(),
  sales: v.number(),
  refunds: v.number(),
  net_sales: v.number(),
  vat: v.number(),
});
export type VatReportRow = v.InferOutput<typeof vatReportRowSchema>;

export const vatReportSchema = v.object({
  from: v.string(),
  to: v.string(),
  /** Every month, oldest first; in each, standard, zero-rated and exempt (zeros included). */
  rows: v.array(vatReportRowSchema),
  totals: v.object({ sales: v.number(), refunds: v.number(), net_sales: v.number(), vat: v.number() }),
});
export type VatReport = v.InferOutput<typeof vatReportSchema>;

// ---------------------------------------------------------------- searches

const searchedQuerySchema = v.object({ query: v.string(), searches: v.number() });

/** What shoppers searched for over the last `days` Lagos days (today included). */
export const searchReportPeriodSchema = v.object({
  days: v.number(),
  searches: v.number(),
  /** Products opened from a search's results or suggestions. */
  clicks: v.number(),
  /** Clicks per search (0–1), or null without searches. */
  click_through: v.nullable(v.number()),
  /** The most searched queries, with the number of products each found. */
  top_queries: v.array(v.object({ ...searchedQuerySchema.entries, results: v.number() })),
  /** The most searched queries that found nothing. */
  no_results: v.array(searchedQuerySchema),
});
export type SearchReportPeriod = v.InferOutput<typeof searchReportPeriodSchema>;

/** GET admin/reports/searches: the last 7 days, then the last 30. */
export const searchReportSchema = v.object({ periods: v.array(searchReportPeriodSchema) });
export type SearchReport = v.InferOutput<typeof searchReportSchema>;

// ---------------------------------------------------------------- USSD

/** The USSD storefront over a period (docs/ussd.md): who called, what they bought, and where they gave up. */
export const ussdReportPeriodSchema = v.object({
  days: v.number(),
  /** Sessions that reached the shop. */
  sessions: v.number(),
  /** The phone numbers they came from. */
  callers: v.number(),
  /** Orders placed by USSD and their total (Naira, delivery and VAT included), cancelled ones left out. */
  orders: v.number(),
  order_total: v.number(),
  /** The sessions whose end the gateway reported, by how they ended. */
  ended: v.object({ success: v.number(), incomplete: v.number(), failed: v.number() }),
  /** The screens callers left (Incomplete) or the shop lost (Failed) a session on, most first. */
  gave_up_on: v.array(v.object({ screen: v.string(), sessions: v.number() })),
});
export type UssdReportPeriod = v.InferOutput<typeof ussdReportPeriodSchema>;

/** GET admin/reports/ussd: the last 7 days, then the last 30. */
export const ussdReportSchema = v.object({ periods: v.array(ussdReportPeriodSchema) });
export type UssdReport = v.InferOutput<typeof ussdReportSchema>;

// ---------------------------------------------------------------- support

/** PATCH admin/contact-messages/{id}: mark handled, or back to waiting. */
export const contactMessageHandledSchema = v.object({
  handled: v.boolean('handled must be true or false'),
});
export type ContactMessageHandledInput = v.InferOutput<typeof contactMessageHandledSchema>;
