import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from 'shop-sdk';
import { adminKeys } from './query-keys';

describe('adminKeys', () => {
  it('puts every filtered list under lists() and every record under details()', () => {
    const client = new QueryClient();
    client.setQueryData(adminKeys.products.list({ search: 'ankara', page: 2 }), 'page 2');
    client.setQueryData(adminKeys.products.list(), 'page 1');
    client.setQueryData(adminKeys.products.detail(7), 'product 7');
    client.setQueryData(adminKeys.orders.list(), 'orders');

    const lists = client.getQueryCache().findAll({ queryKey: adminKeys.products.lists() });
    expect(lists.map((q) => q.state.data).sort()).toEqual(['page 1', 'page 2']);
    const details = client.getQueryCache().findAll({ queryKey: adminKeys.products.details() });
    expect(details.map((q) => q.state.data)).toEqual(['product 7']);
    expect(client.getQueryCache().findAll({ queryKey: adminKeys.all })).toHaveLength(4);
  });

  it("keeps admin products apart from the storefront catalogue: clearing one leaves the other's cache", () => {
    const client = new QueryClient();
    client.setQueryData(adminKeys.products.detail(7), 'admin product 7');
    client.setQueryData(queryKeys.products.detail(7), 'shop product 7');
    client.setQueryData(queryKeys.products.list({ page: 1 }), 'shop page 1');

    client.removeQueries({ queryKey: adminKeys.products.all });
    expect(client.getQueryData(adminKeys.products.detail(7))).toBeUndefined();
    expect(client.getQueryData(queryKeys.products.detail(7))).toBe('shop product 7');
    expect(client.getQueryData(queryKeys.products.list({ page: 1 }))).toBe('shop page 1');

    client.setQueryData(adminKeys.products.detail(7), 'admin product 7');
    client.removeQueries({ queryKey: queryKeys.products.all });
    expect(client.getQueryData(adminKeys.products.detail(7))).toBe('admin product 7');
  });
});
