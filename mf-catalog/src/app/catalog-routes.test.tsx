import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { catalogApi, shopQueryClient } from 'shared-contracts';
import { categories, page, product } from '../testing/fixtures';
import { renderInShop, resetSession } from 'shared-contracts/testing/render';
import CatalogRoutes, { lazyPageFor } from './catalog-routes';
import { prefetchPage as prefetchProducts } from './routes/products';
import { prefetchPage as prefetchProduct } from './routes/product';

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
  it.each([
    ['/products', 'products'],
    ['/products/', 'products'],
    ['/products/category/Fashion', 'products'],
    ['/products/7', 'product'],
    ['/', undefined],
    ['/products/7/reviews', undefined],
    ['/cart', undefined],
  ])('knows which lazy page serves %s, to fetch it early', (path, expected) => {
    expect(lazyPageFor(path)).toBe(expected);
  });

  it.each([
    ['/products/category/Home%20%26%20Garden', '?sort=price_asc&page=2&in_stock=true', prefetchProducts],
    ['/products', '?search=rice', prefetchProducts],
    ['/products/7', '', prefetchProduct],
  ])(
    'asks for the data of %s%s before the page renders, under the key the page then reads',
    async (pathname, search, prefetchPage) => {
      shopQueryClient.clear();
      prefetchPage({ pathname, search });
      const calls = () =>
        jest.mocked(catalogApi.products).mock.calls.length +
        jest.mocked(catalogApi.product).mock.calls.length;
      expect(calls()).toBe(1);
      renderInShop(
        <Suspense fallback={<p>loading</p>}>
          <CatalogRoutes />
        </Suspense>,
        { path: '/*', url: pathname + search, queryClient: shopQueryClient },
      );
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      await screen.findAllByText('Adire Shirt');
      expect(calls()).toBe(1);
    },
  );

  it('prefetches a category whose escape is malformed as the router reads it, without throwing', () => {
    prefetchProducts({ pathname: '/products/category/%E0%A4%A', search: '' });
    expect(catalogApi.products).toHaveBeenCalledWith(expect.objectContaining({ category: '%E0%A4%A' }));
  });

  it('prefetches nothing for a product id that cannot exist', () => {
    prefetchProduct({ pathname: '/products/abc' });
    prefetchProduct({ pathname: '/products/0' });
    expect(catalogApi.product).not.toHaveBeenCalled();
  });

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
