import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { catalogApi } from 'shared-contracts';
import { categories, page, product } from '../testing/fixtures';
import { renderInShop, resetSession } from 'shared-contracts/testing/render';
import CatalogRoutes from './catalog-routes';

jest.mock('shared-contracts/endpoints');
jest.setTimeout(20_000);

/** As the shell mounts it: at the root, for / and /products/*. */
const renderAt = (url: string) =>
  renderInShop(
    <Suspense fallback={<p>loading</p>}>
      <CatalogRoutes />
    </Suspense>,
    { path: '/*', url },
  );

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
  jest.mocked(catalogApi.categories).mockResolvedValue(categories);
  jest.mocked(catalogApi.products).mockResolvedValue(page([product({ name: 'Adire Shirt' })]));
  jest.mocked(catalogApi.product).mockResolvedValue(product({ id: 7, name: 'Adire Shirt' }));
});

describe('the catalog route subtree (./routes)', () => {
  it('serves the home page at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/products');
  });

  it('serves the product list, a category and a product page under /products', async () => {
    const { unmount } = renderAt('/products/category/Fashion');
    expect(await screen.findByRole('article', { name: 'Adire Shirt' })).toBeInTheDocument();
    unmount();
    renderAt('/products/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adire Shirt' })).toBeInTheDocument();
  });

  it('answers a path under /products that names no page with its own 404', async () => {
    renderAt('/products/x/y');
    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
  });
});
