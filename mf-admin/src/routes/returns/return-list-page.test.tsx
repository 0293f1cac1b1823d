import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminReturn } from 'shared-contracts';
import { usersApi } from 'shop-sdk';
import { request } from 'shop-sdk/testing/request';
import AdminRoutes from '../../app/admin-routes';
import { adminProfile } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';

jest.mock('shop-sdk/endpoints');

const ret = (over: Partial<AdminReturn> = {}): AdminReturn => ({
  id: 4,
  order_id: 7,
  order_number: 'KSW-000007',
  payment_method: 'pay_now',
  customer: { id: 2, email: 'shopper@kasuwa.test', name: 'Chioma Obi' },
  status: 'requested',
  reason: 'damaged',
  note: 'Cracked screen',
  lines: [
    {
      id: 9,
      order_item_id: 1,
      product_id: 3,
      product_name: 'Tecno Spark 20',
      variant_label: '',
      quantity: 1,
      refund: 120000,
      resellable: null,
    },
  ],
  refund_total: 120000,
  refund_route: 'paystack',
  method: null,
  instructions: null,
  reject_reason: null,
  photos: [],
  bank_account: null,
  refund_id: null,
  refund_status: null,
  transfer_reference: null,
  requested_at: '2026-11-25T10:00:00Z',
  approved_at: null,
  rejected_at: null,
  received_at: null,
  refunded_at: null,
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest.mocked(request.get).mockImplementation(async (url: string) => {
    if (url === 'admin/returns') return { results: [ret()], count: 1, page: 1, page_size: 20 };
    if (url === 'admin/returns/waiting') return { requested: 1, received: 0 };
    if (url === 'admin/returns/report') return { days: 30, by_reason: [], by_product: [] };
    if (url === 'admin/returns/4') return ret();
    throw new Error(`unexpected ${url}`);
  });
});

it('lists returns, opens one and approves it with how it comes back', async () => {
  jest.mocked(request.post).mockResolvedValue(ret({ status: 'approved', method: 'courier' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/returns' });
  const user = userEvent.setup();
  expect(await screen.findByText('1 to decide on, 0 received and waiting for a refund.')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Open return 4' }));
  const panel = await screen.findByRole('dialog', { name: 'Return 4' });
  expect(await within(panel).findByText('“Cracked screen”')).toBeInTheDocument();
  await user.selectOptions(
    within(panel).getByRole('combobox', { name: 'How does it come back?' }),
    'courier',
  );
  await user.type(within(panel).getByRole('textbox'), 'We collect it on Monday');
  await user.click(within(panel).getByRole('button', { name: 'Approve return' }));
  await waitFor(() =>
    expect(request.post).toHaveBeenCalledWith(
      'admin/returns/4/approve',
      { method: 'courier', instructions: 'We collect it on Monday' },
      { retry: false },
    ),
  );
});

it('rejects only with a reason', async () => {
  jest.mocked(request.post).mockResolvedValue(ret({ status: 'rejected', reject_reason: 'Used' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/returns?open=4' });
  const user = userEvent.setup();
  const panel = await screen.findByRole('dialog', { name: 'Return 4' });
  await user.click(await within(panel).findByRole('button', { name: 'Reject…' }));
  const reject = within(panel).getByRole('button', { name: 'Reject return' });
  expect(reject).toBeDisabled();
  await user.type(within(panel).getByRole('textbox', { name: /Why is it rejected/ }), 'Used');
  await user.click(reject);
  await waitFor(() =>
    expect(request.post).toHaveBeenCalledWith('admin/returns/4/reject', { reason: 'Used' }, { retry: false }),
  );
});
