import { addToCart, createCategory, createProduct, shopper } from '../../../test/fixtures.js';
import { describeSettings } from './settings-testing.js';

describeSettings('settings, delivery and VAT', (suite) => {
  const { t, admin, kind, api, quote, cartWith, checkout } = suite;

  it('shows the VAT contained per rate: standard, zero-rated, exempt, a product override and delivery', async () => {
    const buyer = await shopper(t.app);
    const food = await createCategory(t.app);
    const gadgets = await createCategory(t.app);
    const setCategory = (id: number, vat_class: string) =>
      api('PUT', `/api/admin/settings/vat/categories/${id}`, admin, { vat_class });
    expect((await setCategory(food.id, 'zero')).statusCode).toBe(200);
    expect((await setCategory(gadgets.id, 'standard')).statusCode).toBe(200);
    const radio = await createProduct(t.app, { price: 10_750, stock: 5, categoryId: gadgets.id });
    const rice = await createProduct(t.app, { price: 5_000, stock: 5, categoryId: food.id });
    const pads = await createProduct(t.app, { price: 2_000, stock: 5, categoryId: gadgets.id });
    const honey = await createProduct(t.app, { price: 1_075, stock: 5, categoryId: food.id });
    // Overrides: pads exempt although their category is standard; honey standard although food is zero-rated.
    expect(
      (
        await api('PUT', `/api/admin/settings/vat/products/${pads.product.id}`, admin, {
          vat_class: 'exempt',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await api('PUT', `/api/admin/settings/vat/products/${honey.product.id}`, admin, {
          vat_class: 'standard',
        })
      ).statusCode,
    ).toBe(200);
    for (const p of [radio, rice, pads, honey]) {
      await addToCart(t.app, buyer.headers, p.product.id, p.variant.id, 1);
    }
    const q = await quote(buyer.headers, '?state=Lagos');
    // 10,750 + 5,000 + 2,000 + 1,075 = 18,825; Lagos delivery 2,500.
    expect(q).toMatchObject({ subtotal: 18_825, shipping_fee: 2500, total: 21_325 });
    // 7.5 %: radio 750 + honey 75 + delivery 174.42 (17,441.86 kobo); 0 %: rice; pads exempt are not listed.
    expect(q.vat).toEqual([
      { rate: 7.5, amount: 999.42 },
      { rate: 0, amount: 0 },
    ]);
    const byId = new Map(q.items.map((i: { product_id: number }) => [i.product_id, i]));
    expect(byId.get(pads.product.id)).toMatchObject({ vat_class: 'exempt', vat_rate: 0 });
    expect(byId.get(honey.product.id)).toMatchObject({ vat_class: 'standard', vat_rate: 7.5 });
    expect(byId.get(rice.product.id)).toMatchObject({ vat_class: 'zero', vat_rate: 0 });

    const placed = await checkout(buyer.headers, { expected_total: q.total });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    expect(order.vat).toEqual(q.vat);
    expect(order.discount).toBe(0);
    expect(order.items.map((i: { vat_rate: number }) => i.vat_rate).sort()).toEqual([0, 0, 7.5, 7.5]);

    // The standard rate changes afterwards: the next quote uses it, the order keeps its own.
    expect((await api('PUT', '/api/admin/settings/vat', admin, { rate: 10 })).statusCode).toBe(200);
    const next = await cartWith(11_000, 1, gadgets.id);
    expect((await quote(next.headers, '?state=Lagos')).vat).toEqual([{ rate: 10, amount: 1227.27 }]);
    expect((await api('GET', `/api/orders/${order.id}`, buyer.headers)).json().data.vat).toEqual(q.vat);
    expect((await api('PUT', '/api/admin/settings/vat', admin, { rate: 7.5 })).statusCode).toBe(200);
  });

  it('the product form sets, keeps and clears a product’s own VAT class; the quote taxes it so', async () => {
    const food = await createCategory(t.app);
    expect(
      (await api('PUT', `/api/admin/settings/vat/categories/${food.id}`, admin, { vat_class: 'zero' }))
        .statusCode,
    ).toBe(200);
    const body = (vat_class?: string | null) => ({
      name: `Tin tomatoes ${kind}`,
      category_id: food.id,
      variants: [{ sku: `TOM-${kind}`, regular_price: 1_075, stock: 20 }],
      ...(vat_class === undefined ? {} : { vat_class }),
    });
    const created = await api('POST', '/api/admin/products', admin, body('standard'));
    expect(created.statusCode).toBe(201);
    const product = created.json().data;
    expect(product.vat_class).toBe('standard');
    const taxed = async () => {
      const buyer = await shopper(t.app);
      await addToCart(t.app, buyer.headers, product.id, product.variants[0].id, 1);
      return (await quote(buyer.headers, '?state=Lagos')).items[0];
    };
    expect(await taxed()).toMatchObject({ vat_class: 'standard', vat_rate: 7.5 });
    // An edit without the field keeps it; null follows the category again; a wrong class is a 400.
    const keep = await api('PUT', `/api/admin/products/${product.id}`, admin, {
      ...body(),
      variants: [{ id: product.variants[0].id, sku: `TOM-${kind}`, regular_price: 1_075, stock: 20 }],
    });
    expect(keep.json().data.vat_class).toBe('standard');
    const cleared = await api('PUT', `/api/admin/products/${product.id}`, admin, {
      ...body(null),
      variants: [{ id: product.variants[0].id, sku: `TOM-${kind}`, regular_price: 1_075, stock: 20 }],
    });
    expect(cleared.json().data.vat_class).toBeNull();
    expect(await taxed()).toMatchObject({ vat_class: 'zero', vat_rate: 0 });
    const bad = await api('PUT', `/api/admin/products/${product.id}`, admin, body('luxury'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.vat_class).toEqual(['Choose standard, zero-rated, exempt or as its category']);
    const history = (await api('GET', '/api/admin/settings/history')).json().data.results;
    expect(history[0]).toMatchObject({
      section: 'vat_classes',
      summary: `Tin tomatoes ${kind}: as its category`,
    });
  });
});
