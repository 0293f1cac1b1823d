import { product } from '../../testing/fixtures';
import { productMeta } from './page-meta';

const productData = (meta: ReturnType<typeof productMeta>) =>
  (meta.structuredData ?? []).find((data) => data['@type'] === 'Product');

it("names the product's own brand in its structured data", () => {
  expect(productData(productMeta(product({ brand: 'Tecno' })))?.brand).toEqual({
    '@type': 'Brand',
    name: 'Tecno',
  });
});

it('names no brand for unbranded goods, rather than the shop', () => {
  expect(productData(productMeta(product({ brand: null })))).not.toHaveProperty('brand');
});
