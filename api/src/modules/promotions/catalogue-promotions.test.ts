import type { Product } from 'shared-contracts/schemas/catalog';
import type { Paginated } from 'shared-contracts/schemas/common';
import { variants } from '../../db/schema.js';
import { changesCatalog } from '../catalog/index.js';
import { addToCart, createCategory, createProduct, shopper } from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';
import { createPromotion, placeWithCode, quote } from '../../../test/promotions-fixtures.js';

const DAY = 86_400_000;

describe('catalogue promotion prices and the cache', () => {
  it('a change to a promotion is a catalogue write (its prices show on cards)', () => {
    expect(changesCatalog('POST', '/api/admin/promotions', 201)).toBe(true);
    expect(changesCatalog('PUT', '/api/admin/promotions/:id', 200)).toBe(true);
    expect(changesCatalog('POST', '/api/admin/promotions/:id/pause', 200)).toBe(true);
  });
});

describe.each(databases)('automatic promotions on the storefront (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  }, 60_000);
  afterAll(async () => t?.close());

  const product = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: Product }>().data;
  };
  const listed = async (category: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/products?category=${encodeURIComponent(category)}` })
    ).json<{ data: Paginated<Product> }>().data.results;

  it('shows the price one unit costs at checkout, the promotion’s name and its end, on the product and in listings', async () => {
    const category = await createCategory(t.app);
    const made = await createProduct(t.app, { categoryId: category.id, price: 12_345.67 });
    // A second variant, dearer, already on sale: this promotion does not reach sale-priced items.
    const [onSale] = await t.app.db
      .insert(variants)
      .values({
        productId: made.product.id,
        sku: `SALE-${made.product.id}-${kind}`,
        regularPriceKobo: 2_000_000,
        salePriceKobo: 1_800_000,
        stock: 5,
      })
      .returning();
    const endsAt = new Date(Date.now() + 3 * DAY);
    await createPromotion(t.app, {
      name: 'Harmattan deals',
      percentOff: 15,
      categoryIds: [category.id],
      endsAt,
    });
    // Neither a code, nor a promotion not started yet, nor one for another category shows on the product.
    await createPromotion(t.app, { name: 'Code only', code: `CARD${kind}`, percentOff: 50 });
    await createPromotion(t.app, {
      name: 'Next week',
      percentOff: 40,
      categoryIds: [category.id],
      startsAt: new Date(Date.now() + 7 * DAY),
    });
    const elsewhere = await createCategory(t.app);
    await createPromotion(t.app, { name: 'Elsewhere', percentOff: 30, categoryIds: [elsewhere.id] });

    const shown = await product(made.product.id);
    // 15% of ₦12,345.67, rounded down to the kobo: ₦1,851.85 off.
    expect(shown.promotion).toEqual({
      name: 'Harmattan deals',
      price: 10_493.82,
      ends_at: endsAt.toISOString(),
      variant_prices: [{ variant_id: made.variant.id, price: 10_493.82 }],
    });
    expect(shown.variants.find((v) => v.id === onSale?.id)?.sale_price).toBe(18_000);
    expect((await listed(category.name)).find((p) => p.id === made.product.id)?.promotion).toEqual(
      shown.promotion,
    );

    // The quote charges one unit exactly that.
    const s = await shopper(t.app);
    await addToCart(t.app, s.headers, made.product.id, made.variant.id, 1);
    const q = await quote(t.app, s.headers);
    expect(q.subtotal - q.discount).toBe(10_493.82);
    expect(q.promotions.map((p) => p.name)).toEqual(['Harmattan deals']);
  });

  it('a product reached by no scoped promotion has none; a percentage checkout applies after a fixed amount is an offer too', async () => {
    const category = await createCategory(t.app);
    const plain = await createProduct(t.app, { price: 5_000 });
    expect((await product(plain.product.id)).promotion).toBeUndefined();

    const made = await createProduct(t.app, { categoryId: category.id, price: 30_000 });
    await createPromotion(t.app, {
      name: 'Minimum too high for one',
      percentOff: 50,
      productIds: [made.product.id],
      minSubtotalKobo: 5_000_000,
    });
    expect((await product(made.product.id)).promotion).toBeUndefined();

    await createPromotion(t.app, {
      name: 'Small fixed',
      kind: 'fixed',
      percentOff: null,
      amountOffKobo: 100_000,
      categoryIds: [category.id],
    });
    await createPromotion(t.app, {
      name: 'Big percent',
      percentOff: 10,
      productIds: [made.product.id],
      endsAt: new Date(Date.now() + DAY),
    });
    const shown = await product(made.product.id);
    // ₦1,000 off the order, then 10% of what is left: 10% is not ₦3,000 off each unit here (one is ₦26,100, two
    // ₦53,100), so neither is a price for each unit; both are shown as what they are.
    expect(shown.promotion).toBeUndefined();
    expect(shown.offers).toEqual([
      {
        name: 'Small fixed',
        variant_ids: [made.variant.id],
        amount_off: 1_000,
        percent_off: null,
        max_off: null,
        ends_at: null,
      },
      expect.objectContaining({ name: 'Big percent', amount_off: null, percent_off: 10, max_off: null }),
    ]);
    const s = await shopper(t.app);
    await addToCart(t.app, s.headers, made.product.id, made.variant.id, 1);
    const q = await quote(t.app, s.headers);
    expect(q.subtotal - q.discount).toBe(26_100);
  });
});

/** The product's prices as a signed-in shopper's own: GET products/my-prices. */
const myPrices = async (t: TestApp, headers: Record<string, string>, ids: number[]) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products/my-prices?ids=${ids.join(',')}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  // A shopper's own prices are theirs: no shared cache keeps them.
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json<{ data: { product_id: number; promotion: Product['promotion'] | null }[] }>().data;
};

describe.each(databases)('what a promotion price means (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  }, 60_000);
  afterAll(async () => t?.close());

  const product = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<{ data: Product }>().data;

  it('a fixed amount off is an amount off the order of the product, not a price for each unit', async () => {
    const made = await createProduct(t.app, { price: 14_800, stock: 20 });
    await createPromotion(t.app, {
      name: 'Naira off',
      kind: 'fixed',
      percentOff: null,
      amountOffKobo: 100_000,
      productIds: [made.product.id],
      endsAt: new Date(Date.now() + 3 * DAY),
    });
    const shown = await product(made.product.id);
    // No per-unit price: ₦13,800 each would be false for 3 (₦43,400, not ₦41,400).
    expect(shown.promotion).toBeUndefined();
    expect(shown.price).toBe(14_800);
    expect(shown.offers).toEqual([
      expect.objectContaining({ name: 'Naira off', amount_off: 1_000, percent_off: null, max_off: null }),
    ]);
    const s = await shopper(t.app);
    await addToCart(t.app, s.headers, made.product.id, made.variant.id, 3);
    const q = await quote(t.app, s.headers);
    // What the offer says: 3 × ₦14,800, less ₦1,000 off the order of this product.
    expect(q.subtotal - q.discount).toBe(3 * 14_800 - 1_000);
  });

  it('a percentage is a price for each unit: 3 units are quoted 3 times the price shown', async () => {
    const made = await createProduct(t.app, { price: 12_000, stock: 20 });
    await createPromotion(t.app, { name: 'Fifteen', percentOff: 15, productIds: [made.product.id] });
    const shown = await product(made.product.id);
    expect(shown.promotion).toMatchObject({ name: 'Fifteen', price: 10_200 });
    expect(shown.offers ?? []).toEqual([]);
    const s = await shopper(t.app);
    await addToCart(t.app, s.headers, made.product.id, made.variant.id, 3);
    const q = await quote(t.app, s.headers);
    expect(q.subtotal - q.discount).toBe(3 * 10_200);
  });

  it('a percentage with a cap is not a price for each unit either: the cap is for the order', async () => {
    const made = await createProduct(t.app, { price: 14_800, stock: 20 });
    await createPromotion(t.app, {
      name: 'Capped',
      percentOff: 10,
      maxDiscountKobo: 200_000,
      productIds: [made.product.id],
    });
    const shown = await product(made.product.id);
    // ₦13,320 each holds for one; three are ₦42,400 (the ₦2,000 cap), not ₦39,960.
    expect(shown.promotion).toBeUndefined();
    expect(shown.offers).toEqual([
      expect.objectContaining({ name: 'Capped', amount_off: null, percent_off: 10, max_off: 2_000 }),
    ]);
    const s = await shopper(t.app);
    await addToCart(t.app, s.headers, made.product.id, made.variant.id, 3);
    const q = await quote(t.app, s.headers);
    expect(q.subtotal - q.discount).toBe(3 * 14_800 - 2_000);
  });

  it('a shopper past a promotion’s per-customer limit is shown their own price; the public answer stays the same for all', async () => {
    const made = await createProduct(t.app, { price: 10_000, stock: 20 });
    await createPromotion(t.app, {
      name: 'Once each',
      percentOff: 20,
      perCustomerLimit: 1,
      productIds: [made.product.id],
    });
    const publicAnswer = await product(made.product.id);
    expect(publicAnswer.promotion).toMatchObject({ name: 'Once each', price: 8_000, per_customer_limit: 1 });

    const used = await shopper(t.app, 'REGULAR', { verified: true });
    const fresh = await shopper(t.app, 'REGULAR', { verified: true });
    // A promotion limited per customer needs a confirmed email: until then it is not this shopper's price.
    const unconfirmed = await shopper(t.app);
    expect((await myPrices(t, unconfirmed.headers, [made.product.id]))[0]?.promotion).toBeNull();
    expect((await myPrices(t, used.headers, [made.product.id]))[0]?.promotion).toMatchObject({
      price: 8_000,
    });
    await addToCart(t.app, used.headers, made.product.id, made.variant.id, 1);
    const placed = await placeWithCode(t.app, used.headers);
    expect(placed.statusCode).toBe(201);

    // Their one use is taken: their own price is the regular one, as their quote says.
    const mine = await myPrices(t, used.headers, [made.product.id]);
    expect(mine).toEqual([{ product_id: made.product.id, promotion: null, offers: [] }]);
    await addToCart(t.app, used.headers, made.product.id, made.variant.id, 1);
    const q = await quote(t.app, used.headers);
    expect(q.subtotal - q.discount).toBe(10_000);
    // Another shopper still has it, and the public answer is the same as before.
    expect((await myPrices(t, fresh.headers, [made.product.id]))[0]?.promotion).toMatchObject({
      price: 8_000,
    });
    expect((await product(made.product.id)).promotion).toEqual(publicAnswer.promotion);
    // Signed out, there are no own prices to ask for.
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/products/my-prices?ids=${made.product.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe.each(databases)('a promotion’s price ends at its end time in the cache (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, config: { catalogCacheMs: 30_000 } });
  }, 60_000);
  afterAll(async () => t?.close());

  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json<{ data: unknown }>();

  it('the cached product and listing show the regular price as soon as the promotion ends, and a starting one as it starts', async () => {
    const category = await createCategory(t.app);
    const made = await createProduct(t.app, { categoryId: category.id, price: 10_000 });
    const endsAt = new Date(Date.now() + 2_000);
    const startsAt = new Date(Date.now() + 3_000);
    await createPromotion(t.app, { name: 'Ending', percentOff: 10, productIds: [made.product.id], endsAt });
    await createPromotion(t.app, {
      name: 'Starting',
      percentOff: 30,
      productIds: [made.product.id],
      startsAt,
    });
    // A write the shop sees moves the generation (the fixtures write straight to the database).
    await t.app.catalogGeneration.bump();
    const productUrl = `/api/products/${made.product.id}`;
    const listUrl = `/api/products?category=${encodeURIComponent(category.name)}`;
    const shown = async () => (await get(productUrl)).data as Product;
    const listed = async () =>
      ((await get(listUrl)).data as Paginated<Product>).results.find((p) => p.id === made.product.id);

    expect((await shown()).promotion?.name).toBe('Ending');
    expect((await listed())?.promotion?.name).toBe('Ending');
    await new Promise((resolve) => setTimeout(resolve, endsAt.getTime() - Date.now() + 20));
    expect((await shown()).promotion).toBeUndefined();
    expect((await listed())?.promotion).toBeUndefined();
    // The shop's server is told when the catalogue's prices next change, for its page cache.
    expect(((await get('/api/products/generation')).data as { next_change_at: string }).next_change_at).toBe(
      startsAt.toISOString(),
    );

    await new Promise((resolve) => setTimeout(resolve, startsAt.getTime() - Date.now() + 20));
    expect((await shown()).promotion).toMatchObject({ name: 'Starting', price: 7_000 });
    expect((await listed())?.promotion?.name).toBe('Starting');
  }, 30_000);
});
