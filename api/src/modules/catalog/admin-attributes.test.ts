import type { Attribute } from 'shared-contracts/schemas/catalog';
import { catalogueAdminSuite, type AdminClient } from '../../../test/admin-helpers.js';
import { databases } from '../../../test/helpers.js';

describe.each(databases)('admin: attributes (%s)', (kind) => {
  const { suite } = catalogueAdminSuite(kind);
  let c: AdminClient;
  let attributes: Attribute[];
  beforeAll(() => {
    ({ c, attributes } = suite);
  });

  it('lists the seeded attributes with values', () => {
    expect(attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['Size', 'Colour', 'Storage']));
    expect(attributes.find((a) => a.name === 'Storage')?.values).toEqual(
      expect.arrayContaining(['128GB', '256GB']),
    );
  });

  it('creates, edits values, refuses duplicates and deletes', async () => {
    const created = await c.admin({
      method: 'POST',
      url: '/api/admin/attributes',
      payload: { name: 'Material', values: ['Cotton', 'Lace', 'cotton', 'Silk'] },
    });
    expect(created.statusCode).toBe(201);
    const material = created.json<{ data: Attribute }>().data;
    expect(material.values).toEqual(['Cotton', 'Lace', 'Silk']);
    expect(
      (await c.admin({ method: 'POST', url: '/api/admin/attributes', payload: { name: 'material' } })).json(),
    ).toMatchObject({
      errors: { name: ['An attribute with this name already exists'] },
    });
    expect(
      (
        await c.admin({
          method: 'POST',
          url: '/api/admin/attributes',
          payload: { name: 'X', values: [''] },
        })
      ).statusCode,
    ).toBe(400);

    const edited = await c.admin({
      method: 'PUT',
      url: `/api/admin/attributes/${material.id}`,
      payload: { name: 'Fabric', values: ['Cotton', 'Ankara wax'] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: Attribute }>().data).toEqual({
      id: material.id,
      name: 'Fabric',
      values: ['Cotton', 'Ankara wax'],
    });
    expect(
      (await c.admin({ method: 'DELETE', url: `/api/admin/attributes/${material.id}` })).statusCode,
    ).toBe(200);
    expect(
      (await c.admin({ method: 'DELETE', url: `/api/admin/attributes/${material.id}` })).statusCode,
    ).toBe(404);
  });

  it('refuses to remove values or attributes that variants use', async () => {
    const storage = attributes.find((a) => a.name === 'Storage');
    const drop = await c.admin({
      method: 'PUT',
      url: `/api/admin/attributes/${storage?.id ?? 0}`,
      payload: { name: 'Storage', values: ['32GB'] },
    });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().message).toMatch(
      /^Cannot remove "64GB", "128GB", "256GB", "512GB": still used by product variants/,
    );
    const del = await c.admin({ method: 'DELETE', url: `/api/admin/attributes/${storage?.id ?? 0}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/^Cannot delete "Storage" because \d+ variants use it/);
  });
});
