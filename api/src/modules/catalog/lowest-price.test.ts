import { eq } from 'drizzle-orm';
import { products, variants } from '../../db/schema.js';
import { createCategory, createProduct } from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';

/** Listings filter and sort on products.lowest_price_kobo, which a trigger keeps from the variants. */
describe.each(databases)('lowest price of a product (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(async () => t.close());

  const lowestOf = async (productId: number) =>
    (
      await t.app.db
        .select({ lowest: products.lowestPriceKobo })
        .from(products)
        .where(eq(products.id, productId))
    )[0]?.lowest;

  const names = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode).toBe(200);
    return (res.json().data.results as { name: string }[]).map((p) => p.name);
  };

  it('follows the variants: added, repriced, moved and removed', async () => {
    const category = await createCategory(t.app, 'Kitchen');
    const { product: pot } = await createProduct(t.app, {
      name: 'Pot',
      categoryId: category.id,
      price: 9000,
    });
    const { product: pan } = await createProduct(t.app, {
      name: 'Pan',
      categoryId: category.id,
      price: 7000,
    });
    expect(await lowestOf(pot.id)).toBe(900_000);
    const query = `category=${category.slug}&sort=price_asc`;
    expect(await names(query)).toEqual(['Pan', 'Pot']);

    // A cheaper variant on sale: the sale price counts.
    const [small] = await t.app.db
      .insert(variants)
      .values({ productId: pot.id, sku: 'POT-SMALL', regularPriceKobo: 800_000, salePriceKobo: 500_000 })
      .returning();
    if (!small) throw new Error('variant not created');
    expect(await lowestOf(pot.id)).toBe(500_000);
    expect(await names(query)).toEqual(['Pot', 'Pan']);
    expect(await names(`category=${category.slug}&max_price=5000`)).toEqual(['Pot']);

    // The sale ends: the regular price counts again.
    await t.app.db.update(variants).set({ salePriceKobo: 0 }).where(eq(variants.id, small.id));
    expect(await lowestOf(pot.id)).toBe(800_000);
    expect(await names(`category=${category.slug}&max_price=5000`)).toEqual([]);

    // Stock changes (every order) leave the price alone.
    await t.app.db.update(variants).set({ stock: 0 }).where(eq(variants.id, small.id));
    expect(await lowestOf(pot.id)).toBe(800_000);

    // The variant moves to the pan: both products change.
    await t.app.db.update(variants).set({ productId: pan.id }).where(eq(variants.id, small.id));
    expect(await lowestOf(pot.id)).toBe(900_000);
    expect(await lowestOf(pan.id)).toBe(700_000);

    // Without variants a product has no price: no price filter matches it.
    await t.app.db.delete(variants).where(eq(variants.productId, pot.id));
    expect(await lowestOf(pot.id)).toBeNull();
    expect(await names(`category=${category.slug}&min_price=0`)).toEqual(['Pan']);
  });
});
