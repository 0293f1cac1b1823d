import { eq } from 'drizzle-orm';
import { categories, productImages, products } from '../../../db/schema.js';
import { promotionProducts, promotions } from '../../promotions/index.js';
import { createCategory, createProduct, shopper } from '../../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../../test/helpers.js';

interface Listed {
  id: number;
  name: string;
  price: number;
  brand: string | null;
  in_stock: boolean;
}
interface Page {
  results: Listed[];
  count: number;
}
interface Facets {
  categories: { value: string; label: string; count: number }[];
  brands: { value: string; label: string; count: number }[];
  price_bands: { min: number; max: number | null; count: number }[];
  in_stock: number;
  on_sale: number;
  did_you_mean: string | null;
}

describe.each(databases)('search (%s)', (kind) => {
  let t: TestApp;
  const day = 86_400_000;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
    const phones = await createCategory(t.app, 'Phones & Tablets');
    const electronics = await createCategory(t.app, 'Electronics');
    const fashion = await createCategory(t.app, 'Fashion');
    const at = (days: number) => new Date(Date.now() - days * day);
    const same = 'Big screen and a long-lasting battery.';
    await createProduct(t.app, {
      name: 'Samsung Galaxy A15',
      brand: 'Samsung',
      categoryId: phones.id,
      price: 215_000,
      description: 'Super AMOLED display.',
      createdAt: at(9),
    });
    // Equal matches for "galaxy": the one in stock first, though the other is newer.
    await createProduct(t.app, {
      name: 'Samsung Galaxy A06',
      brand: 'Samsung',
      categoryId: phones.id,
      price: 120_000,
      description: same,
      createdAt: at(8),
    });
    await createProduct(t.app, {
      name: 'Samsung Galaxy A05',
      brand: 'Samsung',
      categoryId: phones.id,
      price: 99_000,
      stock: 0,
      description: same,
      createdAt: at(1),
    });
    await createProduct(t.app, {
      name: 'Phone Pouch',
      categoryId: phones.id,
      price: 3_000,
      description: 'Fits a Samsung or a Tecno phone.',
      createdAt: at(0.5),
    });
    await createProduct(t.app, {
      name: 'Oraimo 20000mAh Power Bank',
      brand: 'Oraimo',
      categoryId: phones.id,
      price: 24_500,
      salePrice: 21_000,
      createdAt: at(7),
    });
    await createProduct(t.app, {
      name: 'Hisense 43" Smart TV',
      brand: 'Hisense',
      categoryId: electronics.id,
      price: 329_000,
      createdAt: at(6),
    });
    await createProduct(t.app, {
      name: 'Aso-Oke Gele and Ipele Set',
      categoryId: fashion.id,
      price: 45_000,
      createdAt: at(5),
    });
    await createProduct(t.app, {
      name: 'Adjustable Dumbbells 20kg Set',
      categoryId: fashion.id,
      price: 48_000,
      createdAt: at(4),
    });
  }, 60_000);
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: T }).data;
  };
  const names = async (query: string) =>
    (await get<Page>(`/api/products?${query}`)).results.map((p) => p.name);

  it('finds words with a typo through the vocabulary of names, brands and categories', async () => {
    expect((await names('search=samsng')).slice(0, 3).sort()).toEqual([
      'Samsung Galaxy A05',
      'Samsung Galaxy A06',
      'Samsung Galaxy A15',
    ]);
    expect(await names('search=dumbell')).toEqual(['Adjustable Dumbbells 20kg Set']);
    expect(await names('search=samsng%20galxy%20a15')).toEqual(['Samsung Galaxy A15']);
  });

  it('finds joined and split words and hyphens', async () => {
    expect(await names('search=powerbank')).toEqual(['Oraimo 20000mAh Power Bank']);
    expect(await names('search=power%20bank')).toEqual(['Oraimo 20000mAh Power Bank']);
    expect(await names('search=aso%20oke')).toEqual(['Aso-Oke Gele and Ipele Set']);
    expect(await names('search=asooke')).toEqual(['Aso-Oke Gele and Ipele Set']);
    expect(await names('search=aso-oke')).toEqual(['Aso-Oke Gele and Ipele Set']);
  });

  it('expands synonyms at query time, including ones of two words', async () => {
    expect(await names('search=television')).toEqual(['Hisense 43" Smart TV']);
    expect(await names('search=tv%2043%20inch')).toEqual(['Hisense 43" Smart TV']);
    // Synonyms the admin adds apply to the next search, without reindexing.
    expect(await names('search=head%20tie')).toEqual([]);
    const admin = await shopper(t.app, 'ADMIN');
    const regular = await shopper(t.app);
    const add = (headers: Record<string, string>, terms: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/admin/search-synonyms', headers, payload: { terms } });
    expect((await add(regular.headers, ['gele', 'head tie'])).statusCode).toBe(403);
    const refused = await add(admin.headers, ['gele']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('at least two words');
    const added = await add(admin.headers, ['Gele', 'Head-tie', 'gele']);
    expect(added.statusCode).toBe(201);
    const group = added.json<{ data: { id: number; terms: string[] } }>().data;
    expect(group.terms).toEqual(['gele', 'head tie']);
    expect(await names('search=head%20tie')).toEqual(['Aso-Oke Gele and Ipele Set']);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/search-synonyms/${group.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await names('search=head%20tie')).toEqual([]);
  });

  it('ranks by relevance: name and brand before description, in stock before out of stock among equals', async () => {
    const found = await get<Page>('/api/products?search=samsung');
    expect(found.results.map((p) => p.name).at(-1)).toBe('Phone Pouch');
    const galaxy = await names('search=galaxy%20battery');
    expect(galaxy.indexOf('Samsung Galaxy A06')).toBeLessThan(galaxy.indexOf('Samsung Galaxy A05'));
    // Without a search, the newest is first as before.
    expect((await names('category=phones-tablets'))[0]).toBe('Phone Pouch');
  });

  it('sorts a search by price or newest when asked', async () => {
    const cheap = await get<Page>('/api/products?search=samsung&sort=price_asc');
    expect(cheap.results.map((p) => p.price)).toEqual(
      [...cheap.results.map((p) => p.price)].sort((a, b) => a - b),
    );
    expect(cheap.count).toBe(4);
    expect((await names('search=samsung&sort=newest'))[0]).toBe('Phone Pouch');
  });

  it('filters by brand and answers each product with its brand', async () => {
    const page = await get<Page>('/api/products?brand=SAMSUNG');
    expect(page.count).toBe(3);
    expect(page.results.every((p) => p.brand === 'Samsung')).toBe(true);
    expect((await get<Page>('/api/products?search=aso')).results[0]?.brand).toBeNull();
  });

  it('counts facets that follow the choices made', async () => {
    const all = await get<Facets>('/api/products/facets?search=samsung');
    expect(all.brands).toEqual([{ value: 'samsung', label: 'Samsung', count: 3 }]);
    expect(all.categories).toEqual([
      { value: 'phones-tablets', label: 'Phones & Tablets', count: 4, lang: 'en-NG' },
    ]);
    expect(all.in_stock).toBe(3);
    expect(all.on_sale).toBe(0);
    expect(all.price_bands.map((b) => b.count)).toEqual([1, 0, 2, 1, 0]);
    expect(all.did_you_mean).toBeNull();

    // A brand chosen: the other facets count within it, and the brands' own counts stay.
    const chosen = await get<Facets>('/api/products/facets?search=samsung&brand=samsung&in_stock=true');
    expect(chosen.brands).toEqual([{ value: 'samsung', label: 'Samsung', count: 2 }]);
    expect(chosen.categories[0]?.count).toBe(2);
    expect(chosen.in_stock).toBe(2);
    expect(chosen.price_bands.map((b) => b.count)).toEqual([0, 0, 1, 1, 0]);

    // A category chosen still shows the other categories with their counts.
    const listing = await get<Facets>('/api/products/facets?category=electronics');
    expect(listing.categories.map((c) => [c.value, c.count])).toEqual([
      ['phones-tablets', 5],
      ['fashion', 2],
      ['electronics', 1],
    ]);
    expect(listing.brands).toEqual([{ value: 'hisense', label: 'Hisense', count: 1 }]);
    const band = listing.price_bands[3];
    expect(band).toEqual({ min: 150_000, max: 499_999.99, count: 1 });
    // The band's bounds, as the listing's filter, show what the band counted.
    expect(await names(`category=electronics&min_price=${band?.min}&max_price=${band?.max}`)).toEqual([
      'Hisense 43" Smart TV',
    ]);
  });

  it('finds nothing for words the catalogue does not know, and offers the closest spelling', async () => {
    expect(await get<Page>('/api/products?search=xqzvw')).toMatchObject({ results: [], count: 0 });
    expect((await get<Facets>('/api/products/facets?search=xqzvw')).did_you_mean).toBeNull();
    // Too far for a search to change by itself, close enough to offer.
    expect((await get<Page>('/api/products?search=sumsang')).count).toBe(0);
    expect((await get<Facets>('/api/products/facets?search=sumsang')).did_you_mean).toBe('samsung');
    expect((await get<Page>('/api/products?search=%25%25%25')).count).toBe(0);
  });

  it('rejects a search too long, of too many words, or with control characters, with 400 and a message', async () => {
    for (const [query, message] of [
      [`search=${'a'.repeat(121)}`, 'at most 120 characters'],
      [`search=${Array.from({ length: 11 }, (_, i) => `w${i}`).join('%20')}`, 'at most 10 words'],
      ['search=a%00b', 'control characters'],
    ] as const) {
      for (const path of ['/api/products', '/api/products/facets']) {
        const res = await t.app.inject({ method: 'GET', url: `${path}?${query}` });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ message: string }>().message).toContain(message);
      }
    }
    const short = await t.app.inject({ method: 'GET', url: '/api/products/suggestions?q=a' });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toContain('at least 2 characters');
  });

  it('suggests products (picture, name, price) and categories as the shopper types', async () => {
    const typed = await get<{
      products: { name: string; price: number; image: unknown }[];
      categories: { slug: string }[];
    }>('/api/products/suggestions?q=sa');
    expect(
      typed.products
        .slice(0, 3)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Samsung Galaxy A05', 'Samsung Galaxy A06', 'Samsung Galaxy A15']);
    expect(typed.products[0]).toMatchObject({ price: expect.any(Number), image: null });
    expect(typed.categories.map((c) => c.slug)).toEqual(['phones-tablets']);
    const typo = await get<{ products: { name: string }[] }>('/api/products/suggestions?q=samsng%20a1');
    expect(typo.products.map((p) => p.name)).toEqual(['Samsung Galaxy A15']);
  });

  it("suggests each product with its own picture and the product page's promotion price", async () => {
    const phones = await createCategory(t.app, 'Tablets');
    const tab = await createProduct(t.app, { name: 'Itel Pad One', categoryId: phones.id, price: 80_000 });
    const pad = await createProduct(t.app, { name: 'Itel Pad Two', categoryId: phones.id, price: 100_000 });
    // Each its own first picture (by position), not one picture for every suggestion.
    await t.app.db.insert(productImages).values([
      { productId: tab.product.id, path: 'pad-one-back.webp', alt: 'Pad One back', position: 1 },
      { productId: tab.product.id, path: 'pad-one.webp', alt: 'Pad One', position: 0 },
      { productId: pad.product.id, path: 'pad-two.webp', alt: 'Pad Two', position: 0 },
    ]);
    await t.app.db.insert(promotions).values({
      name: 'Tablet Week',
      kind: 'percentage',
      percentOff: 20,
      scope: 'products',
      startsAt: new Date(Date.now() - day),
    });
    const [promo] = await t.app.db.select().from(promotions).where(eq(promotions.name, 'Tablet Week'));
    await t.app.db
      .insert(promotionProducts)
      .values({ promotionId: promo?.id ?? 0, productId: pad.product.id });

    const typed = await get<{
      products: {
        id: number;
        price: number;
        promotion?: { name: string; price_before: number };
        image: { alt: string; url: string } | null;
      }[];
    }>('/api/products/suggestions?q=itel%20pad');
    const one = typed.products.find((p) => p.id === tab.product.id);
    const two = typed.products.find((p) => p.id === pad.product.id);
    expect(one).toMatchObject({
      price: 80_000,
      image: { alt: 'Pad One', url: expect.stringContaining('pad-one.webp') },
    });
    expect(one?.promotion).toBeUndefined();
    expect(two).toMatchObject({
      price: 80_000,
      promotion: { name: 'Tablet Week', price_before: 100_000 },
      image: { alt: 'Pad Two', url: expect.stringContaining('pad-two.webp') },
    });
    // The same price as the product page's answer.
    const page = await get<{ promotion?: { price: number } }>(`/api/products/${pad.product.id}`);
    expect(page.promotion?.price).toBe(two?.price);
  });

  it('keeps the search document current as names, brands and categories change', async () => {
    const [bank] = await t.app.db
      .select()
      .from(products)
      .where(eq(products.name, 'Oraimo 20000mAh Power Bank'));
    await t.app.db
      .update(products)
      .set({ brand: 'Anker', name: 'Anker Power Bank' })
      .where(eq(products.id, bank?.id ?? 0));
    expect(await names('search=anker')).toEqual(['Anker Power Bank']);
    expect(await names('search=oraimo')).toEqual([]);
    await t.app.db.update(categories).set({ name: 'Televisions' }).where(eq(categories.slug, 'electronics'));
    expect(await names('search=televisions')).toEqual(['Hisense 43" Smart TV']);
  });
});
