import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('builds query keys that nest under their family', () => {
    expect(queryKeys.products.detail(5).slice(0, 1)).toEqual(queryKeys.products.all);
    expect(queryKeys.products.list({ category: 'Fashion' })).toEqual([
      'products',
      'list',
      { category: 'Fashion' },
    ]);
  });
});
