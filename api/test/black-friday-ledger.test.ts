import { isoToLagosLocal, lagosToday } from 'shared-contracts/dates';
import {
  ordersByStateCsv,
  salesByPromotionCsv,
  salesCsv,
  topSellersCsv,
  transactionsCsv,
  vatReportCsv,
} from 'shared-contracts/report-csv';
import type { AdminOrder, AdminOrderSummary, DashboardKpis } from 'shared-contracts/schemas/admin';
import type { SalesReport, TransactionPage, VatReport } from 'shared-contracts/schemas/admin-reports';
import type { Product } from 'shared-contracts/schemas/catalog';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { CheckoutQuote, Order } from 'shared-contracts/schemas/orders';
import type { OrderPayments } from 'shared-contracts/schemas/payments';
import type { AdminPromotion } from 'shared-contracts/schemas/promotions';
import type { AdminReturn, OrderReturn, ReturnsReport } from 'shared-contracts/schemas/returns';
import type { PickupStation } from 'shared-contracts/schemas/settings';
import { address, addToCart, shopper } from './fixtures.js';
import { databases } from './helpers.js';
import { waitForMails } from './outbox.js';
import { pdfText } from './pdf-text.js';
import {
  completeAtProvider,
  payShop,
  startPayment,
  verify,
  webhooksProcessed,
  type PayShop,
} from './payments-helpers.js';

/**
 * One Black Friday order, worked by hand in kobo, and every surface that shows it.
 *
 * The shop: VAT at 7.5 %; a Black Friday week with an automatic 20 % off phones and the code BFWEEK (₦5,000 off
 * an order of ₦100,000 or more); a pickup station in Maiduguri (Borno) at ₦3,000.
 *
 * The order (paid by card at the Paystack simulator, collected at the station). The automatic promotion first,
 * then the code, spread over what each line has left in proportion, to the kobo (largest remainders):
 *   1 × phone       ₦349,000 = 34,900,000  standard    less 20 %: 6,980,000 → 27,920,000
 *   2 × earbuds     ₦12,500  =  2,500,000  standard                          →  2,500,000
 *   3 × past questions ₦4,000 = 1,200,000  zero-rated                        →  1,200,000
 *   the code's 500,000 over 31,620,000: phone 441,492.73, earbuds 39,531.94, book 18,975.33
 *     → 441,492 + 39,531 + 18,975 = 499,998; the two kobo left go to .94 and .73: 441,493, 39,532, 18,975
 *   lines paid: phone 27,478,507; earbuds 2,460,468; book 1,181,025
 *   subtotal   34,900,000 + 2,500,000 + 1,200,000          = 38,600,000
 *   discount    6,980,000 + 500,000                        =  7,480,000
 *   pickup                                                 =    300,000
 *   total      38,600,000 − 7,480,000 + 300,000            = 31,420,000
 *   VAT at 7.5 % contained (amount × 75 / 1075), line by line as the receipt has it, half up to the kobo:
 *     phone 1,917,105.14 → 1,917,105; earbuds 171,660.56 → 171,661; pickup 20,930.23 → 20,930; = 2,109,696
 *     (all at once: 30,238,975 × 75 / 1075 = 2,109,695.93 → 2,109,696, the same)
 *   zero-rated: 1,181,025, no VAT.
 *
 * The return (one earbud and one book, refunded to the card): each unit gives back what its line paid per unit,
 *   earbud 2,460,468 / 2 = 1,230,234; book 1,181,025 / 3 = 393,675; refund 1,623,909.
 *   VAT in the earbud's refund: 1,230,234 × 75 / 1075 = 85,830.28 → 85,830.
 *
 * Afterwards:
 *   revenue (money in less money out) 31,420,000 − 1,623,909 = 29,796,091
 *   VAT report, standard 7.5 %: sales 27,478,507 + 2,460,468 + 300,000 = 30,238,975, refunds 1,230,234,
 *     net 29,008,741, VAT 2,109,696 − 85,830 = 2,023,866; zero-rated: sales 1,181,025, refunds 393,675, net 787,350
 *   net sales by product: phone 27,478,507 (1 unit); earbuds 2,460,468 − 1,230,234 = 1,230,234 (1 unit);
 *     book 1,181,025 − 393,675 = 787,350 (2 units)
 */
const K = {
  phoneUnit: 34_900_000,
  earbudsUnit: 1_250_000,
  bookUnit: 400_000,
  phoneLine: 34_900_000,
  earbudsLine: 2_500_000,
  bookLine: 1_200_000,
  subtotal: 38_600_000,
  phoneAutomatic: 6_980_000,
  code: 500_000,
  phoneCode: 441_493,
  earbudsCode: 39_532,
  bookCode: 18_975,
  discount: 7_480_000,
  pickup: 300_000,
  total: 31_420_000,
  phonePaid: 27_478_507,
  earbudsPaid: 2_460_468,
  bookPaid: 1_181_025,
  vatStandard: 2_109_696,
  earbudRefund: 1_230_234,
  bookRefund: 393_675,
  refund: 1_623_909,
  refundVat: 85_830,
  revenue: 29_796_091,
  vatStandardSales: 30_238_975,
  vatStandardNet: 29_008_741,
  vatStandardAfter: 2_023_866,
  zeroNet: 787_350,
  netSalesPhone: 27_478_507,
  netSalesEarbuds: 1_230_234,
  netSalesBook: 787_350,
} as const;

/** A CSV file's cells (every field here is one line; quotes taken off). */
const rows = (csv: string): string[][] =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((line) => (line.match(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g) ?? []).map((cell) => cell.replace(/,$/, '')))
    .map((cells) => cells.slice(0, -1).map((cell) => cell.replace(/^"|"$/g, '').replace(/""/g, '"')));

/** Kobo in Naira, as the API answers money. */
const n = (kobo: number) => kobo / 100;
/** Kobo as a receipt writes it ('₦386,000.00'), spelt out here rather than with the shop's formatter. */
const written = (kobo: number) => {
  const naira = Math.floor(Math.abs(kobo) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
  return `${kobo < 0 ? '-' : ''}₦${naira}.${String(Math.abs(kobo) % 100).padStart(2, '0')}`;
};

const DAY = 86_400_000;
const STATION = {
  name: 'Maiduguri Post Office',
  state: 'Borno',
  address: '1 Kashim Ibrahim Way, Maiduguri',
  opening_hours: 'Mon–Sat 8:00–18:00',
  fee: n(K.pickup),
} as const;

describe('the hand calculation', () => {
  it('adds up', () => {
    expect(K.phoneLine + K.earbudsLine + K.bookLine).toBe(K.subtotal);
    expect(K.phoneCode + K.earbudsCode + K.bookCode).toBe(K.code);
    expect(K.phoneAutomatic + K.code).toBe(K.discount);
    expect(K.subtotal - K.discount + K.pickup).toBe(K.total);
    expect(K.phonePaid + K.earbudsPaid + K.bookPaid + K.pickup).toBe(K.total);
    expect(K.earbudRefund + K.bookRefund).toBe(K.refund);
    expect(K.total - K.refund).toBe(K.revenue);
    expect(K.vatStandardSales - K.earbudRefund).toBe(K.vatStandardNet);
    expect(K.vatStandard - K.refundVat).toBe(K.vatStandardAfter);
  });
});

describe.each(databases)('a Black Friday order, to the kobo on every surface (%s)', (kind) => {
  let shop: PayShop;
  let admin: Record<string, string>;
  beforeAll(async () => {
    shop = await payShop(kind);
    admin = (await shopper(shop.t.app, 'ADMIN')).headers;
  }, 60_000);
  afterAll(async () => shop?.close());

  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ): Promise<T> => {
    const res = await shop.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ data: T }>().data;
  };
  const asAdmin = <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    call<T>(method, url, admin, payload);

  it('agrees with the hand calculation in the cart, checkout, the order, its mails, the admin and the reports', async () => {
    // ---- The shop, set up as its admin would.
    await asAdmin('PUT', '/api/admin/settings/vat', { rate: 7.5 });
    const station = await asAdmin<PickupStation>('POST', '/api/admin/settings/stations', STATION);
    const phones = await asAdmin<{ id: number }>('POST', '/api/admin/categories', { name: 'BF Phones' });
    const audio = await asAdmin<{ id: number }>('POST', '/api/admin/categories', { name: 'BF Audio' });
    const books = await asAdmin<{ id: number }>('POST', '/api/admin/categories', { name: 'BF Books' });
    const product = (name: string, category_id: number, sku: string, price: number, vat_class?: 'zero') =>
      asAdmin<Product>('POST', '/api/admin/products', {
        name,
        category_id,
        published: true,
        ...(vat_class ? { vat_class } : {}),
        variants: [{ sku, regular_price: n(price), stock: 20 }],
      });
    const phone = await product('Tecno Camon 30', phones.id, 'BF-CAMON-30', K.phoneUnit);
    const earbuds = await product('Oraimo FreePods 4', audio.id, 'BF-FREEPODS-4', K.earbudsUnit);
    // Educational books are zero-rated: the product says so itself.
    const book = await product('WAEC Past Questions', books.id, 'BF-WAEC-PQ', K.bookUnit, 'zero');

    const week = {
      starts_at: isoToLagosLocal(new Date(Date.now() - DAY).toISOString()),
      ends_at: isoToLagosLocal(new Date(Date.now() + 6 * DAY).toISOString()),
    };
    const automatic = await asAdmin<AdminPromotion>('POST', '/api/admin/promotions', {
      name: 'Black Friday: 20% off phones',
      kind: 'percentage',
      percent_off: 20,
      scope: 'categories',
      category_ids: [phones.id],
      ...week,
    });
    const code = await asAdmin<AdminPromotion>('POST', '/api/admin/promotions', {
      name: 'Black Friday week',
      code: 'bfweek',
      kind: 'fixed',
      amount_off: n(K.code),
      min_subtotal: 100_000,
      ...week,
    });
    expect(code.code).toBe('BFWEEK');

    // ---- The cart, priced as checkout will price it.
    const buyer = await shopper(shop.t.app, 'REGULAR', { verified: true });
    const lines = [
      [phone, 1],
      [earbuds, 2],
      [book, 3],
    ] as const;
    for (const [p, quantity] of lines) {
      const variant = p.variants[0];
      expect(variant).toBeDefined();
      expect((await addToCart(shop.t.app, buyer.headers, p.id, variant?.id ?? 0, quantity)).statusCode).toBe(
        200,
      );
    }
    const quote = await call<CheckoutQuote>(
      'GET',
      `/api/orders/quote?state=Borno&delivery_method=pickup&pickup_station_id=${station.id}&promo_code=BFWEEK`,
      buyer.headers,
    );
    const quoted = (id: number) => quote.items.find((i) => i.product_id === id);
    expect(quoted(phone.id)).toMatchObject({
      quantity: 1,
      unit_price: n(K.phoneUnit),
      line_total: n(K.phoneLine),
      discount: n(K.phoneAutomatic + K.phoneCode),
      promoted_unit_price: n(K.phonePaid),
      vat_rate: 7.5,
      vat_class: 'standard',
      promotions: [
        { name: 'Black Friday: 20% off phones', discount: n(K.phoneAutomatic) },
        { name: 'Black Friday week', discount: n(K.phoneCode) },
      ],
    });
    // 2,460,468 / 2 and 1,181,025 / 3: every unit costs the same.
    expect(quoted(earbuds.id)).toMatchObject({
      quantity: 2,
      unit_price: n(K.earbudsUnit),
      line_total: n(K.earbudsLine),
      discount: n(K.earbudsCode),
      promoted_unit_price: n(1_230_234),
      vat_rate: 7.5,
      promotions: [{ name: 'Black Friday week', discount: n(K.earbudsCode) }],
    });
    expect(quoted(book.id)).toMatchObject({
      quantity: 3,
      unit_price: n(K.bookUnit),
      line_total: n(K.bookLine),
      discount: n(K.bookCode),
      promoted_unit_price: n(393_675),
      vat_rate: 0,
      vat_class: 'zero',
      promotions: [{ name: 'Black Friday week', discount: n(K.bookCode) }],
    });
    expect({
      subtotal: quote.subtotal,
      discount: quote.discount,
      shipping_fee: quote.shipping_fee,
      total: quote.total,
    }).toEqual({
      subtotal: n(K.subtotal),
      discount: n(K.discount),
      shipping_fee: n(K.pickup),
      total: n(K.total),
    });
    expect(quote.vat).toEqual([
      { rate: 7.5, amount: n(K.vatStandard) },
      { rate: 0, amount: 0 },
    ]);
    expect(quote.promotions?.map((p) => [p.name, p.code, p.discount])).toEqual([
      ['Black Friday: 20% off phones', null, n(K.phoneAutomatic)],
      ['Black Friday week', 'BFWEEK', n(K.code)],
    ]);

    // ---- Checkout's answer.
    const placed = await call<Order>('POST', '/api/orders/checkout', buyer.headers, {
      shipping_address: { ...address, state: 'Borno', city: 'Maiduguri' },
      payment_method: 'pay_now',
      delivery_method: 'pickup',
      pickup_station_id: station.id,
      promo_code: 'BFWEEK',
      expected_total: n(K.total),
    });
    const money = (o: Order) => ({
      subtotal: o.subtotal,
      discount: o.discount,
      shipping_fee: o.shipping_fee,
      total: o.total,
      vat: o.vat,
      promotions: o.promotions?.map((p) => [p.name, p.code, p.discount]),
      lines: o.items.map((i) => [i.product_name, i.quantity, i.unit_price, i.line_total, i.discount]),
    });
    const handOrder = {
      subtotal: n(K.subtotal),
      discount: n(K.discount),
      shipping_fee: n(K.pickup),
      total: n(K.total),
      vat: [
        { rate: 7.5, amount: n(K.vatStandard) },
        { rate: 0, amount: 0 },
      ],
      promotions: [
        ['Black Friday: 20% off phones', null, n(K.phoneAutomatic)],
        ['Black Friday week', 'BFWEEK', n(K.code)],
      ],
      lines: expect.arrayContaining([
        ['Tecno Camon 30', 1, n(K.phoneUnit), n(K.phoneLine), n(K.phoneAutomatic + K.phoneCode)],
        ['Oraimo FreePods 4', 2, n(K.earbudsUnit), n(K.earbudsLine), n(K.earbudsCode)],
        ['WAEC Past Questions', 3, n(K.bookUnit), n(K.bookLine), n(K.bookCode)],
      ]),
    };
    expect(money(placed)).toEqual(handOrder);
    expect(placed.delivery?.station?.name).toBe(STATION.name);

    // ---- Paid by card at the provider; collected at the station.
    const { reference } = await startPayment(shop, placed.id, buyer.headers);
    await completeAtProvider(shop, reference, { channel: 'card' });
    expect((await verify(shop, placed.id, reference, buyer.headers)).statusCode).toBe(200);
    const move = (status: string, extra: object = {}) =>
      asAdmin<AdminOrder>('PATCH', `/api/admin/orders/${placed.id}/status`, { status, ...extra });
    await move('processing');
    await move('ready_for_pickup');
    const { pickup_code } = await call<Order>('GET', `/api/orders/${placed.id}`, buyer.headers);
    await move('delivered', { pickup_code });

    // ---- A partial return: one earbud and one book, refunded to the card.
    const lineOf = (name: string) => placed.items.find((i) => i.product_name === name)?.id ?? 0;
    const asked = await call<Order>('POST', `/api/orders/${placed.id}/returns`, buyer.headers, {
      lines: [
        { order_item_id: lineOf('Oraimo FreePods 4'), quantity: 1 },
        { order_item_id: lineOf('WAEC Past Questions'), quantity: 1 },
      ],
      reason: 'changed_mind',
    });
    const ret = asked.returns?.[0] as OrderReturn;
    expect(ret.refund_total).toBe(n(K.refund));
    expect(ret.lines.map((l) => l.refund).sort((a, b) => a - b)).toEqual([
      n(K.bookRefund),
      n(K.earbudRefund),
    ]);
    const approved = await asAdmin<AdminReturn>('POST', `/api/admin/returns/${ret.id}/approve`, {
      method: 'pickup_station',
      instructions: 'Bring them to the Maiduguri station.',
    });
    await asAdmin('POST', `/api/admin/returns/${ret.id}/receive`, {
      lines: approved.lines.map((l) => ({ id: l.id, resellable: true })),
    });
    await asAdmin('POST', `/api/admin/returns/${ret.id}/refund`, {});
    await webhooksProcessed(shop);

    // ---- The shopper's order page.
    const seen = await call<Order>('GET', `/api/orders/${placed.id}`, buyer.headers);
    expect(money(seen)).toEqual(handOrder);
    expect(seen.refunds?.map((r) => [r.amount, r.status])).toEqual([[n(K.refund), 'processed']]);
    expect(seen.returns?.map((r) => [r.status, r.refund_total])).toEqual([['refunded', n(K.refund)]]);

    const mine = await call<Paginated<Order>>('GET', '/api/orders', buyer.headers);
    expect(mine.results.map((o) => [o.number, o.total, o.payment_status])).toEqual([
      [placed.number, n(K.total), 'paid'],
    ]);

    // ---- The admin's return, and the returns report.
    const done = await asAdmin<AdminReturn>('GET', `/api/admin/returns/${ret.id}`);
    expect([done.status, done.refund_total, done.refund_status]).toEqual([
      'refunded',
      n(K.refund),
      'processed',
    ]);
    expect(done.lines.map((l) => [l.quantity, l.refund]).sort()).toEqual([
      [1, n(K.earbudRefund)],
      [1, n(K.bookRefund)],
    ]);
    const returned = await asAdmin<ReturnsReport>('GET', '/api/admin/returns/report?days=1');
    expect(returned.by_reason).toEqual([
      { reason: 'changed_mind', returns: 1, units: 2, refund: n(K.refund) },
    ]);
    expect(returned.by_product.map((r) => [r.product_name, r.units, r.refund]).sort()).toEqual([
      ['Oraimo FreePods 4', 1, n(K.earbudRefund)],
      ['WAEC Past Questions', 1, n(K.bookRefund)],
    ]);

    // ---- The admin's order, and its line in the list.
    const adminOrder = await asAdmin<AdminOrder>('GET', `/api/admin/orders/${placed.id}`);
    expect(money(adminOrder)).toEqual(handOrder);
    expect(adminOrder.refunds?.map((r) => [r.amount, r.status])).toEqual([[n(K.refund), 'processed']]);
    // The payment, as the shopper's order page and the admin's order list it.
    for (const payments of [
      await call<OrderPayments>('GET', `/api/orders/${placed.id}/payments`, buyer.headers),
      await asAdmin<OrderPayments>('GET', `/api/admin/orders/${placed.id}/payments`),
    ])
      expect(
        payments.payments.map((p) => [
          p.amount,
          p.channel,
          p.refunded_amount,
          p.refunds.map((r) => [r.amount, r.status]),
        ]),
      ).toEqual([[n(K.total), 'card', n(K.refund), [[n(K.refund), 'processed']]]]);
    // The invoice the admin prints.
    const invoice = await shop.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${placed.id}/invoice.pdf`,
      headers: admin,
    });
    expect(invoice.statusCode).toBe(200);
    const pdf = pdfText(invoice.rawPayload);
    const pdfAmount = (kobo: number) => written(kobo).replace('₦', 'NGN ');
    // Each line: name, quantity, unit price, its discount (the automatic promotion and its share of the code), amount.
    const at = (name: string) => pdf.slice(pdf.indexOf(name), pdf.indexOf(name) + 5);
    expect(at('Tecno Camon 30')).toEqual([
      'Tecno Camon 30',
      '1',
      pdfAmount(K.phoneUnit),
      pdfAmount(-(K.phoneAutomatic + K.phoneCode)),
      pdfAmount(K.phoneLine),
    ]);
    expect(at('Oraimo FreePods 4')).toEqual([
      'Oraimo FreePods 4',
      '2',
      pdfAmount(K.earbudsUnit),
      pdfAmount(-K.earbudsCode),
      pdfAmount(K.earbudsLine),
    ]);
    expect(at('WAEC Past Questions')).toEqual([
      'WAEC Past Questions',
      '3',
      pdfAmount(K.bookUnit),
      pdfAmount(-K.bookCode),
      pdfAmount(K.bookLine),
    ]);
    expect(pdf.slice(pdf.indexOf('Subtotal'), pdf.indexOf('Subtotal') + 12)).toEqual([
      'Subtotal',
      pdfAmount(K.subtotal),
      'Black Friday: 20% off phones',
      pdfAmount(-K.phoneAutomatic),
      'Black Friday week (BFWEEK)',
      pdfAmount(-K.code),
      `Pickup at ${STATION.name}`,
      pdfAmount(K.pickup),
      'Total',
      pdfAmount(K.total),
      'VAT at 7.5% included',
      pdfAmount(K.vatStandard),
    ]);
    // The payment as the admin's order page reads it, the refund included.
    expect(pdf).toContain('Payment: Pay now · Partly refunded');
    const list = await asAdmin<Paginated<AdminOrderSummary>>(
      'GET',
      `/api/admin/orders?search=${placed.number}`,
    );
    expect(list.results.map((o) => [o.number, o.total, o.payment_status, o.refund_processed])).toEqual([
      [placed.number, n(K.total), 'paid', true],
    ]);

    // ---- The mails: the order placed, the payment received, the refund.
    const mails = await waitForMails(shop.t.config.mailDir, { to: buyer.user.email, atLeast: 3 });
    const mail = (subject: string) => {
      const found = mails.filter((m) => m.subject === subject);
      expect(found).toHaveLength(1);
      return found[0]?.text ?? '';
    };
    const receipt = [
      `1 × Tecno Camon 30: ${written(K.phoneLine)}`,
      `2 × Oraimo FreePods 4: ${written(K.earbudsLine)}`,
      `3 × WAEC Past Questions: ${written(K.bookLine)}`,
      `Subtotal: ${written(K.subtotal)}`,
      `Discount: −${written(K.discount)}`,
      `  Black Friday: 20% off phones: −${written(K.phoneAutomatic)}`,
      `  Black Friday week (BFWEEK): −${written(K.code)}`,
      `Pickup at ${STATION.name}: ${written(K.pickup)}`,
      `Total: ${written(K.total)}`,
      `Includes VAT at 7.5%: ${written(K.vatStandard)}`,
    ];
    const placedMail = mail(`Order ${placed.number} placed at ${(await shopName()) ?? ''}`);
    const paidMail = mail(`Payment received for order ${placed.number}`);
    for (const text of [placedMail, paidMail])
      expect(text.split('\n')).toEqual(expect.arrayContaining(receipt));
    expect(paidMail).toContain(`We have received ${written(K.total)} for order ${placed.number}`);
    expect(mail(`Return refunded for order ${placed.number}`)).toContain(
      `We have refunded ${written(K.refund)} for your return from order ${placed.number}`,
    );
    expect(mails.filter((m) => m.subject?.startsWith('Refund'))).toEqual([]);

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
  });

  async function shopName() {
    const settings = await asAdmin<{ shop: { name: string } }>('GET', '/api/admin/settings');
    return settings.shop.name;
  }
});
