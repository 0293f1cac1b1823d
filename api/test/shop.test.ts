import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { productImages } from '../src/db/schema.js';
import { catalogTables } from '../src/modules/catalog/index.js';
import { createCategory, createProduct } from './fixtures.js';
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
});
