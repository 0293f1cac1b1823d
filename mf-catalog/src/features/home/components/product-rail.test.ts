import { product, variant } from '../../../testing/fixtures';
import { railProducts } from './product-rail';

const named = (names: string[], stock = 5) =>
  names.map((name) => product({ name, variants: [variant({ stock })] }));
const names = (products: { name: string }[]) => products.map((p) => p.name);

describe('railProducts', () => {
  it('drops a partial last row', () => {
    expect(names(railProducts(named(['a', 'b', 'c', 'd', 'e', 'f']), 8))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps fewer than a row as they are, and never more than the rail size', () => {
    expect(names(railProducts(named(['a', 'b', 'c']), 8))).toEqual(['a', 'b', 'c']);
    expect(railProducts(named('abcdefghijkl'.split('')), 8)).toHaveLength(8);
  });

  it('ranks those in stock first, each group in its order', () => {
    const mixed = [...named(['out1'], 0), ...named(['in1', 'in2']), ...named(['out2'], 0), ...named(['in3'])];
    expect(names(railProducts(mixed, 8))).toEqual(['in1', 'in2', 'in3', 'out1']);
  });
});
