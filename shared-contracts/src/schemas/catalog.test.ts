import * as v from 'valibot';
import { isProductSort, PRODUCT_SORTS } from '../constants';
import { productSortSchema } from './catalog';

describe('the listing’s orders', () => {
  it('are told apart without the schema exactly as the schema does', () => {
    const candidates = [...PRODUCT_SORTS, 'price', 'NEWEST', '', ' name', null, undefined, 3, ['rating']];
    for (const value of candidates)
      expect([value, isProductSort(value)]).toEqual([value, v.is(productSortSchema, value)]);
    expect(PRODUCT_SORTS.filter((sort) => isProductSort(sort))).toEqual([...PRODUCT_SORTS]);
    expect(isProductSort('price')).toBe(false);
  });
});
