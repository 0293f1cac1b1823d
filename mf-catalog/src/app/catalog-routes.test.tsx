import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { catalogApi, createQueryClient } from 'shop-sdk';
import { request } from 'shop-sdk/testing/request';
import { categories, noFacets, page, product } from '../testing/fixtures';
import { renderInShop, resetSession } from 'shop-sdk/testing/render';
import CatalogRoutes from './catalog-routes';
import { prefetch } from './server-routes';

jest.mock('shop-sdk/endpoints');
jest.setTimeout(20_000);

/** As the shell mounts it: at the root, for / and /products/*. */
const renderAt = (url: string, queryClient?: QueryClient) =>
  renderInShop(
    <Suspense fallback={<p>loading</p>}>
      <CatalogRoutes />
    </Suspense>,
    { path: '/*', url, ...(queryClient ? { queryClient } : {}) },
  );

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
  jest.mocked(catalogApi.categories).mockResolvedValue(categories);
  jest.mocked(catalogApi.products).mockResolvedValue(page([product({ name: 'Adire Shirt' })]));
  jest.mocked(catalogApi.product).mockResolvedValue(product({ id: 7, name: 'Adire Shirt' }));
  jest.mocked(catalogApi.facets).mockResolvedValue(noFacets);
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

  it('serves the tracking page at /track and /track/{order number}', async () => {
    const { unmount } = renderAt('/track');
    expect(await screen.findByRole('heading', { level: 1, name: 'Track your order' })).toBeInTheDocument();
    unmount();
    renderAt('/track/KSW-20261207-4QX2ZA');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Track order KSW-20261207-4QX2ZA' }),
    ).toBeInTheDocument();
  });

  it('answers a path under /products that names no page with its own 404', async () => {
    renderAt('/products/x/y');
    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
  });
});

/**
 * What the server fetches before it renders a page is exactly what the page asks for: rendered from the
 * prefetched cache, the page fetches nothing again (the browser hydrates from the same cache).
 */
describe('prefetch', () => {
  it.each([
    ['/', 'link', 'Shop now'],
    ['/products?sort=name&page=2', 'article', 'Adire Shirt'],
    ['/products/category/Beauty%20%26%20Health', 'article', 'Adire Shirt'],
    ['/products/7', 'heading', 'Adire Shirt'],
  ] as const)(
    'fetches what %s renders, so that rendering it fetches nothing more',
    async (url, role, name) => {
      const queryClient = createQueryClient();
      await prefetch(queryClient, new URL(url, 'http://shop'));
      const fetched = () =>
        jest.mocked(catalogApi.products).mock.calls.length +
        jest.mocked(catalogApi.product).mock.calls.length;
      const before = fetched();
      expect(before).toBeGreaterThan(0);
      renderInShop(
        <Suspense fallback={<p>loading</p>}>
          <CatalogRoutes />
        </Suspense>,
        { path: '/*', url, queryClient },
      );
      expect((await screen.findAllByRole(role, { name }))[0]).toBeInTheDocument();
      expect(fetched()).toBe(before);
    },
  );

  it('looks up the order the tracking form sent, so that rendering it asks nothing more', async () => {
    jest.mocked(request.post).mockResolvedValue({
      order_number: 'KSW-20261207-4QX2ZA',
      first_name: 'Chiamaka',
      status: 'processing',
      placed_at: '2026-12-06T09:00:00.000Z',
      delivery_method: 'home',
      estimate: null,
      shipment: null,
    });
    const url = '/track/KSW-20261207-4QX2ZA?phone=08031234567';
    const queryClient = createQueryClient();
    await prefetch(queryClient, new URL(url, 'http://shop'));
    expect(request.post).toHaveBeenCalledTimes(1);
    renderAt(url, queryClient);
    expect(await screen.findByText(/Hello Chiamaka/)).toBeInTheDocument();
    expect(request.post).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of the API for a tracking page without a phone', async () => {
    await prefetch(createQueryClient(), new URL('/track/KSW-20261207-4QX2ZA', 'http://shop'));
    await prefetch(createQueryClient(), new URL('/track', 'http://shop'));
    expect(request.post).not.toHaveBeenCalled();
  });

  it('reads a category with spaces and an ampersand as the page does', async () => {
    await prefetch(createQueryClient(), new URL('/products/category/Beauty%20%26%20Health', 'http://shop'));
    expect(catalogApi.products).toHaveBeenCalledWith(
      expect.objectContaining({ category: 'Beauty & Health' }),
    );
  });
});
