import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersApi } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { adminProfile, categoriesFixture } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';
import { translationsDraftOf } from '../../../components/common/translations-fields';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest.mocked(adminApi.categories).mockResolvedValue(categoriesFixture);
});

it("shows the server's refusal when a category still has products", async () => {
  const refusal = 'Cannot delete "Fashion" because it still has 3 products. Move or delete them first.';
  jest.mocked(adminApi.deleteCategory).mockRejectedValue(apiError(409, { message: refusal }));
  renderAdmin(<AdminRoutes />, { url: '/admin/categories' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Fashion' }));
  await user.click(screen.getByRole('button', { name: 'Delete category' }));
  expect(adminApi.deleteCategory).toHaveBeenCalledWith(1);
  // Both the error toast and the banner above the list carry it.
  await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2));
});

it('validates, adds and edits categories', async () => {
  jest.mocked(adminApi.createCategory).mockResolvedValue({
    id: 3,
    name: 'Books',
    slug: 'books',
    description: '',
    product_count: 0,
    translations: {},
  });
  jest.mocked(adminApi.updateCategory).mockResolvedValue({ ...categoriesFixture[1]!, name: 'Gadgets' });
  renderAdmin(<AdminRoutes />, { url: '/admin/categories' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add category' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Category name'), 'Books');
  await user.click(screen.getByRole('button', { name: 'Add category' }));
  await waitFor(() =>
    expect(adminApi.createCategory).toHaveBeenCalledWith({
      name: 'Books',
      description: '',
      translations: translationsDraftOf(),
    }),
  );
  expect(await screen.findByText('Category added!')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit Electronics' }));
  const name = screen.getByLabelText('Category name');
  expect(name).toHaveValue('Electronics');
  await user.clear(name);
  await user.type(name, 'Gadgets');
  await user.click(screen.getByRole('button', { name: 'Save category' }));
  await waitFor(() =>
    expect(adminApi.updateCategory).toHaveBeenCalledWith(2, {
      name: 'Gadgets',
      description: '',
      translations: translationsDraftOf({ yo: { name: 'Ẹ̀rọ Abánáṣiṣẹ́', description: '' } }),
    }),
  );
});

it('says "Loading categories…" until the list arrives', async () => {
  jest.mocked(adminApi.categories).mockReturnValueOnce(new Promise(() => undefined));
  renderAdmin(<AdminRoutes />, { url: '/admin/categories' });
  expect(await screen.findByText('Loading categories…')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add category' })).toBeInTheDocument();
});

it('says there are no categories yet, and still offers the form to add one', async () => {
  jest.mocked(adminApi.categories).mockResolvedValueOnce([]);
  renderAdmin(<AdminRoutes />, { url: '/admin/categories' });
  expect(await screen.findByText('No categories yet.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Category name')).toHaveValue('');
});

it("shows the server's message when the categories cannot load, and tries again on request", async () => {
  jest
    .mocked(adminApi.categories)
    .mockRejectedValueOnce(apiError(503, { message: 'Categories are unavailable.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/categories' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Categories are unavailable.');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Delete Fashion' })).toBeInTheDocument();
});

it('links each product count to the products of that category', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/categories' });
  expect(await screen.findByRole('link', { name: '3' })).toHaveAttribute(
    'href',
    '/admin/products?category=fashion',
  );
  expect(screen.getByRole('link', { name: '0' })).toHaveAttribute(
    'href',
    '/admin/products?category=electronics',
  );
});

it('sends a new category once however often it is clicked, and shows the server’s words beside the name', async () => {
  let refuse: (error: unknown) => void = () => undefined;
  jest
    .mocked(adminApi.createCategory)
    .mockImplementation(() => new Promise((_, reject) => (refuse = reject)));
  renderAdmin(<AdminRoutes />, { url: '/admin/categories' });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Category name'), 'Fashion');
  const add = screen.getByRole('button', { name: 'Add category' });
  await user.dblClick(add);
  expect(add).toBeDisabled();
  expect(adminApi.createCategory).toHaveBeenCalledTimes(1);

  refuse(
    apiError(400, {
      message: 'Please correct the errors below.',
      errors: { name: ['A category with this name already exists.'] },
    }),
  );
  const name = screen.getByLabelText('Category name');
  await waitFor(() => expect(name).toHaveAccessibleDescription('A category with this name already exists.'));
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveValue('Fashion');
  expect(add).toBeEnabled();
});

it("adds a category with its names in the shop's other languages, and shows them when editing", async () => {
  jest.mocked(adminApi.createCategory).mockResolvedValue({
    id: 3,
    name: 'Food',
    slug: 'food',
    description: '',
    product_count: 0,
    translations: { ha: { name: 'Abinci', description: '' } },
  });
  renderAdmin(<AdminRoutes />, { url: '/admin/categories' });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Category name'), 'Food');
  await user.type(screen.getByLabelText('Hausa name'), 'Abinci');
  await user.type(screen.getByLabelText('Naijá (Pidgin) name'), 'Chop');
  await user.type(screen.getByLabelText('Naijá (Pidgin) description'), 'Food wey you fit chop');
  await user.click(screen.getByRole('button', { name: 'Add category' }));
  await waitFor(() =>
    expect(adminApi.createCategory).toHaveBeenCalledWith({
      name: 'Food',
      description: '',
      translations: {
        pcm: { name: 'Chop', description: 'Food wey you fit chop' },
        ha: { name: 'Abinci', description: '' },
        yo: { name: '', description: '' },
        ig: { name: '', description: '' },
      },
    }),
  );
  // The form is empty again for the next one.
  await waitFor(() => expect(screen.getByLabelText('Hausa name')).toHaveValue(''));

  await user.click(screen.getByRole('button', { name: 'Edit Electronics' }));
  expect(screen.getByLabelText('Yorùbá name')).toHaveValue('Ẹ̀rọ Abánáṣiṣẹ́');
  expect(screen.getByLabelText('Igbo name')).toHaveValue('');
});
