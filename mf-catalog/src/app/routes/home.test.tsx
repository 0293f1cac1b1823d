import { screen, within } from '@testing-library/react';
import { catalogApi } from 'shared-contracts';
import { categories, page, product, variant } from '../../testing/fixtures';
import { renderInShop, resetSession } from 'shared-contracts/testing/render';
import HomePage from './home';

jest.mock('shared-contracts/endpoints');
// User-event typing is slow on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
});

test('shows the hero, category tiles, new arrivals and products on sale, all linking into the catalog', async () => {
  jest.mocked(catalogApi.categories).mockResolvedValue(categories);
  jest
    .mocked(catalogApi.products)
    .mockImplementation(async (query) =>
      query.sort === 'newest'
        ? page([product({ name: 'Fresh Kaftan' })])
        : page([
            product({ name: 'Full Price Bag' }),
            product({ name: 'Cheap Radio', variants: [variant({ regular_price: 9000, sale_price: 7000 })] }),
          ]),
    );
  renderInShop(<HomePage />, { path: '/', url: '/' });

  expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/products');
  const electronics = await screen.findByRole('link', { name: /Electronics/ });
  expect(electronics).toHaveAttribute('href', '/products/category/Electronics');
  expect(within(electronics).getByText('8 products')).toBeInTheDocument();

  const fresh = within(await screen.findByRole('region', { name: 'New arrivals' }));
  expect(fresh.getByRole('article', { name: 'Fresh Kaftan' })).toBeInTheDocument();

  const sale = within(screen.getByRole('region', { name: 'On sale' }));
  expect(sale.getByRole('article', { name: 'Cheap Radio' })).toBeInTheDocument();
  expect(sale.queryByRole('article', { name: 'Full Price Bag' })).not.toBeInTheDocument();
  expect(sale.getByText('₦7,000.00')).toBeInTheDocument();

  expect(catalogApi.products).toHaveBeenCalledWith({ sort: 'newest', page_size: 8 });
});
