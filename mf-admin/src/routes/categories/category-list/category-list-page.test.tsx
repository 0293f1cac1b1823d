import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, usersApi } from 'shared-contracts';
import { apiError } from 'shared-contracts/testing/render';
import AdminRoutes from '../../../admin-routes';
import { adminProfile, categoriesFixture } from '../../../test/fixtures';
import { renderAdmin } from '../../../test/render';

jest.mock('shared-contracts/endpoints');

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
  jest
    .mocked(adminApi.createCategory)
    .mockResolvedValue({ id: 3, name: 'Books', slug: 'books', description: '', product_count: 0 });
  jest.mocked(adminApi.updateCategory).mockResolvedValue({ ...categoriesFixture[1]!, name: 'Gadgets' });
  renderAdmin(<AdminRoutes />, { url: '/admin/categories' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add category' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Category name'), 'Books');
  await user.click(screen.getByRole('button', { name: 'Add category' }));
  await waitFor(() =>
    expect(adminApi.createCategory).toHaveBeenCalledWith({ name: 'Books', description: '' }),
  );
  expect(await screen.findByText('Category added!')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit Electronics' }));
  const name = screen.getByLabelText('Category name');
  expect(name).toHaveValue('Electronics');
  await user.clear(name);
  await user.type(name, 'Gadgets');
  await user.click(screen.getByRole('button', { name: 'Save category' }));
  await waitFor(() =>
    expect(adminApi.updateCategory).toHaveBeenCalledWith(2, { name: 'Gadgets', description: '' }),
  );
});
