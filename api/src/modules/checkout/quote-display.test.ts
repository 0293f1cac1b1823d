import type { Product } from 'shared-contracts/schemas/catalog';
import type { CheckoutQuote } from 'shared-contracts/schemas/orders';
import type { PickupStation } from 'shared-contracts/schemas/settings';
import { addToCart, createCategory, createProduct, shopper } from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';
import { createPromotion } from '../../../test/promotions-fixtures.js';
import { vatContainedKobo } from './pricing.js';

describe('VAT contained in a VAT-inclusive amount', () => {
  it('is amount × r / (100 + r), rounded to the kobo', () => {
    expect(vatContainedKobo(1_075_000, 750)).toBe(75_000); // ₦10,750 at 7.5 % holds ₦750
    expect(vatContainedKobo(250_000, 750)).toBe(17_442); // ₦2,500: 17,441.86… kobo
    expect(vatContainedKobo(1_000, 750)).toBe(70); // 69.77 kobo
    expect(vatContainedKobo(1_000, 0)).toBe(0);
    expect(vatContainedKobo(0, 750)).toBe(0);
    // 110 kobo at 10 %: exactly 10; 11 kobo at 10 %: exactly 1; 1 kobo: 0.09 → 0.
    expect(vatContainedKobo(110, 1_000)).toBe(10);
    expect(vatContainedKobo(1, 1_000)).toBe(0);
    // Half a kobo rounds up: 11 kobo at 100 % holds 5.5.
    expect(vatContainedKobo(11, 10_000)).toBe(6);
    // ₦100,000,000 × 999 stays exact.
    expect(vatContainedKobo(9_990_000_000_000, 750)).toBe(696_976_744_186);
  });
});

describe.each(databases)('the quote as the cart and checkout show it (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  }, 60_000);
  afterAll(async () => t?.close());

  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: T }>().data;
  };

  it('names each line’s promotion and the price each unit costs, the price the product page shows', async () => {
    const category = await createCategory(t.app);
    const phone = await createProduct(t.app, { categoryId: category.id, price: 349_000 });
    const plain = await createProduct(t.app, { price: 5_000 });
    await createPromotion(t.app, { name: 'Black Friday', percentOff: 20, productIds: [phone.product.id] });
    const s = await shopper(t.app);
    await addToCart(t.app, s.headers, phone.product.id, phone.variant.id, 2);
    await addToCart(t.app, s.headers, plain.product.id, plain.variant.id, 1);

    const page = await get<Product>(`/api/products/${phone.product.id}`);
    const q = await get<CheckoutQuote>('/api/orders/quote', s.headers);
    const promoted = q.items.find((i) => i.product_id === phone.product.id);
    expect(page.promotion?.price).toBe(279_200);
    expect(promoted).toMatchObject({
      unit_price: 349_000,
      line_total: 698_000,
      discount: 139_600,
      promoted_unit_price: page.promotion?.price,
      promotions: [{ name: 'Black Friday', discount: 139_600 }],
    });
    expect(q.items.find((i) => i.product_id === plain.product.id)).toMatchObject({
      promoted_unit_price: null,
      promotions: [],
    });
    expect(q.total).toBe(698_000 - 139_600 + 5_000 + q.shipping_fee);
  });

  it('prices each way to get the order: home delivery beside every open station of the state', async () => {
    const made = await createProduct(t.app, { price: 1_000 });
    const s = await shopper(t.app);
    await addToCart(t.app, s.headers, made.product.id, made.variant.id, 1);
    const { stations } = await get<{ stations: PickupStation[] }>('/api/store/delivery');
    const lagos = stations.filter((st) => st.state === 'Lagos');
    expect(lagos.length).toBeGreaterThan(0);

    const q = await get<CheckoutQuote>('/api/orders/quote?state=Lagos', s.headers);
    const homeFee = q.delivery?.fee ?? -1;
    expect(homeFee).toBeGreaterThan(0);
    expect(q.delivery_options).toEqual([
      { method: 'home', station_id: null, listed_fee: homeFee, fee: homeFee },
      ...lagos.map((st) => ({ method: 'pickup', station_id: st.id, listed_fee: st.fee, fee: st.fee })),
    ]);
    // With a station chosen, home delivery keeps its fee beside it.
    const first = lagos[0]!;
    const atStation = await get<CheckoutQuote>(
      `/api/orders/quote?state=Lagos&delivery_method=pickup&pickup_station_id=${first.id}`,
      s.headers,
    );
    expect(atStation.shipping_fee).toBe(first.fee);
    expect(atStation.delivery_options).toEqual(q.delivery_options);
  });

  it('says a free-delivery order is free on every option', async () => {
    const made = await createProduct(t.app, { price: 2_000 });
    await createPromotion(t.app, {
      name: 'Free delivery weekend',
      kind: 'free_delivery',
      percentOff: null,
      productIds: [made.product.id],
    });
    const s = await shopper(t.app);
    await addToCart(t.app, s.headers, made.product.id, made.variant.id, 1);
    const q = await get<CheckoutQuote>('/api/orders/quote?state=Lagos', s.headers);
    expect(q.shipping_fee - (q.discount ?? 0)).toBe(0);
    expect(q.delivery_options?.length).toBeGreaterThan(1);
    for (const option of q.delivery_options ?? []) {
      expect(option.fee).toBe(0);
      expect(option.listed_fee).toBeGreaterThan(0);
    }
  });
});
