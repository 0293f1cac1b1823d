import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Product } from 'shared-contracts';
import { usersApi } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import { apiError } from 'shop-sdk/testing/render';
import { theme } from 'shared-contracts/ui/theme';
import AdminRoutes from '../../../app/admin-routes';
import { adminProfile, categoriesFixture } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');

const product = {
  id: 9,
  name: 'Ankara Shirt',
  slug: 'ankara-shirt',
  category: { id: 1, name: 'Fashion', slug: 'fashion' },
  type: 'simple',
  published: false,
  image: null,
  variants: [{ id: 40, sku: 'ANK-M', sale_price: 0, regular_price: 12500, stock: 4, attributes: [] }],
  price: 12500,
} as unknown as Product;

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest.mocked(adminApi.categories).mockResolvedValue(categoriesFixture);
  jest.mocked(adminApi.products).mockResolvedValue({ results: [product], count: 1, page: 1, page_size: 20 });
});

it('filters by search, category and published state, with view and edit links', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/products' });
  const user = userEvent.setup();
  const row = (await screen.findByRole('link', { name: 'Ankara Shirt' })).closest('tr') as HTMLElement;
  expect(within(row).getByText('Draft')).toBeInTheDocument();
  expect(within(row).getByText('₦12,500.00')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Edit Ankara Shirt' })).toHaveAttribute(
    'href',
    '/admin/products/edit-product/9',
  );
  expect(within(row).getByRole('link', { name: 'View Ankara Shirt' })).toHaveAttribute(
    'href',
    '/admin/products/view-product/9',
  );

  await user.selectOptions(screen.getByLabelText('Category'), 'Fashion');
  await waitFor(() =>
    expect(adminApi.products).toHaveBeenLastCalledWith({ category: 'fashion', page: 1, page_size: 20 }),
  );
  await user.selectOptions(screen.getByLabelText('Published'), 'Drafts');
  await waitFor(() =>
    expect(adminApi.products).toHaveBeenLastCalledWith({
      category: 'fashion',
      published: 'false',
      page: 1,
      page_size: 20,
    }),
  );
  await user.type(screen.getByRole('searchbox'), 'ankara');
  await waitFor(() =>
    expect(adminApi.products).toHaveBeenLastCalledWith({
      search: 'ankara',
      category: 'fashion',
      published: 'false',
      page: 1,
      page_size: 20,
    }),
  );
});

it('deletes a product after confirmation', async () => {
  jest.mocked(adminApi.deleteProduct).mockResolvedValue(null);
  renderAdmin(<AdminRoutes />, { url: '/admin/products' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Ankara Shirt' }));
  await user.click(screen.getByRole('button', { name: 'Delete product' }));
  await waitFor(() => expect(adminApi.deleteProduct).toHaveBeenCalledWith(9));
  expect(await screen.findByText('Ankara Shirt deleted!')).toBeInTheDocument();
});

it("keeps the server's refusal on the page after a failed delete", async () => {
  jest
    .mocked(adminApi.deleteProduct)
    .mockRejectedValue(apiError(409, { message: 'Ankara Shirt is in open orders.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/products' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Ankara Shirt' }));
  await user.click(screen.getByRole('button', { name: 'Delete product' }));
  await waitFor(() =>
    expect(
      screen.getAllByRole('alert').some((el) => el.textContent === 'Ankara Shirt is in open orders.'),
    ).toBe(true),
  );
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete Ankara Shirt' })).toBeInTheDocument();
});

it('says "Loading products…" until the list arrives', async () => {
  jest.mocked(adminApi.products).mockReturnValueOnce(new Promise(() => undefined));
  renderAdmin(<AdminRoutes />, { url: '/admin/products' });
  expect(await screen.findByText('Loading products…')).toBeInTheDocument();
});

it('says when no product matches the filters', async () => {
  jest.mocked(adminApi.products).mockResolvedValueOnce({ results: [], count: 0, page: 1, page_size: 20 });
  renderAdmin(<AdminRoutes />, { url: '/admin/products?published=false' });
  expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Published' })).toHaveValue('false');
});

it('says in plain words when the server fails, without its internals, and offers to try again', async () => {
  jest
    .mocked(adminApi.products)
    .mockRejectedValueOnce(apiError(500, { message: 'relation "products" does not exist' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/products' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not load this section.');
  expect(alert).not.toHaveTextContent('relation');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
});

it('shows stock summed over the variants, in red when none is left', async () => {
  jest.mocked(adminApi.products).mockResolvedValueOnce({
    results: [
      {
        ...product,
        variants: [
          { ...product.variants[0]!, id: 41, stock: 0 },
          { ...product.variants[0]!, id: 42, stock: 0 },
        ],
      },
    ],
    count: 1,
    page: 1,
    page_size: 20,
  });
  renderAdmin(<AdminRoutes />, { url: '/admin/products' });
  const row = (await screen.findByRole('link', { name: 'Ankara Shirt' })).closest('tr')!;
  expect(within(row).getByText('2 variants')).toBeInTheDocument();
  expect(within(row).getByText('0')).toHaveStyle({ color: theme.danger });
});
