import { createProduct, shopper } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

describe.each(databases)('catalog, cart and wishlist (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(async () => t.close());

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
