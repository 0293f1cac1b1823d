import type { Attribute, Product, ProductInput } from 'shared-contracts/schemas/catalog';
import { catalogueAdminSuite, placeOrder, type AdminClient } from '../../../test/admin-helpers.js';
import { databases, type TestApp } from '../../../test/helpers.js';

describe.each(databases)('admin: products (%s)', (kind) => {
  const { suite, categoryId, attributeId, products } = catalogueAdminSuite(kind);
  let t: TestApp;
  let c: AdminClient;
  beforeAll(() => {
    ({ t, c } = suite);
  });

  const input = (over: Partial<ProductInput> = {}): ProductInput => ({
    name: 'Tecno Phantom V Fold',
    description: 'Foldable flagship',
    category_id: categoryId('Phones & Tablets'),
    type: 'variable',
    published: false,
    variants: [
      {
        sku: 'TST-FOLD-256-BLK',
        regular_price: 1_250_000,
        sale_price: 1_199_999.99,
        stock: 4,
        attribute_values: [
          { attribute_id: attributeId('Storage'), value: '256GB' },
          { attribute_id: attributeId('Colour'), value: 'Black' },
        ],
      },
      {
        sku: 'TST-FOLD-512-BLK',
        regular_price: 1_450_000,
        stock: 0,
        attribute_values: [
          { attribute_id: attributeId('Storage'), value: '512GB' },
          { attribute_id: attributeId('Colour'), value: 'Midnight' },
        ],
      },
    ],
    ...over,
  });

  it('lists every product, published or not, with search, category and pagination', async () => {
    const page = await products('?page_size=10');
    expect(page.count).toBeGreaterThanOrEqual(60);
    expect(page.results).toHaveLength(10);
    const unpublished = await products('?published=false');
    expect(unpublished.results.map((p) => p.name)).toContain('Ofada Rice 5kg');
    expect(unpublished.results.every((p) => !p.published)).toBe(true);
    const search = await products('?search=tecno');
    expect(search.results.length).toBeGreaterThanOrEqual(2);
    expect(search.results.every((p) => /tecno/i.test(p.name + p.description))).toBe(true);
    const bySlug = await products('?category=groceries&page_size=100');
    const byName = await products(`?category=${encodeURIComponent('Groceries')}&page_size=100`);
    expect(bySlug.count).toBe(byName.count);
    expect(bySlug.results.every((p) => p.category.slug === 'groceries')).toBe(true);
    const first = page.results[0];
    expect(first).toMatchObject({
      images: [
        expect.objectContaining({ url: expect.stringMatching(/^\/api\/uploads\/products\/.+\.svg$/) }),
      ],
    });
    expect((await c.admin({ method: 'GET', url: '/api/admin/products?published=maybe' })).statusCode).toBe(
      400,
    );
  });

  it('creates a product with variants and attribute values (new values are added to the attribute)', async () => {
    const res = await c.admin({ method: 'POST', url: '/api/admin/products', payload: input() });
    expect(res.statusCode).toBe(201);
    const product = res.json<{ data: Product }>().data;
    expect(product).toMatchObject({
      name: 'Tecno Phantom V Fold',
      slug: 'tecno-phantom-v-fold',
      published: false,
      price: 1_199_999.99,
      in_stock: true,
      created_by: c.adminId,
    });
    expect(product.variants[1]).toMatchObject({
      sku: 'TST-FOLD-512-BLK',
      stock: 0,
      sale_price: 0,
      attributes: [
        { attribute: 'Colour', value: 'Midnight' },
        { attribute: 'Storage', value: '512GB' },
      ],
    });
    const colours = (await c.admin({ method: 'GET', url: '/api/admin/attributes' }))
      .json<{ data: Attribute[] }>()
      .data.find((a) => a.name === 'Colour');
    expect(colours?.values).toContain('Midnight');
    expect(
      (await c.admin({ method: 'GET', url: `/api/admin/products/${product.id}` })).json<{ data: Product }>()
        .data.id,
    ).toBe(product.id);

    const again = await c.admin({
      method: 'POST',
      url: '/api/admin/products',
      payload: input({ name: 'Tecno Phantom V Fold' }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      errors: { 'variants.0.sku': ['SKU already exists'], 'variants.1.sku': ['SKU already exists'] },
    });
  });

  it('validates the body and the references', async () => {
    const invalid = await c.admin({
      method: 'POST',
      url: '/api/admin/products',
      payload: { name: '', category_id: 'x', variants: [] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({
      name: ['Name is required'],
      category_id: ['Category is required'],
    });
    const noVariants = await c.admin({
      method: 'POST',
      url: '/api/admin/products',
      payload: { ...input(), variants: [] },
    });
    expect(noVariants.json().errors).toMatchObject({ variants: ['At least one variant is required'] });
    const refs = await c.admin({
      method: 'POST',
      url: '/api/admin/products',
      payload: input({
        category_id: 999_999,
        variants: [
          {
            sku: 'TST-NEW-1',
            regular_price: 100,
            stock: 1,
            attribute_values: [{ attribute_id: 999_999, value: 'X' }],
          },
          { sku: 'tst-new-1', regular_price: 100.001, stock: -1 },
        ],
      }),
    });
    expect(refs.statusCode).toBe(400);
    expect(refs.json().errors).toMatchObject({
      'variants.1.regular_price': ['Price has at most two decimals'],
      'variants.1.stock': ['Stock cannot be negative'],
    });
    const refsOnly = await c.admin({
      method: 'POST',
      url: '/api/admin/products',
      payload: input({
        category_id: 999_999,
        variants: [
          {
            sku: 'TST-NEW-1',
            regular_price: 100,
            stock: 1,
            attribute_values: [{ attribute_id: 999_999, value: 'X' }],
          },
          { sku: 'tst-new-1', regular_price: 100, stock: 1 },
        ],
      }),
    });
    expect(refsOnly.json().errors).toEqual({
      category_id: ['Category not found'],
      'variants.0.attribute_values.0.attribute_id': ['Attribute not found'],
      'variants.1.sku': ['SKU is repeated'],
    });
  });

  it('replaces a product: updates kept variants, inserts new ones, deletes missing ones', async () => {
    const created = (
      await c.admin({
        method: 'POST',
        url: '/api/admin/products',
        payload: input({
          name: 'Infinix Zero Flip',
          variants: [
            { sku: 'TST-FLIP-A', regular_price: 900_000, stock: 3 },
            { sku: 'TST-FLIP-B', regular_price: 950_000, stock: 3 },
          ],
        }),
      })
    ).json<{ data: Product }>().data;
    const [a, b] = created.variants;
    const res = await c.admin({
      method: 'PUT',
      url: `/api/admin/products/${created.id}`,
      payload: input({
        name: 'Infinix Zero Flip 5G',
        published: true,
        category_id: categoryId('Electronics'),
        variants: [
          {
            id: b?.id,
            sku: 'TST-FLIP-A',
            regular_price: 960_000,
            sale_price: 940_000,
            stock: 7,
            attribute_values: [{ attribute_id: attributeId('Colour'), value: 'Gold' }],
          },
          { sku: 'TST-FLIP-C', regular_price: 1_000_000, stock: 0 },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<{ data: Product }>().data;
    expect(updated).toMatchObject({
      name: 'Infinix Zero Flip 5G',
      slug: 'infinix-zero-flip-5g',
      published: true,
      category: { name: 'Electronics' },
      price: 940_000,
    });
    expect(updated.variants.map((v) => [v.id === b?.id, v.sku, v.stock])).toEqual([
      [true, 'TST-FLIP-A', 7],
      [false, 'TST-FLIP-C', 0],
    ]);
    expect(updated.variants[0]?.attributes).toEqual([{ attribute: 'Colour', value: 'Gold' }]);
    expect(updated.variants.some((v) => v.id === a?.id)).toBe(false);

    const foreign = await c.admin({
      method: 'PUT',
      url: `/api/admin/products/${created.id}`,
      payload: input({ variants: [{ id: 1, sku: 'TST-X', regular_price: 1, stock: 1 }] }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ 'variants.0.id': ['Variant does not belong to this product'] });
    expect(
      (await c.admin({ method: 'PUT', url: '/api/admin/products/999999', payload: input() })).statusCode,
    ).toBe(404);
  });

  it('refuses to drop an ordered variant or delete an ordered product; deletes others', async () => {
    const created = (
      await c.admin({
        method: 'POST',
        url: '/api/admin/products',
        payload: input({
          name: 'Ordered Thing',
          variants: [
            { sku: 'TST-ORD-A', regular_price: 1000, stock: 5 },
            { sku: 'TST-ORD-B', regular_price: 1000, stock: 5 },
          ],
        }),
      })
    ).json<{ data: Product }>().data;
    const [a, b] = created.variants;
    await placeOrder(t, c.adminId, { variantId: a?.id ?? 0, quantity: 1 });
    const drop = await c.admin({
      method: 'PUT',
      url: `/api/admin/products/${created.id}`,
      payload: input({
        name: 'Ordered Thing',
        variants: [{ id: b?.id, sku: 'TST-ORD-B', regular_price: 1000, stock: 5 }],
      }),
    });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().message).toBe(
      'Variant TST-ORD-A cannot be removed because customers have ordered it. Keep it and set its stock to 0 instead.',
    );
    const del = await c.admin({ method: 'DELETE', url: `/api/admin/products/${created.id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      '"Ordered Thing" cannot be deleted because customers have ordered it. Unpublish it instead.',
    );

    const spare = (
      await c.admin({
        method: 'POST',
        url: '/api/admin/products',
        payload: input({
          name: 'Spare Thing',
          variants: [{ sku: 'TST-SPARE', regular_price: 10, stock: 1 }],
        }),
      })
    ).json<{ data: Product }>().data;
    expect((await c.admin({ method: 'DELETE', url: `/api/admin/products/${spare.id}` })).statusCode).toBe(
      200,
    );
    expect((await c.admin({ method: 'GET', url: `/api/admin/products/${spare.id}` })).statusCode).toBe(404);
    expect((await c.admin({ method: 'DELETE', url: `/api/admin/products/${spare.id}` })).statusCode).toBe(
      404,
    );
  });
});
