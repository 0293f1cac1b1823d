// The admin's CSV files, as text: each built from the API's answer, column for column, so what a spreadsheet reads
// is what the report shows (the admin saves them; the API's tests read them against a hand calculation).
import { lagosTimestamp } from './dates';
import type { SalesReport, Transaction, VatReport } from './schemas/admin-reports';
import { PAYMENT_METHOD_LABELS, type VatClass } from './schemas/order-values';

export type CsvValue = string | number | null | undefined;

/**
 * One CSV field (RFC 4180). Every text is quoted, not only one holding a comma, quote or line break: a
 * spreadsheet in a locale that splits on semicolons would otherwise cut `x;=HYPERLINK(…)` in two and run the
 * second half as a formula. A text that starts like a formula (=, +, -, @) gets a leading apostrophe as well;
 * numbers are written as they are.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A header row and data rows as CSV text, CRLF line ends. */
export const toCsv = (header: string[], rows: CsvValue[][]): string =>
  [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

export const TRANSACTION_KIND_LABELS: Record<Transaction['kind'], string> = {
  delivery: 'Paid on delivery',
  instalment: 'Instalment',
  online: 'Paid online',
  transfer: 'Paid by transfer',
  refund: 'Refund',
};
const TRANSACTION_STATUS_LABELS: Record<Transaction['status'], string> = {
  received: 'Received',
  refunded: 'Refunded',
};
/** How the VAT report names each class. */
export const VAT_CLASS_REPORT_LABELS: Record<VatClass, string> = {
  standard: 'Standard',
  zero: 'Zero-rated',
  exempt: 'Exempt',
};

/** Transactions: one line per movement of money, a refund negative, times in Lagos time with the offset. */
export const transactionsCsv = (rows: Transaction[]): string =>
  toCsv(
    ['Date (WAT)', 'Order', 'Customer', 'Email', 'Method', 'Type', 'Amount (NGN)', 'Status'],
    rows.map((t) => [
      lagosTimestamp(t.created_at),
      t.order_number,
      t.customer.name,
      t.customer.email,
      PAYMENT_METHOD_LABELS[t.method],
      TRANSACTION_KIND_LABELS[t.kind],
      t.amount,
      TRANSACTION_STATUS_LABELS[t.status],
    ]),
  );

/** VAT by month: every row of the report (an exempt row has no rate). */
export const vatReportCsv = (report: VatReport): string =>
  toCsv(
    [
      'Month',
      'VAT class',
      'Rate (%)',
      'Sales incl. VAT (NGN)',
      'Refunds (NGN)',
      'Net sales incl. VAT (NGN)',
      'VAT contained (NGN)',
    ],
    report.rows.map((r) => [
      r.month,
      VAT_CLASS_REPORT_LABELS[r.vat_class],
      r.vat_class === 'exempt' ? null : r.rate,
      r.sales,
      r.refunds,
      r.net_sales,
      r.vat,
    ]),
  );

/** Sales per period. */
export const salesCsv = (report: SalesReport): string =>
  toCsv(
    ['Period starting', 'Orders', 'Orders value (NGN)', 'Revenue (NGN)'],
    report.sales.map((s) => [s.period, s.orders, s.orders_value, s.revenue]),
  );

/** Orders by state: every state and FCT. */
export const ordersByStateCsv = (report: SalesReport): string =>
  toCsv(
    ['State', 'Orders', 'Orders value (NGN)'],
    report.orders_by_state.map((s) => [s.state, s.orders, s.orders_value]),
  );

/** The orders of each channel: where they were placed (the website, USSD). */
export const CHANNEL_NAMES = { web: 'Website', ussd: 'USSD' } as const;

/** Orders by channel. */
export const ordersByChannelCsv = (report: SalesReport): string =>
  toCsv(
    ['Channel', 'Orders', 'Orders value (NGN)'],
    (report.by_channel ?? []).map((c) => [CHANNEL_NAMES[c.channel], c.orders, c.orders_value]),
  );

/** Sales by promotion. */
export const salesByPromotionCsv = (report: SalesReport): string =>
  toCsv(
    ['Promotion', 'Code', 'Orders', 'Discount given (NGN)', 'Revenue (NGN)'],
    (report.by_promotion ?? []).map((p) => [p.name, p.code ?? '', p.orders, p.discount, p.revenue]),
  );

/** Top products or categories by net sales. */
export const topSellersCsv = (report: SalesReport, kind: 'products' | 'categories'): string =>
  toCsv(
    [kind === 'products' ? 'Product' : 'Category', 'Units sold (less returned)', 'Net sales (NGN)'],
    (kind === 'products' ? report.top_products : report.top_categories).map((r) => [
      r.name,
      r.quantity,
      r.net_sales,
    ]),
  );
