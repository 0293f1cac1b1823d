import type { Category } from 'shared-contracts/schemas/catalog';
import { catalogueAdminSuite, type AdminClient } from '../../../test/admin-helpers.js';
import { databases } from '../../../test/helpers.js';

describe.each(databases)('admin: categories (%s)', (kind) => {
  const { suite } = catalogueAdminSuite(kind);
  let c: AdminClient;
  let categories: Category[];
  beforeAll(() => {
    ({ c, categories } = suite);
  });

  it('lists categories with their product counts', () => {
    expect(categories.map((x) => x.name)).toEqual(
      expect.arrayContaining(['Electronics', 'Fashion', 'Home & Garden', 'Sports']),
    );
    expect(categories.find((x) => x.name === 'Home & Garden')).toMatchObject({
      slug: 'home-garden',
      product_count: expect.any(Number),
    });
    expect(categories.every((x) => x.product_count > 0)).toBe(true);
  });

  it('creates with a generated slug, refuses duplicate names, updates and deletes an empty one', async () => {
    const created = await c.admin({
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: '  Baby & Kids ', description: 'Nappies and toys' },
    });
    expect(created.statusCode).toBe(201);
    const category = created.json<{ data: Category }>().data;
    expect(category).toMatchObject({
      name: 'Baby & Kids',
      slug: 'baby-kids',
      description: 'Nappies and toys',
      product_count: 0,
    });

    const duplicate = await c.admin({
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: 'baby & kids' },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({
      errors: { name: ['A category with this name already exists'] },
    });
    const empty = await c.admin({ method: 'POST', url: '/api/admin/categories', payload: { name: '' } });
    expect(empty.json()).toMatchObject({ errors: { name: ['Name is required'] } });

    const renamed = await c.admin({
      method: 'PUT',
      url: `/api/admin/categories/${category.id}`,
      payload: { name: 'Baby Products' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ data: Category }>().data).toMatchObject({
      name: 'Baby Products',
      slug: 'baby-products',
    });
    const clash = await c.admin({
      method: 'PUT',
      url: `/api/admin/categories/${category.id}`,
      payload: { name: 'Electronics' },
    });
    expect(clash.statusCode).toBe(400);
    expect(
      (await c.admin({ method: 'PUT', url: '/api/admin/categories/999999', payload: { name: 'Nothing' } }))
        .statusCode,
    ).toBe(404);

    expect(
      (await c.admin({ method: 'DELETE', url: `/api/admin/categories/${category.id}` })).statusCode,
    ).toBe(200);
    expect(
      (await c.admin({ method: 'DELETE', url: `/api/admin/categories/${category.id}` })).statusCode,
    ).toBe(404);
  });

  it('refuses to delete a category that still has products, with 409 and a clear message', async () => {
    const sports = categories.find((x) => x.name === 'Sports');
    const res = await c.admin({ method: 'DELETE', url: `/api/admin/categories/${sports?.id ?? 0}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Cannot delete "Sports" because it still has ${sports?.product_count ?? 0} products. Move or delete them first.`,
    );
  });
});
