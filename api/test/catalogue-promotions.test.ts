import type { Product } from 'shared-contracts/schemas/catalog';
import type { Paginated } from 'shared-contracts/schemas/common';
import { variants } from '../src/db/schema.js';
import { changesCatalog } from '../src/plugins/app/catalog-cache.js';
import { addToCart, createCategory, createProduct, shopper } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';
import { createPromotion, quote } from './promotions-fixtures.js';

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

  it('a product reached by no scoped promotion has none; a fixed amount and the better of two stack as at checkout', async () => {
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
    // ₦1,000 off, then 10% of the ₦29,000 left: ₦26,100; the one that takes most names it.
    expect(shown.promotion).toMatchObject({ name: 'Big percent', price: 26_100 });
    const s = await shopper(t.app);
    await addToCart(t.app, s.headers, made.product.id, made.variant.id, 1);
    const q = await quote(t.app, s.headers);
    expect(q.subtotal - q.discount).toBe(26_100);
  });
});
