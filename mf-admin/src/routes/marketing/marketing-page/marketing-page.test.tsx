import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersApi } from 'shop-sdk';
import type { AdminPromotion } from 'shared-contracts/schemas/promotions';
import AdminRoutes from '../../../app/admin-routes';
import { adminApi } from 'shop-sdk/admin';
import { adminProfile, categoriesFixture } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');

const blackFriday: AdminPromotion = {
  id: 7,
  name: 'Black Friday',
  code: 'BLACKFRIDAY',
  kind: 'percentage',
  percent_off: 20,
  amount_off: null,
  max_discount: 5000,
  scope: 'order',
  category_ids: [],
  product_ids: [],
  min_subtotal: 20000,
  first_order_only: false,
  applies_to_sale_items: false,
  starts_at: '2026-11-26T23:00:00.000Z',
  ends_at: '2026-11-30T23:00:00.000Z',
  usage_limit: 300,
  per_customer_limit: 1,
  status: 'active',
  uses: 41,
  discount_given: 123456.5,
  created_at: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest.mocked(adminApi.categories).mockResolvedValue(categoriesFixture);
  jest.mocked(adminApi.promotions).mockResolvedValue([blackFriday]);
});

it('lists each promotion with its status, uses and discount given, in Lagos time', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/marketing' });
  expect(await screen.findByRole('heading', { name: 'Marketing' })).toBeInTheDocument();
  const row = (await screen.findByText('Black Friday')).closest('tr');
  if (!row) throw new Error('no row');
  const cells = within(row);
  expect(cells.getByText('BLACKFRIDAY · 20% off (up to ₦5,000.00)')).toBeInTheDocument();
  expect(cells.getByText('Active')).toBeInTheDocument();
  expect(cells.getByText('41 / 300')).toBeInTheDocument();
  expect(cells.getByText('₦123,456.50')).toBeInTheDocument();
  expect(cells.getByText('27 Nov 2026, 00:00 WAT')).toBeInTheDocument();
});

it('pauses and ends only after asking', async () => {
  jest.mocked(adminApi.promotionAction).mockResolvedValue({ ...blackFriday, status: 'paused' });
  renderAdmin(<AdminRoutes />, { url: '/admin/marketing' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Pause Black Friday' }));
  expect(screen.getByRole('alertdialog', { name: 'Pause Black Friday?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(adminApi.promotionAction).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'End Black Friday' }));
  await user.click(screen.getByRole('button', { name: 'End promotion' }));
  await waitFor(() => expect(adminApi.promotionAction).toHaveBeenCalledWith(7, 'end'));
});

it('"New promotion" validates, then sends the code and Lagos times', async () => {
  jest.mocked(adminApi.createPromotion).mockResolvedValue(blackFriday);
  renderAdmin(<AdminRoutes />, { url: '/admin/marketing' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New promotion' }));
  const dialog = screen.getByRole('dialog', { name: 'New promotion' });
  const form = within(dialog);
  await user.click(form.getByRole('button', { name: 'Create promotion' }));
  expect(await form.findByText('Name is required')).toBeInTheDocument();
  await user.type(form.getByLabelText('Name'), 'Black Friday');
  await user.click(form.getByRole('button', { name: 'Create promotion' }));
  expect(await form.findByText('Enter the percentage off')).toBeInTheDocument();
  expect(adminApi.createPromotion).not.toHaveBeenCalled();

  await user.type(form.getByLabelText('Code'), 'blackfriday');
  await user.type(form.getByLabelText('Percentage off'), '20');
  await user.type(form.getByLabelText('Minimum subtotal (₦, optional)'), '20000');
  const start = form.getByLabelText('Starts (WAT)');
  await user.clear(start);
  await user.type(start, '2026-11-27T00:00');
  await user.click(form.getByRole('button', { name: 'Create promotion' }));
  await waitFor(() =>
    expect(adminApi.createPromotion).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Black Friday',
        code: 'BLACKFRIDAY',
        kind: 'percentage',
        percent_off: 20,
        min_subtotal: 20000,
        starts_at: '2026-11-27T00:00',
        ends_at: null,
      }),
    ),
  );
  expect(await screen.findByText('Promotion created!')).toBeInTheDocument();
});
