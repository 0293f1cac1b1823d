import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Product } from 'shared-contracts/schemas/catalog';
import { buildApp } from '../src/app.js';
import { products } from '../src/db/schema.js';
import { redisGeneration } from '../src/lib/catalog-generation.js';
import { MicroCache } from '../src/lib/micro-cache.js';
import { changesCatalog } from '../src/modules/catalog/index.js';
import { listKey } from '../src/modules/catalog/routes/products.js';
import { normaliseListFilter } from '../src/modules/catalog/product-listing.js';
import { address, addToCart, createCategory, createProduct, phoneShopper, shopper } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';
import { ussdCaller } from './ussd-caller.js';

describe('catalogue cache keys and writes', () => {
  const filter = (over: Partial<Parameters<typeof normaliseListFilter>[0]>) =>
    normaliseListFilter({ sort: 'newest', page: 1, page_size: 24, publishedOnly: true, ...over });

  it('gives equivalent listing queries one key and different ones different keys', () => {
    const key = listKey(filter({}));
    expect(listKey(filter({ category: 'all' }))).toBe(key);
    expect(listKey(filter({ in_stock: false }))).toBe(key);
    expect(listKey(filter({ on_sale: false }))).toBe(key);
    expect(listKey(filter({ search: '  ' }))).toBe(key);
    expect(listKey(filter({ category: ' Groceries ' }))).toBe(listKey(filter({ category: 'groceries' })));
    expect(listKey(filter({ min_price: 1500.001 }))).toBe(listKey(filter({ min_price: 1500 })));
    expect(listKey(filter({ page: 2 }))).not.toBe(key);
    expect(listKey(filter({ in_stock: true }))).not.toBe(key);
    expect(listKey(filter({ on_sale: true }))).not.toBe(key);
    expect(listKey(filter({ on_sale: true }))).not.toBe(listKey(filter({ in_stock: true })));
    expect(listKey(filter({ sort: 'name' }))).not.toBe(key);
    expect(listKey(filter({ min_price: 1500.01 }))).not.toBe(listKey(filter({ min_price: 1500 })));
  });

  it('counts successful non-GET requests to catalogue, order and stock routes as catalogue writes', () => {
    expect(changesCatalog('PUT', '/api/admin/products/:id', 200)).toBe(true);
    expect(changesCatalog('POST', '/api/admin/categories', 201)).toBe(true);
    expect(changesCatalog('DELETE', '/api/admin/attributes/:id', 204)).toBe(true);
    expect(changesCatalog('POST', '/api/orders/checkout', 201)).toBe(true);
    expect(changesCatalog('POST', '/api/orders/:id/cancel', 200)).toBe(true);
    expect(changesCatalog('PATCH', '/api/admin/orders/:id/status', 200)).toBe(true);
    expect(changesCatalog('GET', '/api/admin/products', 200)).toBe(false);
    expect(changesCatalog('PUT', '/api/admin/products/:id', 400)).toBe(false);
    expect(changesCatalog('POST', '/api/products/add-to-cart', 200)).toBe(false);
    expect(changesCatalog('POST', '/api/admin/productsx', 200)).toBe(false);
    // No route matched (a 404): nothing was written.
    expect(changesCatalog('POST', undefined, 200)).toBe(false);
  });

  it('drops every entry when the generation moves', async () => {
    const cache = new MicroCache<number>(60_000);
    let loads = 0;
    const load = async () => (loads += 1);
    expect(await cache.get('a', load, 1)).toBe(1);
    expect(await cache.get('a', load, 1)).toBe(1);
    expect(await cache.get('a', load, 2)).toBe(2);
    const many = await cache.getMany(['x', 'y'], async (missing) => new Map(missing.map((k) => [k, 10])), 2);
    expect([...many.entries()].sort()).toEqual([
      ['x', 10],
      ['y', 10],
    ]);
    const again = await cache.getMany(['x', 'z'], async (missing) => new Map(missing.map((k) => [k, 20])), 2);
    expect(again.get('x')).toBe(10);
    expect(again.get('z')).toBe(20);
  });

  (process.env.REDIS_URL ? it : it.skip)(
    'shares the generation between processes through Redis',
    async () => {
      const url = process.env.REDIS_URL ?? '';
      const [a, b] = [new Redis(url), new Redis(url)];
      try {
        const writer = redisGeneration(a, 0);
        const reader = redisGeneration(b, 0);
        const before = await reader.current();
        await writer.bump();
        expect(await reader.current()).toBeGreaterThan(before);
        expect(await writer.current()).toBe(await reader.current());
      } finally {
        a.disconnect();
        b.disconnect();
      }
    },
  );
});

describe.each(databases)('catalogue answer cache (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // A cache that would outlive the test: only a write can refresh an answer.
    t = await buildTestApp({ kind, config: { catalogCacheMs: 600_000 } });
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const productOf = async (id: number) => (await get(`/api/products/${id}`)).json<{ data: Product }>().data;
  /** Puts `quantity` of a variant in the buyer's cart and checks out through `url`; the new order's id. */
  const buy = async (
    headers: Record<string, string>,
    productId: number,
    variantId: number,
    quantity: number,
    url = '/api/orders/checkout',
  ) => {
    expect((await addToCart(t.app, headers, productId, variantId, quantity)).statusCode).toBe(200);
    const placed = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { shipping_address: address, payment_method: 'pay_on_delivery' },
    });
    expect(placed.statusCode).toBe(201);
    return placed.json<{ data: { id: number } }>().data.id;
  };
  /** The admin's PUT of a simple product (one variant at ₦3,000) to `url`. */
  const saveSimple = (
    headers: Record<string, string>,
    url: string,
    p: {
      name: string;
      categoryId: number;
      variant: { id: number; sku: string };
      published: boolean;
      stock: number;
    },
  ) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: {
        name: p.name,
        description: '',
        category_id: p.categoryId,
        type: 'simple',
        published: p.published,
        variants: [{ id: p.variant.id, sku: p.variant.sku, regular_price: 3000, stock: p.stock }],
      },
    });
  const listed = async (url: string, id: number) =>
    (await get(url)).json<{ data: { results: Product[] } }>().data.results.find((p) => p.id === id);

  it('answers with an ETag and 304 without a body when the client has it', async () => {
    const { product } = await createProduct(t.app, { name: 'Etag Rice' });
    for (const url of [
      `/api/products/${product.id}`,
      '/api/products?page_size=5',
      '/api/products/categories',
    ]) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await get(url, { 'if-none-match': String(etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': `"other", W/${String(etag)}` })).statusCode).toBe(304);
      const other = await get(url, { 'if-none-match': '"other"' });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    }
  });

  it('puts a listing together from cached products with the bytes of the whole page serialised', async () => {
    const category = await createCategory(t.app, 'Byte Spices');
    for (const name of ['Byte Pepper', 'Byte Ginger "Fresh"', 'Byte Curry / Thyme'])
      await createProduct(t.app, { name, categoryId: category.id });
    // The same database through an app without the cache: every page serialised whole.
    const whole = await buildApp({
      config: { ...t.config, catalogCacheMs: 0 },
      database: t.database,
      seed: false,
      logger: false,
    });
    try {
      for (const url of [
        '/api/products?category=byte-spices',
        '/api/products?category=byte-spices&page_size=2&page=2&sort=name',
        '/api/products?category=byte-spices&page=9',
        '/api/products?search=no-such-thing',
        '/api/products?page_size=7&sort=price_desc',
      ]) {
        const expected = await whole.inject({ method: 'GET', url });
        const put = await get(url);
        expect(put.statusCode).toBe(200);
        expect(put.body).toBe(expected.body);
        expect(put.body.length).toBeGreaterThan(0);
      }
    } finally {
      await whole.close();
    }
  });

  it('answers a listing URL asked before through the same headers and rate limit, and refuses a bad one', async () => {
    const category = await createCategory(t.app, 'Again Oils');
    await createProduct(t.app, { name: 'Again Palm Oil', categoryId: category.id });
    const url = '/api/products?category=again-oils&page_size=3';
    const first = await get(url);
    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    for (const header of ['content-security-policy', 'x-content-type-options', 'x-request-id', 'etag'])
      expect(again.headers[header]).toBeDefined();
    expect(Number(again.headers['x-ratelimit-remaining'])).toBe(
      Number(first.headers['x-ratelimit-remaining']) - 1,
    );
    expect((await get(url, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    // A URL that failed validation is never answered from the cache.
    for (let i = 0; i < 2; i += 1) expect((await get('/api/products?page_size=0')).statusCode).toBe(400);
    // A new generation (what every catalogue write makes) still shows at once.
    await createProduct(t.app, { name: 'Again Groundnut Oil', categoryId: category.id });
    expect((await get(url)).json<{ data: { count: number } }>().data.count).toBe(1);
    await t.app.catalogGeneration.bump();
    expect((await get(url)).json<{ data: { count: number } }>().data.count).toBe(2);
  });

  it('serves equivalent listing queries from one entry', async () => {
    const category = await createCategory(t.app, 'Key Grains');
    await createProduct(t.app, { name: 'Key Millet', categoryId: category.id });
    const count = async (url: string) => (await get(url)).json<{ data: { count: number } }>().data.count;
    expect(await count('/api/products?category=key-grains')).toBe(1);
    // Added behind the API's back (no write request, so no new generation): only an answer from the
    // cache still counts one product.
    await createProduct(t.app, { name: 'Key Sorghum', categoryId: category.id });
    for (const url of [
      '/api/products?category=Key-Grains&in_stock=false',
      '/api/products?page=1&page_size=24&sort=newest&category=key-grains',
      '/api/products?category=%20key-grains%20&search=',
    ]) {
      expect(await count(url)).toBe(1);
    }
    expect(await count('/api/products?category=key-grains&page_size=23')).toBe(2);
  });

  it('shows fresh stock right after an admin product write', async () => {
    const admin = await shopper(t.app, 'ADMIN');
    const category = await createCategory(t.app, 'Fresh Tubers');
    const { product, variant } = await createProduct(t.app, {
      name: 'Fresh Yam',
      categoryId: category.id,
      price: 3000,
      stock: 5,
    });
    const listing = '/api/products?category=fresh-tubers';
    const before = await get(`/api/products/${product.id}`);
    expect((await productOf(product.id)).variants[0]?.stock).toBe(5);
    expect((await listed(listing, product.id))?.in_stock).toBe(true);

    const res = await saveSimple(admin.headers, `/api/admin/products/${product.id}`, {
      name: 'Fresh Yam',
      categoryId: category.id,
      variant,
      published: true,
      stock: 0,
    });
    expect(res.statusCode).toBe(200);
    expect((await productOf(product.id)).variants[0]?.stock).toBe(0);
    expect((await listed(listing, product.id))?.in_stock).toBe(false);
    // The client's copy is no longer current.
    const after = await get(`/api/products/${product.id}`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
  });

  it('drops cached answers after a write sent through a percent-encoded path', async () => {
    const admin = await shopper(t.app, 'ADMIN');
    const buyer = await shopper(t.app);
    const category = await createCategory(t.app, 'Encoded Spices');
    const { product, variant } = await createProduct(t.app, {
      name: 'Encoded Pepper',
      categoryId: category.id,
      stock: 4,
    });
    expect((await productOf(product.id)).variants[0]?.stock).toBe(4);
    await buy(buyer.headers, product.id, variant.id, 1, '/api/%6frders/checkout');
    expect((await productOf(product.id)).variants[0]?.stock).toBe(3);

    const hidden = await saveSimple(admin.headers, `/api/admin/%70roducts/${product.id}`, {
      name: 'Encoded Pepper',
      categoryId: category.id,
      variant,
      published: false,
      stock: 3,
    });
    expect(hidden.statusCode).toBe(200);
    expect((await get(`/api/products/${product.id}`)).statusCode).toBe(404);
  });

  it('does not move the generation for a refused write', async () => {
    const admin = await shopper(t.app, 'ADMIN');
    const { product } = await createProduct(t.app, { name: 'Refused Beans' });
    await get(`/api/products/${product.id}`);
    await t.database.db.update(products).set({ name: 'Renamed Beans' }).where(eq(products.id, product.id));
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: admin.headers,
      payload: { name: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await productOf(product.id)).name).toBe('Refused Beans');
  });

  it('shows the stock an order takes and the stock its cancellation gives back', async () => {
    const buyer = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { name: 'Order Garri', stock: 3 });
    const listing = '/api/products?search=order%20garri';
    expect((await productOf(product.id)).variants[0]?.stock).toBe(3);
    expect((await listed(listing, product.id))?.variants[0]?.stock).toBe(3);

    const orderId = await buy(buyer.headers, product.id, variant.id, 2);
    expect((await productOf(product.id)).variants[0]?.stock).toBe(1);
    expect((await listed(listing, product.id))?.variants[0]?.stock).toBe(1);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: buyer.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await productOf(product.id)).variants[0]?.stock).toBe(3);
    expect((await listed(listing, product.id))?.variants[0]?.stock).toBe(3);
  });

  it('shows the stock an order placed by USSD takes', async () => {
    const category = await createCategory(t.app, `Aaa Ussd Cache ${kind}`);
    const { product } = await createProduct(t.app, { name: 'Ussd Gari', stock: 3, categoryId: category.id });
    const listing = '/api/products?search=ussd%20gari';
    expect((await productOf(product.id)).variants[0]?.stock).toBe(3);
    expect((await listed(listing, product.id))?.variants[0]?.stock).toBe(3);

    const c = ussdCaller(t.app, (await phoneShopper(t.app)).phone, 'ussd-dev-key');
    await c.dial();
    const products = await c.pick(await c.press('1'), category.name.slice(0, 10));
    await c.pick(products, 'Ussd Gari');
    // Quantity 2, Buy now, Home delivery in Lagos.
    await c.press('2');
    await c.press('2');
    await c.pick(await c.press('2'), 'Lagos');
    expect((await c.press('7 Bode Thomas St, Surulere')).screen).toMatch(
      /^2 items .*\n1 Pay on delivery\n00 Back$/s,
    );
    expect((await c.press('1')).screen).toMatch(/^Order \S+ placed\./);
    expect((await productOf(product.id)).variants[0]?.stock).toBe(1);
    expect((await listed(listing, product.id))?.variants[0]?.stock).toBe(1);
  });
});
