import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Paginated } from 'shared-contracts';
import type { AdminTransfer, TransferQueues } from 'shared-contracts/schemas/transfers';
import { usersApi } from 'shop-sdk';
import { adminTransfersApi } from 'shop-sdk/admin-transfers';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { adminProfile } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin-transfers');

const transfer = (over: Partial<AdminTransfer> = {}): AdminTransfer => ({
  id: 3,
  reference: 'dva_ref_3',
  amount: 30000,
  account_number: '9912345678',
  sender_name: 'OBI CHIOMA ADAEZE',
  sender_bank: 'Access Bank',
  narration: 'KSW-20261120-0007 payment',
  status: 'credited',
  reason: null,
  customer: { id: 2, name: 'Chioma Obi', email: 'shopper@kasuwa.test' },
  orders: [{ order_id: 7, order_number: 'KSW-20261120-0007', amount: 27500 }],
  to_credit: 2500,
  paid_at: '2026-11-20T10:00:00Z',
  ...over,
});
const page = (results: AdminTransfer[], over: Partial<Paginated<AdminTransfer>> = {}) => ({
  results,
  count: results.length,
  page: 1,
  page_size: 25,
  ...over,
});
const queues = (over: Partial<TransferQueues> = {}): TransferQueues => ({
  part_paid: [],
  credit: [],
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest.mocked(adminTransfersApi.waiting).mockResolvedValue(queues());
});

it('lists a transfer with its sender, narration, amount, shopper, the orders it paid and what went to credit', async () => {
  jest.mocked(adminTransfersApi.list).mockResolvedValue(
    page([
      transfer(),
      transfer({
        id: 4,
        reference: 'dva_ref_4',
        account_number: '9900000001',
        sender_name: null,
        sender_bank: null,
        narration: null,
        amount: 5000,
        status: 'needs_review',
        reason: 'No shopper has this account number',
        customer: null,
        orders: [],
        to_credit: 0,
      }),
    ]),
  );
  renderAdmin(<AdminRoutes />, { url: '/admin/transfers' });
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3);
  // Lagos time, as every admin date.
  expect(rows[1]).toHaveTextContent('20 Nov 2026, 11:00 WAT');
  expect(rows[1]).toHaveTextContent('OBI CHIOMA ADAEZE');
  expect(rows[1]).toHaveTextContent('Access Bank');
  expect(rows[1]).toHaveTextContent('KSW-20261120-0007 payment');
  expect(rows[1]).toHaveTextContent('₦30,000.00');
  expect(rows[1]).toHaveTextContent('9912345678');
  expect(within(rows[1]!).getByRole('link', { name: 'Chioma Obi' })).toHaveAttribute(
    'href',
    '/admin/customers?open=2',
  );
  const paid = within(rows[1]!).getByRole('link', { name: 'KSW-20261120-0007' });
  expect(paid).toHaveAttribute('href', '/admin/orders/7');
  expect(paid.closest('li')).toHaveTextContent('₦27,500.00');
  expect(within(rows[1]!).getByText('₦2,500.00 to store credit')).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('button', { name: 'Move transfer dva_ref_3' })).toBeInTheDocument();

  expect(rows[2]).toHaveTextContent('Unknown sender');
  expect(rows[2]).toHaveTextContent('No shopper');
  expect(within(rows[2]!).getByText('Needs review')).toBeInTheDocument();
  expect(rows[2]).toHaveTextContent('No shopper has this account number');
  expect(within(rows[2]!).queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
  expect(adminTransfersApi.list).toHaveBeenCalledWith({ page: 1, page_size: 25 });
});

it('filters by status and pages, back to page 1 when the filter changes', async () => {
  jest.mocked(adminTransfersApi.list).mockResolvedValue(page([transfer()], { count: 60 }));
  renderAdmin(<AdminRoutes />, { url: '/admin/transfers?page=2' });
  const user = userEvent.setup();
  await screen.findByText('OBI CHIOMA ADAEZE');
  expect(adminTransfersApi.list).toHaveBeenLastCalledWith({ page: 2, page_size: 25 });
  await user.click(screen.getByRole('tab', { name: 'Needs review' }));
  await waitFor(() =>
    expect(adminTransfersApi.list).toHaveBeenLastCalledWith({
      status: 'needs_review',
      page: 1,
      page_size: 25,
    }),
  );
});

it('is in the admin menu next to Transactions, and names the tab', async () => {
  jest.mocked(adminTransfersApi.list).mockResolvedValue(page([]));
  renderAdmin(<AdminRoutes />, { url: '/admin/transfers' });
  expect(await screen.findByText('No transfers here.')).toBeInTheDocument();
  const menu = screen.getByRole('complementary', { name: 'Admin sections' });
  const links = within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(links[links.indexOf('Transactions') + 1]).toBe('Transfers');
  expect(within(menu).getByRole('link', { name: 'Transfers' })).toHaveAttribute('aria-current', 'page');
  await waitFor(() => expect(document.title).toBe('Transfers | Kasuwa Admin'));
});

it('moves a transfer: asks the order number, then to confirm in words, then sends it and refreshes', async () => {
  jest.mocked(adminTransfersApi.list).mockResolvedValue(page([transfer()]));
  jest
    .mocked(adminTransfersApi.move)
    .mockResolvedValue(
      transfer({ orders: [{ order_id: 9, order_number: 'KSW-20261121-0009', amount: 30000 }], to_credit: 0 }),
    );
  renderAdmin(<AdminRoutes />, { url: '/admin/transfers' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Move transfer dva_ref_3' }));
  const ask = await screen.findByRole('dialog', { name: 'Move this transfer to another order' });
  // Nothing typed: asked again, nothing sent.
  await user.click(within(ask).getByRole('button', { name: 'Next' }));
  expect(within(ask).getByText('Give the order number')).toBeInTheDocument();
  await user.type(within(ask).getByLabelText('Order number'), ' ksw-20261121-0009 ');
  await user.click(within(ask).getByRole('button', { name: 'Next' }));

  const confirm = await screen.findByRole('alertdialog', {
    name: 'Move ₦30,000.00 from this transfer to order KSW-20261121-0009?',
  });
  expect(confirm).toHaveTextContent(
    'Order KSW-20261120-0007 gives back its ₦27,500.00 and waits for a transfer again.',
  );
  expect(adminTransfersApi.move).not.toHaveBeenCalled();
  const listCalls = jest.mocked(adminTransfersApi.list).mock.calls.length;
  const queueCalls = jest.mocked(adminTransfersApi.waiting).mock.calls.length;
  await user.click(within(confirm).getByRole('button', { name: 'Move ₦30,000.00' }));

  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(adminTransfersApi.move).toHaveBeenCalledTimes(1);
  expect(adminTransfersApi.move).toHaveBeenCalledWith(3, { order_number: 'KSW-20261121-0009' });
  expect(await screen.findByText('₦30,000.00 moved to order KSW-20261121-0009.')).toBeInTheDocument();
  // The list and what waits are asked again.
  await waitFor(() =>
    expect(jest.mocked(adminTransfersApi.list).mock.calls.length).toBeGreaterThan(listCalls),
  );
  expect(jest.mocked(adminTransfersApi.waiting).mock.calls.length).toBeGreaterThan(queueCalls);
});

it("shows the API's refusal in the dialog, and goes back to change the order number", async () => {
  jest.mocked(adminTransfersApi.list).mockResolvedValue(page([transfer()]));
  jest
    .mocked(adminTransfersApi.move)
    .mockRejectedValue(apiError(409, { message: 'Order KSW-20261121-0009 is not waiting for a transfer.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/transfers' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Move transfer dva_ref_3' }));
  const ask = await screen.findByRole('dialog', { name: 'Move this transfer to another order' });
  await user.type(within(ask).getByLabelText('Order number'), 'KSW-20261121-0009');
  await user.click(within(ask).getByRole('button', { name: 'Next' }));
  const confirm = await screen.findByRole('alertdialog');
  await user.click(within(confirm).getByRole('button', { name: 'Move ₦30,000.00' }));
  expect(await within(confirm).findByRole('alert')).toHaveTextContent(
    'Order KSW-20261121-0009 is not waiting for a transfer.',
  );
  await user.click(within(confirm).getByRole('button', { name: 'Back' }));
  expect(await screen.findByLabelText('Order number')).toHaveValue('KSW-20261121-0009');
});

it('moves only what the order named does not already hold of the transfer', async () => {
  jest.mocked(adminTransfersApi.list).mockResolvedValue(page([transfer()]));
  renderAdmin(<AdminRoutes />, { url: '/admin/transfers' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Move transfer dva_ref_3' }));
  const ask = await screen.findByRole('dialog', { name: 'Move this transfer to another order' });
  await user.type(within(ask).getByLabelText('Order number'), 'KSW-20261120-0007');
  await user.click(within(ask).getByRole('button', { name: 'Next' }));
  expect(
    await screen.findByRole('alertdialog', {
      name: 'Move ₦2,500.00 from this transfer to order KSW-20261120-0007?',
    }),
  ).toBeInTheDocument();
});

it('shows the part-paid orders and the store credit waiting', async () => {
  jest.mocked(adminTransfersApi.list).mockResolvedValue(page([]));
  jest.mocked(adminTransfersApi.waiting).mockResolvedValue(
    queues({
      part_paid: [
        {
          order_id: 7,
          order_number: 'KSW-20261120-0007',
          customer: { id: 2, name: 'Chioma Obi' },
          total: 27500,
          paid: 20000,
          due: 7500,
          reserved_until: '2026-11-21T10:00:00Z',
        },
      ],
      credit: [
        {
          customer: { id: 5, name: 'Musa Bello', email: 'musa@kasuwa.test' },
          balance: 4000,
          updated_at: '2026-11-19T08:30:00Z',
        },
      ],
    }),
  );
  renderAdmin(<AdminRoutes />, { url: '/admin/transfers' });
  const partPaid = await screen.findByRole('region', { name: 'Part-paid orders' });
  const order = (await within(partPaid).findByRole('link', { name: 'KSW-20261120-0007' })).closest('tr')!;
  expect(within(order).getByRole('link', { name: 'KSW-20261120-0007' })).toHaveAttribute(
    'href',
    '/admin/orders/7',
  );
  expect(within(order).getByRole('link', { name: 'Chioma Obi' })).toHaveAttribute(
    'href',
    '/admin/customers?open=2',
  );
  expect(order).toHaveTextContent('₦27,500.00');
  expect(order).toHaveTextContent('₦20,000.00');
  expect(order).toHaveTextContent('₦7,500.00');
  expect(order).toHaveTextContent('21 Nov 2026, 11:00 WAT');

  const credit = screen.getByRole('region', { name: 'Store credit waiting' });
  const held = within(credit).getByRole('link', { name: 'Musa Bello' }).closest('tr')!;
  expect(held).toHaveTextContent('musa@kasuwa.test');
  expect(held).toHaveTextContent('₦4,000.00');
  expect(held).toHaveTextContent('19 Nov 2026, 09:30 WAT');
});

it('says when nothing waits', async () => {
  jest.mocked(adminTransfersApi.list).mockResolvedValue(page([]));
  renderAdmin(<AdminRoutes />, { url: '/admin/transfers' });
  expect(await screen.findByText('No order is waiting for the rest of its transfer.')).toBeInTheDocument();
  expect(screen.getByText('No shopper holds store credit.')).toBeInTheDocument();
});

it('asks Paystack again once the account number and day are right, and shows what the API says', async () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-27T23:30:00Z'));
  jest.mocked(adminTransfersApi.list).mockResolvedValue(page([]));
  jest.mocked(adminTransfersApi.requery).mockResolvedValue({
    message: 'Paystack is checking; any transfer it finds is credited when it arrives.',
  });
  renderAdmin(<AdminRoutes />, { url: '/admin/transfers' });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Ask Paystack again' });
  // The day starts as today in Lagos.
  const day = within(form).getByLabelText('Day (Lagos)');
  expect(day).toHaveValue('2026-11-28');
  now.mockRestore();
  await user.type(within(form).getByLabelText('Account number'), '99123');
  await user.clear(day);
  await user.click(within(form).getByRole('button', { name: 'Ask Paystack' }));
  expect(await within(form).findByText('An account number is 10 digits')).toBeInTheDocument();
  expect(within(form).getByText('Give the day as YYYY-MM-DD')).toBeInTheDocument();
  expect(adminTransfersApi.requery).not.toHaveBeenCalled();

  await user.type(within(form).getByLabelText('Account number'), '45678');
  await user.type(day, '2026-11-20');
  await user.click(within(form).getByRole('button', { name: 'Ask Paystack' }));
  expect(await within(form).findByRole('status')).toHaveTextContent(
    'Paystack is checking; any transfer it finds is credited when it arrives.',
  );
  expect(adminTransfersApi.requery).toHaveBeenCalledWith({
    account_number: '9912345678',
    date: '2026-11-20',
  });
  expect(within(form).queryByText('An account number is 10 digits')).not.toBeInTheDocument();
});

it("shows the API's refusal of a requery", async () => {
  jest.mocked(adminTransfersApi.list).mockResolvedValue(page([]));
  jest
    .mocked(adminTransfersApi.requery)
    .mockRejectedValue(apiError(404, { message: 'No shopper has the account number 9912345678.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/transfers' });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Ask Paystack again' });
  await user.type(within(form).getByLabelText('Account number'), '9912345678');
  await user.click(within(form).getByRole('button', { name: 'Ask Paystack' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'No shopper has the account number 9912345678.',
  );
});

it('shows the loading and error states of the list', async () => {
  jest.mocked(adminTransfersApi.list).mockReturnValueOnce(new Promise(() => undefined));
  const loading = renderAdmin(<AdminRoutes />, { url: '/admin/transfers' });
  expect(await screen.findByText('Loading transfers…')).toBeInTheDocument();
  loading.unmount();

  jest
    .mocked(adminTransfersApi.list)
    .mockRejectedValue(apiError(503, { message: 'Transfers are unavailable.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/transfers' });
  expect(await screen.findByText('Transfers are unavailable.')).toBeInTheDocument();
});
