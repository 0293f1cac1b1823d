import { lagosToday } from 'shared-contracts/dates';
import {
  ordersByStateCsv,
  salesByPromotionCsv,
  salesCsv,
  topSellersCsv,
  transactionsCsv,
  vatReportCsv,
} from 'shared-contracts/report-csv';
import type { DashboardKpis } from 'shared-contracts/schemas/admin';
import type { SalesReport, TransactionPage, VatReport } from 'shared-contracts/schemas/admin-reports';
import type { Order } from 'shared-contracts/schemas/orders';
import type { AdminPromotion } from 'shared-contracts/schemas/promotions';
import { K, n, rows, type AsAdmin } from './black-friday-hand.js';

/**
 * The order after its return, as the admin's money pages count it: transactions, the reports of today and their
 * CSVs, the promotions' uses, the dashboard and the VAT report of the month.
 */
export async function expectReports(
  asAdmin: AsAdmin,
  placed: Order,
  automatic: AdminPromotion,
  code: AdminPromotion,
) {
  // ---- Transactions: the payment and the refund as a negative line, summing to the revenue.
  const today = lagosToday();
  const ledger = await asAdmin<TransactionPage>(
    'GET',
    `/api/admin/transactions?search=${placed.number}&page_size=100`,
  );
  expect(ledger.results.map((r) => [r.kind, r.method, r.amount]).sort()).toEqual([
    ['online', 'pay_now', n(K.total)],
    ['refund', 'pay_now', -n(K.refund)],
  ]);
  expect(ledger.total_amount).toBe(n(K.revenue));
  // The CSV the admin saves: the refund a negative amount, the amounts summing to the revenue.
  const ledgerCsv = rows(transactionsCsv(ledger.results));
  expect(ledgerCsv[0]).toEqual([
    'Date (WAT)',
    'Order',
    'Customer',
    'Email',
    'Method',
    'Type',
    'Amount (NGN)',
    'Status',
  ]);
  const amounts = ledgerCsv.slice(1).map((r) => [r[5], r[6]]);
  expect(amounts.sort()).toEqual([
    ['Paid online', '314200'],
    ['Refund', '-16239.09'],
  ]);
  expect(amounts.reduce((sum, [, amount]) => sum + Math.round(Number(amount) * 100), 0)).toBe(K.revenue);

  // ---- Reports of today (Lagos): orders value, revenue, products, categories, states and promotions.
  const report = await asAdmin<SalesReport>('GET', `/api/admin/reports?from=${today}&to=${today}`);
  expect(report.totals).toEqual({ orders: 1, orders_value: n(K.total), revenue: n(K.revenue) });
  expect(report.totals.revenue).toBe(ledger.total_amount);
  expect(report.sales).toEqual([
    { period: today, orders: 1, orders_value: n(K.total), revenue: n(K.revenue) },
  ]);
  expect(report.top_products.map((p) => [p.name, p.quantity, p.net_sales])).toEqual([
    ['Tecno Camon 30', 1, n(K.netSalesPhone)],
    ['Oraimo FreePods 4', 1, n(K.netSalesEarbuds)],
    ['WAEC Past Questions', 2, n(K.netSalesBook)],
  ]);
  expect(report.top_categories.map((c) => [c.name, c.quantity, c.net_sales])).toEqual([
    ['BF Phones', 1, n(K.netSalesPhone)],
    ['BF Audio', 1, n(K.netSalesEarbuds)],
    ['BF Books', 2, n(K.netSalesBook)],
  ]);
  expect(report.orders_by_state[0]).toEqual({ state: 'Borno', orders: 1, orders_value: n(K.total) });
  expect(report.orders_by_state.slice(1).every((s) => s.orders === 0 && s.orders_value === 0)).toBe(true);
  expect(report.by_promotion?.map((p) => [p.name, p.code, p.orders, p.discount, p.revenue])).toEqual([
    ['Black Friday: 20% off phones', null, 1, n(K.phoneAutomatic), n(K.revenue)],
    ['Black Friday week', 'BFWEEK', 1, n(K.code), n(K.revenue)],
  ]);
  // Its CSVs, cell for cell.
  expect(rows(salesCsv(report))).toEqual([
    ['Period starting', 'Orders', 'Orders value (NGN)', 'Revenue (NGN)'],
    [today, '1', '314200', '297960.91'],
  ]);
  expect(rows(topSellersCsv(report, 'products'))).toEqual([
    ['Product', 'Units sold (less returned)', 'Net sales (NGN)'],
    ['Tecno Camon 30', '1', '274785.07'],
    ['Oraimo FreePods 4', '1', '12302.34'],
    ['WAEC Past Questions', '2', '7873.5'],
  ]);
  expect(rows(topSellersCsv(report, 'categories')).slice(1)).toEqual([
    ['BF Phones', '1', '274785.07'],
    ['BF Audio', '1', '12302.34'],
    ['BF Books', '2', '7873.5'],
  ]);
  const states = rows(ordersByStateCsv(report));
  expect(states.slice(0, 2)).toEqual([
    ['State', 'Orders', 'Orders value (NGN)'],
    ['Borno', '1', '314200'],
  ]);
  expect(states).toHaveLength(38);
  expect(rows(salesByPromotionCsv(report))).toEqual([
    ['Promotion', 'Code', 'Orders', 'Discount given (NGN)', 'Revenue (NGN)'],
    ['Black Friday: 20% off phones', '', '1', '69800', '297960.91'],
    ['Black Friday week', 'BFWEEK', '1', '5000', '297960.91'],
  ]);
  const promotions = await asAdmin<AdminPromotion[]>('GET', '/api/admin/promotions');
  expect(
    promotions
      .filter((p) => p.id === automatic.id || p.id === code.id)
      .map((p) => [p.name, p.uses, p.discount_given]),
  ).toEqual(
    expect.arrayContaining([
      ['Black Friday: 20% off phones', 1, n(K.phoneAutomatic)],
      ['Black Friday week', 1, n(K.code)],
    ]),
  );

  // ---- The dashboard: today, the last 30 days and all time, as Reports count them.
  const dashboard = await asAdmin<DashboardKpis>('GET', '/api/admin/dashboard');
  expect(dashboard.revenue).toBe(n(K.revenue));
  expect(dashboard.today).toMatchObject({ orders: 1, orders_value: n(K.total), revenue: n(K.revenue) });
  expect(dashboard.last_30_days).toMatchObject({
    orders: 1,
    orders_value: n(K.total),
    revenue: n(K.revenue),
  });
  expect(dashboard.sales_per_day.find((d) => d.date === today)).toEqual({
    date: today,
    total: n(K.revenue),
    orders: 1,
  });

  // ---- The VAT report of the month.
  const month = today.slice(0, 7);
  const vat = await asAdmin<VatReport>('GET', `/api/admin/reports/vat?from=${month}&to=${month}`);
  expect(vat.rows.map((r) => [r.vat_class, r.rate, r.sales, r.refunds, r.net_sales, r.vat])).toEqual([
    ['standard', 7.5, n(K.vatStandardSales), n(K.earbudRefund), n(K.vatStandardNet), n(K.vatStandardAfter)],
    ['zero', 0, n(K.bookPaid), n(K.bookRefund), n(K.zeroNet), 0],
    ['exempt', 0, 0, 0, 0, 0],
  ]);
  expect(rows(vatReportCsv(vat))).toEqual([
    [
      'Month',
      'VAT class',
      'Rate (%)',
      'Sales incl. VAT (NGN)',
      'Refunds (NGN)',
      'Net sales incl. VAT (NGN)',
      'VAT contained (NGN)',
    ],
    [month, 'Standard', '7.5', '302389.75', '12302.34', '290087.41', '20238.66'],
    [month, 'Zero-rated', '0', '11810.25', '3936.75', '7873.5', '0'],
    [month, 'Exempt', '', '0', '0', '0', '0'],
  ]);
  expect(vat.totals).toEqual({
    sales: n(K.total),
    refunds: n(K.refund),
    net_sales: n(K.revenue),
    vat: n(K.vatStandardAfter),
  });
}
