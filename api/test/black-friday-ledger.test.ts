import { isoToLagosLocal } from 'shared-contracts/dates';
import type { AdminOrder, AdminOrderSummary } from 'shared-contracts/schemas/admin';
import type { Product } from 'shared-contracts/schemas/catalog';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { CheckoutQuote, Order } from 'shared-contracts/schemas/orders';
import type { OrderPayments } from 'shared-contracts/schemas/payments';
import type { AdminPromotion } from 'shared-contracts/schemas/promotions';
import type { AdminReturn, OrderReturn, ReturnsReport } from 'shared-contracts/schemas/returns';
import type { PickupStation } from 'shared-contracts/schemas/settings';
import { DAY, K, n, STATION } from './black-friday-hand.js';
import { expectInvoice } from './black-friday-invoice.js';
import { expectMails } from './black-friday-mails.js';
import { expectReports } from './black-friday-reports.js';
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
 * One Black Friday order, worked by hand in kobo (black-friday-hand.ts), and every surface that shows it.
 */
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
    expectInvoice(pdf);
    const list = await asAdmin<Paginated<AdminOrderSummary>>(
      'GET',
      `/api/admin/orders?search=${placed.number}`,
    );
    expect(list.results.map((o) => [o.number, o.total, o.payment_status, o.refund_processed])).toEqual([
      [placed.number, n(K.total), 'paid', true],
    ]);

    // ---- The mails: the order placed, the payment received, the refund.
    const mails = await waitForMails(shop.t.config.mailDir, { to: buyer.user.email, atLeast: 3 });
    expectMails(mails, placed, (await shopName()) ?? '');

    await expectReports(asAdmin, placed, automatic, code);
  });

  async function shopName() {
    const settings = await asAdmin<{ shop: { name: string } }>('GET', '/api/admin/settings');
    return settings.shop.name;
  }
});
