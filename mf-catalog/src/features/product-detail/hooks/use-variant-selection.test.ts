import { act, renderHook } from '@testing-library/react';
import type { Variant } from 'shared-contracts';
import { attributeGroups, useVariantSelection } from './use-variant-selection';

const v = (id: number, stock: number, colour: string, size: string): Variant => ({
  id,
  sku: `B-${id}`,
  sale_price: 0,
  regular_price: 1000,
  stock,
  attributes: [
    { attribute: 'Colour', value: colour },
    { attribute: 'Size', value: size },
  ],
});

const boots = [v(1, 0, 'Black', '40'), v(2, 5, 'White', '40'), v(3, 2, 'Black', '41'), v(4, 0, 'Red', '41')];

test('groups values by attribute and marks values no variant in stock has', () => {
  expect(attributeGroups(boots)).toEqual([
    {
      name: 'Colour',
      options: [
        { value: 'Black', unavailable: false },
        { value: 'White', unavailable: false },
        { value: 'Red', unavailable: true },
      ],
    },
    {
      name: 'Size',
      options: [
        { value: '40', unavailable: false },
        { value: '41', unavailable: false },
      ],
    },
  ]);
});

test('starts on the first variant in stock and moves to one in stock when a choice does not combine', () => {
  const { result } = renderHook(() => useVariantSelection(boots));
  expect(result.current.variant?.id).toBe(2);
  act(() => result.current.select('Colour', 'Black'));
  // Black 40 is sold out, so Black 41 is chosen.
  expect(result.current.variant?.id).toBe(3);
  expect(result.current.selection).toEqual({ Colour: 'Black', Size: '41' });
  act(() => result.current.select('Size', '40'));
  expect(result.current.variant?.id).toBe(2);
});

test('variants without attributes are chosen directly', () => {
  const plain: Variant[] = [
    { id: 8, sku: 'A', sale_price: 0, regular_price: 10, stock: 0, attributes: [] },
    { id: 9, sku: 'B', sale_price: 0, regular_price: 12, stock: 3, attributes: [] },
  ];
  const { result } = renderHook(() => useVariantSelection(plain));
  expect(result.current.plain).toBe(true);
  expect(result.current.variant?.id).toBe(9);
});
