import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersApi } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { adminProfile, attributesFixture } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest.mocked(adminApi.attributes).mockResolvedValue(attributesFixture);
});

it('lists each attribute with its values', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/attributes' });
  const rows = await screen.findAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(rows[1]).toHaveTextContent('SizeSML');
  expect(rows[2]).toHaveTextContent('ColourRedBlue');
});

it('adds an attribute with values typed one by one, ignoring blanks and repeats', async () => {
  jest
    .mocked(adminApi.createAttribute)
    .mockResolvedValue({ id: 7, name: 'Material', values: ['Cotton', 'Silk'] });
  renderAdmin(<AdminRoutes />, { url: '/admin/attributes' });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Add attribute' });
  await user.type(within(form).getByLabelText('Attribute name'), 'Material');
  const value = within(form).getByLabelText('New value');
  await user.type(value, 'Cotton{Enter}');
  await user.type(value, '  {Enter}');
  await user.type(value, 'cotton{Enter}');
  await user.type(value, 'Silk');
  await user.click(within(form).getByRole('button', { name: 'Add value' }));
  expect(within(form).getByLabelText('Remove Cotton')).toBeInTheDocument();
  await user.type(value, 'Wool{Enter}');
  await user.click(within(form).getByLabelText('Remove Wool'));
  await user.click(within(form).getByRole('button', { name: 'Add attribute' }));
  await waitFor(() =>
    expect(adminApi.createAttribute).toHaveBeenCalledWith({ name: 'Material', values: ['Cotton', 'Silk'] }),
  );
  expect(await screen.findByText('Attribute added!')).toBeInTheDocument();
  await waitFor(() => expect(within(form).getByLabelText('Attribute name')).toHaveValue(''));
});

it('refuses a nameless attribute before sending, and shows the server’s field errors', async () => {
  jest
    .mocked(adminApi.createAttribute)
    .mockRejectedValue(
      apiError(400, { message: 'Invalid', errors: { name: ['An attribute named Size exists'] } }),
    );
  renderAdmin(<AdminRoutes />, { url: '/admin/attributes' });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Add attribute' });
  await user.click(within(form).getByRole('button', { name: 'Add attribute' }));
  expect(await within(form).findByText(/required/i)).toBeInTheDocument();
  expect(adminApi.createAttribute).not.toHaveBeenCalled();

  await user.type(within(form).getByLabelText('Attribute name'), 'Size');
  await user.click(within(form).getByRole('button', { name: 'Add attribute' }));
  expect(await within(form).findByText('An attribute named Size exists')).toBeInTheDocument();
});

it('edits an attribute in the form beside the list', async () => {
  jest
    .mocked(adminApi.updateAttribute)
    .mockResolvedValue({ id: 5, name: 'Shoe size', values: ['S', 'M', 'L'] });
  renderAdmin(<AdminRoutes />, { url: '/admin/attributes' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Size' }));
  const form = screen.getByRole('form', { name: 'Edit attribute' });
  expect(within(form).getByLabelText('Attribute name')).toHaveValue('Size');
  await user.clear(within(form).getByLabelText('Attribute name'));
  await user.type(within(form).getByLabelText('Attribute name'), 'Shoe size');
  await user.click(within(form).getByRole('button', { name: 'Save attribute' }));
  await waitFor(() =>
    expect(adminApi.updateAttribute).toHaveBeenCalledWith(5, { name: 'Shoe size', values: ['S', 'M', 'L'] }),
  );
  expect(await screen.findByRole('form', { name: 'Add attribute' })).toBeInTheDocument();
});

it('asks before deleting, and keeps the server’s refusal on the page', async () => {
  jest
    .mocked(adminApi.deleteAttribute)
    .mockRejectedValue(apiError(409, { message: 'Size is used by 12 variants.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/attributes' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Size' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete Size?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete attribute' }));
  expect(adminApi.deleteAttribute).toHaveBeenCalledWith(5);
  expect(await screen.findAllByText('Size is used by 12 variants.')).not.toHaveLength(0);
});

it('shows the loading, empty and error states', async () => {
  jest.mocked(adminApi.attributes).mockReturnValueOnce(new Promise(() => undefined));
  const loading = renderAdmin(<AdminRoutes />, { url: '/admin/attributes' });
  expect(await screen.findByText('Loading attributes…')).toBeInTheDocument();
  loading.unmount();

  jest.mocked(adminApi.attributes).mockResolvedValueOnce([]);
  const empty = renderAdmin(<AdminRoutes />, { url: '/admin/attributes' });
  expect(await screen.findByText('No attributes yet.')).toBeInTheDocument();
  empty.unmount();

  jest.mocked(adminApi.attributes).mockRejectedValue(apiError(503, { message: 'Database unavailable.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/attributes' });
  expect(await screen.findByText('Database unavailable.')).toBeInTheDocument();
});
