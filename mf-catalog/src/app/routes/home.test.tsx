import { screen, within } from '@testing-library/react';
import { catalogApi, storeApi, wishlistApi } from 'shop-sdk';
import { categories, page, product, variant } from '../../testing/fixtures';
import { renderInShop, resetSession } from 'shop-sdk/testing/render';
import HomePage from './home';

jest.mock('shop-sdk/endpoints');
// User-event typing is slow on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
  jest.mocked(storeApi.banners).mockResolvedValue([]);
});

test('shows the live promotion banners first, each linking to its landing page', async () => {
  jest.mocked(catalogApi.categories).mockResolvedValue(categories);
  jest.mocked(catalogApi.products).mockResolvedValue(page([]));
  jest.mocked(storeApi.banners).mockResolvedValue([
    {
      id: 1,
      title: 'Black Friday week',
      text: 'Phones at their lowest',
      picture: null,
      picture_alt: '',
      link: '/promotions/black-friday-7',
      countdown_to: null,
    },
  ]);
  renderInShop(<HomePage />, { path: '/', url: '/' });
  const promotions = await screen.findByRole('region', { name: 'Promotions' });
  expect(within(promotions).getByRole('link', { name: 'Black Friday week' })).toHaveAttribute(
    'href',
    '/promotions/black-friday-7',
  );
  // Above the hero.
  const hero = screen.getByRole('heading', { level: 1 });
  expect(promotions.compareDocumentPosition(hero) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('shows the hero, category tiles, new arrivals and products on sale, all linking into the catalog', async () => {
  jest.mocked(catalogApi.categories).mockResolvedValue(categories);
  jest
    .mocked(catalogApi.products)
    .mockImplementation(async (query) =>
      query.on_sale
        ? page([
            product({ name: 'Cheap Radio', variants: [variant({ regular_price: 9000, sale_price: 7000 })] }),
          ])
        : page([product({ name: 'Fresh Kaftan' })]),
    );
  renderInShop(<HomePage />, { path: '/', url: '/' });

  expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/products');
  const electronics = await screen.findByRole('link', { name: /Electronics/ });
  expect(electronics).toHaveAttribute('href', '/products/category/Electronics');
  expect(within(electronics).getByText('8 products')).toBeInTheDocument();

  const fresh = within(await screen.findByRole('region', { name: 'New arrivals' }));
  expect(await fresh.findByRole('article', { name: 'Fresh Kaftan' })).toBeInTheDocument();

  const sale = within(screen.getByRole('region', { name: 'On sale' }));
  expect(await sale.findByRole('article', { name: 'Cheap Radio' })).toBeInTheDocument();
  expect(sale.queryByRole('article', { name: 'Fresh Kaftan' })).not.toBeInTheDocument();
  expect(sale.getByText('₦7,000.00')).toBeInTheDocument();
  expect(sale.getByRole('link', { name: 'View all' })).toHaveAttribute(
    'href',
    '/products?on_sale=true&sort=price_asc',
  );

  // The API picks what is on sale: a rail's worth of products, not a wide page to filter here.
  expect(catalogApi.products).toHaveBeenCalledWith({ sort: 'newest', page_size: 12 });
  expect(catalogApi.products).toHaveBeenCalledWith({ on_sale: true, sort: 'price_asc', page_size: 12 });
});

test('rails show whole rows of four, in-stock products first', async () => {
  jest.mocked(catalogApi.categories).mockResolvedValue(categories);
  const soldOut = (name: string) => product({ name, variants: [variant({ stock: 0 })] });
  const inStock = (name: string) => product({ name });
  jest
    .mocked(catalogApi.products)
    .mockImplementation(async (query) =>
      !query.on_sale
        ? page([
            soldOut('Gone Wrapper'),
            inStock('A1'),
            inStock('A2'),
            soldOut('Gone Shoe'),
            inStock('A3'),
            inStock('A4'),
            inStock('A5'),
            inStock('A6'),
            inStock('A7'),
          ])
        : page([]),
    );
  renderInShop(<HomePage />, { path: '/', url: '/' });
  const rail = within(await screen.findByRole('region', { name: 'New arrivals' }));
  await rail.findByRole('article', { name: 'A1' });
  // Nine candidates, seven in stock: the eight shown are the seven, then the first out of stock.
  expect(rail.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
    'A1',
    'A2',
    'A3',
    'A4',
    'A5',
    'A6',
    'A7',
    'Gone Wrapper',
  ]);
  // No sale products: that rail is not shown at all.
  expect(screen.queryByRole('region', { name: 'On sale' })).not.toBeInTheDocument();
  expect(wishlistApi.list).not.toHaveBeenCalled();
});
