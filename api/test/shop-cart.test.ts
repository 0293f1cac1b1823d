import { variants } from '../src/db/schema.js';
import { createProduct, shopper } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

describe.each(databases)('catalog, cart and wishlist (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(async () => t.close());

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
});
