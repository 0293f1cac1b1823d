import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { productImages, variants } from '../src/db/schema.js';
import { catalogTables } from '../src/modules/catalog/index.js';
import { createCategory, createProduct, shopper } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

const { attributeValues, attributes, variantAttributeValues } = catalogTables;

describe.each(databases)('catalog, cart and wishlist (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(async () => t.close());

  describe('catalog', () => {
    let phones: { id: number; name: string; slug: string };
    beforeAll(async () => {
      phones = await createCategory(t.app, 'Phones & Tablets');
      const other = await createCategory(t.app, 'Fashion');
      const day = 86_400_000;
      await createProduct(t.app, {
        name: 'Tecno Camon 30',
        description: 'A bright AMOLED phone',
        categoryId: phones.id,
        price: 250_000,
        stock: 3,
        createdAt: new Date(Date.now() - 3 * day),
      });
      await createProduct(t.app, {
        name: 'Infinix Hot 40',
        categoryId: phones.id,
        price: 180_000,
        salePrice: 150_000,
        stock: 0,
        createdAt: new Date(Date.now() - 2 * day),
      });
      await createProduct(t.app, {
        name: 'Ankara Dress',
        description: 'Made in Aba',
        categoryId: other.id,
        price: 20_000,
        // A sale price that is not below the regular price: not on sale.
        salePrice: 20_000,
        createdAt: new Date(Date.now() - day),
      });
      await createProduct(t.app, { name: 'Hidden Phone', categoryId: phones.id, published: false });
    });

    const list = async (query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
      expect(res.statusCode).toBe(200);
      return res.json().data as {
        results: { name: string; price: number; in_stock: boolean }[];
        count: number;
        page: number;
        page_size: number;
      };
    };

    it('lists published products newest first with count and page', async () => {
      const page = await list();
      expect(page.results.map((p) => p.name)).toEqual(['Ankara Dress', 'Infinix Hot 40', 'Tecno Camon 30']);
      expect(page).toMatchObject({ count: 3, page: 1, page_size: 24 });
      expect(page.results[1]).toMatchObject({ price: 150_000, in_stock: false });
    });

    it('filters by category name or slug, search, price and stock', async () => {
      expect((await list(`?category=${phones.slug}`)).count).toBe(2);
      expect((await list('?category=Phones%20%26%20Tablets')).count).toBe(2);
      expect((await list('?category=all')).count).toBe(3);
      expect((await list('?search=amoled')).results.map((p) => p.name)).toEqual(['Tecno Camon 30']);
      expect((await list('?search=ABA')).results.map((p) => p.name)).toEqual(['Ankara Dress']);
      expect((await list('?search=100%25')).count).toBe(0);
      expect((await list('?min_price=100000&max_price=200000')).results.map((p) => p.name)).toEqual([
        'Infinix Hot 40',
      ]);
      expect((await list('?in_stock=true')).count).toBe(2);
      expect((await list('?on_sale=true')).results.map((p) => p.name)).toEqual(['Infinix Hot 40']);
      expect((await list('?on_sale=1&in_stock=true')).count).toBe(0);
      expect((await list('?on_sale=false')).count).toBe(3);
    });

    it('sorts and pages', async () => {
      expect((await list('?sort=price_asc')).results.map((p) => p.price)).toEqual([20_000, 150_000, 250_000]);
      expect((await list('?sort=price_desc')).results.map((p) => p.price)).toEqual([
        250_000, 150_000, 20_000,
      ]);
      expect((await list('?sort=name')).results.map((p) => p.name)).toEqual([
        'Ankara Dress',
        'Infinix Hot 40',
        'Tecno Camon 30',
      ]);
      const second = await list('?sort=name&page=2&page_size=2');
      expect(second.results.map((p) => p.name)).toEqual(['Tecno Camon 30']);
      expect(second.count).toBe(3);
      // Past the last page: no products, and the count of the filtered set all the same.
      const beyond = await list(`?category=${phones.slug}&min_price=100000&page=3&page_size=1`);
      expect(beyond).toMatchObject({ results: [], count: 2, page: 3 });
      const searched = await list('?search=phone&in_stock=true&max_price=300000&page=4&page_size=1');
      expect(searched).toMatchObject({ results: [], count: 1 });
    });

    it('rejects bad query values with 400', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/products?page_size=500&sort=cheap' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual(['page_size', 'sort']);
      const flag = await t.app.inject({ method: 'GET', url: '/api/products?on_sale=soon' });
      expect(flag.statusCode).toBe(400);
      expect(flag.json().errors).toEqual({ on_sale: ['on_sale must be true or false'] });
    });

    it('shows one product with variants, stock, images and category; hides unpublished ones', async () => {
      const { product, variant } = await createProduct(t.app, {
        name: 'Oraimo Earbuds',
        categoryId: phones.id,
        price: 15_000,
        stock: 4,
      });
      const res = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: product.id,
        name: 'Oraimo Earbuds',
        category: { id: phones.id, name: 'Phones & Tablets', slug: phones.slug },
        images: [],
        variants: [
          {
            id: variant.id,
            sku: variant.sku,
            regular_price: 15_000,
            sale_price: 0,
            stock: 4,
            attributes: [],
          },
        ],
        price: 15_000,
        in_stock: true,
      });
      const hidden = await createProduct(t.app, { published: false });
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/products/${hidden.product.id}` })).statusCode,
      ).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/products/999999' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/products/abc' })).statusCode).toBe(400);
    });

    it('carries variant attribute values and images, served from the upload folder', async () => {
      const { product, variant } = await createProduct(t.app, { name: 'Ankara Shirt', price: 12_000 });
      const [colour] = await t.app.db.insert(attributes).values({ name: 'Colour' }).returning();
      const [size] = await t.app.db.insert(attributes).values({ name: 'Size' }).returning();
      const values = await t.app.db
        .insert(attributeValues)
        .values([
          { attributeId: colour?.id ?? 0, value: 'Blue' },
          { attributeId: size?.id ?? 0, value: 'M' },
        ])
        .returning();
      await t.app.db
        .insert(variantAttributeValues)
        .values(values.map((v) => ({ variantId: variant.id, attributeValueId: v.id })));
      mkdirSync(join(t.config.uploadDir, 'products'), { recursive: true });
      writeFileSync(
        join(t.config.uploadDir, 'products', 'shirt.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg"/>',
      );
      await t.app.db.insert(productImages).values([
        { productId: product.id, path: 'products/shirt.svg', alt: 'Shirt', position: 1 },
        { productId: product.id, path: 'https://cdn.example.ng/shirt-front.jpg', alt: 'Front', position: 0 },
      ]);
      const res = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
      expect(res.json().data).toMatchObject({
        image: { url: 'https://cdn.example.ng/shirt-front.jpg', alt: 'Front' },
        images: [
          { url: 'https://cdn.example.ng/shirt-front.jpg' },
          { url: '/api/uploads/products/shirt.svg', alt: 'Shirt' },
        ],
        variants: [
          {
            id: variant.id,
            attributes: [
              { attribute: 'Colour', value: 'Blue' },
              { attribute: 'Size', value: 'M' },
            ],
          },
        ],
      });
      const picture = await t.app.inject({ method: 'GET', url: '/api/uploads/products/shirt.svg' });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
      expect((await t.app.inject({ method: 'GET', url: '/api/uploads/../../etc/passwd' })).statusCode).toBe(
        404,
      );
    });

    it('lists categories with their number of published products', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/products/categories' });
      expect(res.statusCode).toBe(200);
      const cats = res.json().data as { name: string; product_count: number; slug: string; id: number }[];
      expect(cats.find((c) => c.name === 'Fashion')).toMatchObject({ product_count: 1, slug: 'fashion' });
      expect(cats.find((c) => c.name === 'Phones & Tablets')?.product_count).toBe(3);
    });
  });

  describe('cart', () => {
    it('needs authentication with the exact detail', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products/add-to-cart',
        payload: { product_id: 1, variant_id: 1 },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe('Authentication credentials were not provided.');
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: 'Bearer nope' },
      });
      expect(bad.statusCode).toBe(401);
    });

    it('adds, merges lines, updates, removes and clears, answering the cart each time', async () => {
      const { headers } = await shopper(t.app);
      const a = await createProduct(t.app, { price: 1000, stock: 5 });
      const b = await createProduct(t.app, { price: 2000, salePrice: 1500, stock: 5 });
      const add = (product_id: number, variant_id: number, quantity?: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/products/add-to-cart',
          headers,
          payload: { product_id, variant_id, ...(quantity ? { quantity } : {}) },
        });

      let res = await add(a.product.id, a.variant.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.cart_items).toHaveLength(1);
      res = await add(a.product.id, a.variant.id, 2);
      expect(res.json().data.cart_items.map((i: { quantity: number }) => i.quantity)).toEqual([3]);
      res = await add(b.product.id, b.variant.id);
      const cart = res.json().data;
      expect(cart.cart_items).toHaveLength(2);
      expect(cart.cart_items[1]).toMatchObject({
        product: { id: b.product.id, name: b.product.name, published: true, type: 'simple' },
        variant: { id: b.variant.id, sale_price: 1500, regular_price: 2000 },
        quantity: 1,
      });

      const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
      expect(me.json().data.cart.cart_items).toHaveLength(2);

      res = await t.app.inject({
        method: 'PATCH',
        url: '/api/products/update-cart-quantity',
        headers,
        payload: { product_id: a.product.id, variant_id: a.variant.id, quantity: 5 },
      });
      expect(res.json().data.cart_items[0].quantity).toBe(5);
      res = await t.app.inject({
        method: 'PATCH',
        url: '/api/products/update-cart-quantity',
        headers,
        payload: { product_id: a.product.id, variant_id: a.variant.id, quantity: 6 },
      });
      expect(res.statusCode).toBe(409);
      res = await t.app.inject({
        method: 'PATCH',
        url: '/api/products/update-cart-quantity',
        headers,
        payload: { product_id: a.product.id, variant_id: a.variant.id, quantity: 0 },
      });
      expect(res.json().data.cart_items).toHaveLength(1);

      res = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/remove-from-cart/${b.product.id}/${b.variant.id}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.cart_items).toHaveLength(0);

      await add(a.product.id, a.variant.id);
      res = await t.app.inject({ method: 'DELETE', url: '/api/products/clear-cart', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.cart_items).toEqual([]);
    });

    it("answers each line with the variant chosen among its product's variants", async () => {
      const { headers } = await shopper(t.app);
      const shirt = await createProduct(t.app, { price: 5000, stock: 3 });
      const [large] = await t.app.db
        .insert(variants)
        .values({
          productId: shirt.product.id,
          sku: `SHIRT-L-${shirt.variant.id}`,
          regularPriceKobo: 650_000,
          salePriceKobo: 600_000,
          stock: 2,
        })
        .returning();
      if (!large) throw new Error('variant not created');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products/add-to-cart',
        headers,
        payload: { product_id: shirt.product.id, variant_id: large.id, quantity: 2 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.cart_items).toEqual([
        {
          product: expect.objectContaining({ id: shirt.product.id, name: shirt.product.name }),
          variant: {
            id: large.id,
            sku: large.sku,
            regular_price: 6500,
            sale_price: 6000,
            stock: 2,
            attributes: [],
          },
          quantity: 2,
        },
      ]);
    });

    it('refuses unknown, unpublished, mismatched and too many items', async () => {
      const { headers } = await shopper(t.app);
      const a = await createProduct(t.app, { stock: 2 });
      const b = await createProduct(t.app);
      const hidden = await createProduct(t.app, { published: false });
      const add = (payload: object) =>
        t.app.inject({ method: 'POST', url: '/api/products/add-to-cart', headers, payload });
      const refusal = async (payload: object) => {
        const res = await add(payload);
        return [res.statusCode, res.json().message];
      };
      expect(await refusal({ product_id: 999999, variant_id: a.variant.id })).toEqual([
        404,
        'Product not found.',
      ]);
      expect(await refusal({ product_id: hidden.product.id, variant_id: hidden.variant.id })).toEqual([
        404,
        'Product not found.',
      ]);
      expect(await refusal({ product_id: a.product.id, variant_id: 999999 })).toEqual([
        404,
        'Variant not found.',
      ]);
      expect(await refusal({ product_id: a.product.id, variant_id: b.variant.id })).toEqual([
        400,
        'This variant does not belong to that product.',
      ]);
      const tooMany = await add({ product_id: a.product.id, variant_id: a.variant.id, quantity: 3 });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().message).toContain(a.product.name);
      const invalid = await add({ product_id: a.product.id, variant_id: a.variant.id, quantity: 0 });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors.quantity).toEqual(['quantity must be at least 1']);
    });
  });

  describe('wishlist', () => {
    it('adds idempotently, lists and removes', async () => {
      const { headers } = await shopper(t.app);
      const a = await createProduct(t.app, { price: 500 });
      const url = '/api/products/add-to-wishlist';
      expect(
        (await t.app.inject({ method: 'POST', url, headers, payload: { product_id: a.product.id } }))
          .statusCode,
      ).toBe(200);
      const again = await t.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { product_id: a.product.id },
      });
      expect(again.json().data).toHaveLength(1);
      expect(again.json().data[0]).toMatchObject({
        product: { id: a.product.id, price: 500, in_stock: true },
        variant: null,
        added_at: expect.any(String),
      });
      expect(
        (await t.app.inject({ method: 'POST', url, headers, payload: { product_id: 999999 } })).statusCode,
      ).toBe(404);
      const list = await t.app.inject({ method: 'GET', url: '/api/products/wishlist', headers });
      expect(list.json().data).toHaveLength(1);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/remove-from-wishlist/${a.product.id}`,
        headers,
      });
      expect(removed.json().data).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/products/wishlist' })).statusCode).toBe(401);
    });

    it('keeps the chosen variant and its price; choosing again replaces it; a foreign variant is refused', async () => {
      const { headers } = await shopper(t.app);
      const shirt = await createProduct(t.app, { price: 20_000, salePrice: 18_000, stock: 4 });
      const other = await createProduct(t.app, { price: 100 });
      const url = '/api/products/add-to-wishlist';
      const added = await t.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { product_id: shirt.product.id, variant_id: shirt.variant.id },
      });
      expect(added.statusCode).toBe(200);
      expect(added.json().data[0]).toMatchObject({
        product: { id: shirt.product.id },
        variant: { id: shirt.variant.id, regular_price: 20_000, sale_price: 18_000, stock: 4 },
      });
      // Adding again without a variant keeps the one chosen.
      await t.app.inject({ method: 'POST', url, headers, payload: { product_id: shirt.product.id } });
      const list = await t.app.inject({ method: 'GET', url: '/api/products/wishlist', headers });
      expect(list.json().data[0].variant.id).toBe(shirt.variant.id);

      const foreign = await t.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { product_id: shirt.product.id, variant_id: other.variant.id },
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors.variant_id).toEqual(['This variant does not belong to that product.']);
      const missing = await t.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { product_id: shirt.product.id, variant_id: 2_000_000_000 },
      });
      expect(missing.statusCode).toBe(404);
    });

    it('moves an item into the cart once: it leaves the wishlist, and a second move adds nothing', async () => {
      const { headers } = await shopper(t.app);
      const shirt = await createProduct(t.app, { price: 20_000, stock: 4 });
      await t.app.inject({
        method: 'POST',
        url: '/api/products/add-to-wishlist',
        headers,
        payload: { product_id: shirt.product.id, variant_id: shirt.variant.id },
      });
      const url = `/api/products/move-wishlist-item-to-cart/${shirt.product.id}`;
      const [first, second] = await Promise.all([
        t.app.inject({ method: 'POST', url, headers }),
        t.app.inject({ method: 'POST', url, headers }),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 404]);
      const moved = first.statusCode === 200 ? first : second;
      expect(moved.json().data.wishlist).toEqual([]);
      expect(moved.json().data.cart.cart_items).toEqual([
        expect.objectContaining({ product: expect.objectContaining({ id: shirt.product.id }), quantity: 1 }),
      ]);
      const gone = first.statusCode === 404 ? first : second;
      expect(gone.json().message).toBe('This item is no longer in your wishlist.');
      const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
      expect(me.json().data.cart.cart_items[0].quantity).toBe(1);
    });

    it('moves an item without a chosen variant as its first variant in stock, and refuses one out of stock', async () => {
      const { headers } = await shopper(t.app);
      const radio = await createProduct(t.app, { price: 9_500, stock: 2 });
      const soldOut = await createProduct(t.app, { name: 'Sold Out Cap', price: 3_000, stock: 0 });
      for (const id of [radio.product.id, soldOut.product.id]) {
        await t.app.inject({
          method: 'POST',
          url: '/api/products/add-to-wishlist',
          headers,
          payload: { product_id: id },
        });
      }
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/products/move-wishlist-item-to-cart/${radio.product.id}`,
        headers,
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data.cart.cart_items[0].variant.id).toBe(radio.variant.id);
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/products/move-wishlist-item-to-cart/${soldOut.product.id}`,
        headers,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Sold Out Cap is out of stock.');
      const list = await t.app.inject({ method: 'GET', url: '/api/products/wishlist', headers });
      expect(list.json().data.map((item: { product: { id: number } }) => item.product.id)).toEqual([
        soldOut.product.id,
      ]);
    });
  });
});
