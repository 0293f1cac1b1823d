import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersApi } from 'shop-sdk';
import type { AdminBanner } from 'shared-contracts/schemas/banners';
import type { AdminPromotion } from 'shared-contracts/schemas/promotions';
import AdminRoutes from '../../../app/admin-routes';
import { adminApi } from 'shop-sdk/admin';
import { bannersApi } from 'shop-sdk/admin';
import { adminProfile, categoriesFixture } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');

const promotion = (over: Partial<AdminPromotion>): AdminPromotion => ({
  id: 7,
  name: 'Black Friday',
  code: null,
  kind: 'percentage',
  percent_off: 20,
  amount_off: null,
  max_discount: null,
  scope: 'order',
  category_ids: [],
  product_ids: [],
  min_subtotal: 0,
  first_order_only: false,
  applies_to_sale_items: false,
  starts_at: '2026-11-26T23:00:00.000Z',
  ends_at: '2026-11-30T23:00:00.000Z',
  usage_limit: null,
  per_customer_limit: null,
  status: 'active',
  uses: 0,
  discount_given: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

const live: AdminBanner = {
  id: 3,
  title: 'Black Friday week',
  text: 'Phones at their lowest',
  picture: '/api/uploads/banners/3-ab.jpg',
  picture_alt: 'Phones',
  promotion_id: 7,
  promotion_name: 'Black Friday',
  link: '/promotions/black-friday-7',
  show_countdown: true,
  starts_at: '2026-11-26T23:00:00.000Z',
  ends_at: '2026-11-30T22:59:00.000Z',
  status: 'live',
  updated_at: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => {
  jest.restoreAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest.mocked(adminApi.categories).mockResolvedValue(categoriesFixture);
  jest
    .mocked(adminApi.promotions)
    .mockResolvedValue([
      promotion({}),
      promotion({ id: 8, name: 'Open ended', ends_at: null }),
      promotion({ id: 9, name: 'Last year', status: 'ended' }),
    ]);
  jest.spyOn(bannersApi, 'list').mockResolvedValue([live]);
});

it('lists each banner with its status, its dates in Lagos time and the promotion it links to', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/marketing' });
  const table = within(await screen.findByRole('table', { name: 'Home page banners' }));
  const row = (await table.findByText('Black Friday week')).closest('tr');
  if (!row) throw new Error('no row');
  const cells = within(row);
  expect(cells.getByText('Live')).toBeInTheDocument();
  expect(cells.getByText('27 Nov 2026, 00:00 WAT')).toBeInTheDocument();
  expect(cells.getByText('to 30 Nov 2026, 23:59 WAT')).toBeInTheDocument();
  expect(cells.getByRole('link', { name: 'Black Friday' })).toHaveAttribute(
    'href',
    '/promotions/black-friday-7',
  );
});

it('creates a banner from Lagos times, then uploads its picture', async () => {
  const created = { ...live, id: 4, picture: null, title: 'Cyber Monday' };
  const create = jest.spyOn(bannersApi, 'create').mockResolvedValue(created);
  const upload = jest.spyOn(bannersApi, 'uploadPicture').mockResolvedValue({ ...created, picture: '/x.jpg' });
  renderAdmin(<AdminRoutes />, { url: '/admin/marketing' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'New banner' }));
  const form = within(await screen.findByRole('form', { name: 'New banner' }));

  // Nothing chosen: the messages of the shared schema, before any call.
  await user.clear(form.getByLabelText('Title'));
  await user.click(form.getByRole('button', { name: 'Create banner' }));
  expect(await form.findByText('Title is required')).toBeInTheDocument();
  expect(form.getByText('Choose the promotion the banner links to')).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();

  await user.type(form.getByLabelText('Title'), 'Cyber Monday');
  // Ended promotions are not offered; one without an end cannot count down.
  const select = form.getByLabelText('Promotion');
  expect(within(select).queryByRole('option', { name: 'Last year' })).not.toBeInTheDocument();
  await user.selectOptions(select, 'Open ended');
  await user.click(form.getByLabelText("Count down to the promotion's end"));
  expect(form.getByText('This promotion has no end to count down to.')).toBeInTheDocument();
  await user.selectOptions(select, 'Black Friday');
  const start = form.getByLabelText('Shows from (WAT)');
  await user.clear(start);
  await user.type(start, '2026-11-30T00:00');
  const end = form.getByLabelText('Until (WAT)');
  await user.clear(end);
  await user.type(end, '2026-12-01T23:59');
  const file = new File(['png'], 'cyber.png', { type: 'image/png' });
  await user.upload(form.getByLabelText('Picture'), file);
  await user.type(form.getByLabelText('Picture description'), 'Laptops on a desk');
  await user.click(form.getByRole('button', { name: 'Create banner' }));

  await waitFor(() => expect(upload).toHaveBeenCalledWith(4, file, 'Laptops on a desk'));
  expect(create).toHaveBeenCalledWith({
    title: 'Cyber Monday',
    text: '',
    picture_alt: 'Laptops on a desk',
    promotion_id: 7,
    show_countdown: true,
    starts_at: '2026-11-30T00:00',
    ends_at: '2026-12-01T23:59',
  });
  await waitFor(() => expect(screen.queryByRole('form', { name: 'New banner' })).not.toBeInTheDocument());
});
