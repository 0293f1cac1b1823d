import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersApi } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import type { Transaction, TransactionPage } from 'shared-contracts/schemas/admin-reports';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { downloadCsv } from '../../../lib/csv';
import { adminProfile } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');
jest.mock('../../../lib/csv', () => ({ ...jest.requireActual('../../../lib/csv'), downloadCsv: jest.fn() }));

const transaction = (over: Partial<Transaction> = {}): Transaction => ({
  id: 'payment-1',
  created_at: '2026-11-20T10:00:00Z',
  order_id: 7,
  order_number: 'KSW-000007',
  customer: { id: 2, email: 'shopper@kasuwa.test', name: 'Chioma Obi' },
  method: 'pay_on_delivery',
  kind: 'delivery',
  amount: 27500,
  status: 'received',
  ...over,
});
const page = (results: Transaction[], over: Partial<TransactionPage> = {}): TransactionPage => ({
  results,
  count: results.length,
  page: 1,
  page_size: 20,
  total_amount: results.reduce((sum, t) => sum + t.amount, 0),
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
});

it('lists payments with date, order, customer, method, amount and status, and their total', async () => {
  jest.mocked(adminApi.transactions).mockResolvedValue(
    page([
      transaction(),
      transaction({
        id: 'payment-2',
        method: 'pay_later',
        kind: 'instalment',
        amount: 10000,
        status: 'refunded',
      }),
    ]),
  );
  renderAdmin(<AdminRoutes />, { url: '/admin/transactions' });
  expect(await screen.findByText('2 lines, totalling')).toHaveTextContent('₦37,500.00');
  const rows = screen.getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(within(rows[1]!).getByRole('link', { name: 'KSW-000007' })).toHaveAttribute(
    'href',
    '/admin/orders/7',
  );
  expect(rows[1]).toHaveTextContent('Chioma Obi');
  expect(rows[1]).toHaveTextContent('Pay on delivery');
  expect(rows[1]).toHaveTextContent('₦27,500.00');
  expect(rows[1]).toHaveTextContent('Received');
  expect(rows[2]).toHaveTextContent('Pay later');
  expect(rows[2]).toHaveTextContent('Instalment');
  expect(rows[2]).toHaveTextContent('Refunded');
});

it('filters by status, method, dates and search, and goes back to page 1', async () => {
  jest.mocked(adminApi.transactions).mockResolvedValue(page([transaction()], { count: 45 }));
  renderAdmin(<AdminRoutes />, { url: '/admin/transactions?page=2' });
  const user = userEvent.setup();
  await screen.findByText('45 lines, totalling');
  expect(adminApi.transactions).toHaveBeenLastCalledWith({ page: 2, page_size: 20 });

  await user.click(screen.getByRole('tab', { name: 'Refunded' }));
  await waitFor(() =>
    expect(adminApi.transactions).toHaveBeenLastCalledWith({ status: 'refunded', page: 1, page_size: 20 }),
  );
  await user.selectOptions(screen.getByLabelText('Payment method'), 'pay_later');
  await waitFor(() =>
    expect(adminApi.transactions).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'pay_later' })),
  );
  await user.type(screen.getByLabelText('From'), '2026-11-01');
  await waitFor(() =>
    expect(adminApi.transactions).toHaveBeenLastCalledWith(expect.objectContaining({ from: '2026-11-01' })),
  );
  await user.type(screen.getByLabelText('Search by order number or customer'), 'KSW-7');
  await waitFor(() =>
    expect(adminApi.transactions).toHaveBeenLastCalledWith({
      status: 'refunded',
      method: 'pay_later',
      from: '2026-11-01',
      search: 'KSW-7',
      page: 1,
      page_size: 20,
    }),
  );
});

it('lists a refund as a negative line that the total takes off', async () => {
  jest
    .mocked(adminApi.transactions)
    .mockResolvedValue(
      page([
        transaction({ id: 'refund-4', kind: 'refund', amount: -7500, status: 'refunded', method: 'pay_now' }),
        transaction({ id: 'online-3', kind: 'online', method: 'pay_now' }),
      ]),
    );
  renderAdmin(<AdminRoutes />, { url: '/admin/transactions' });
  expect(await screen.findByText('2 lines, totalling')).toHaveTextContent('₦20,000.00');
  const rows = screen.getAllByRole('row');
  expect(rows[1]).toHaveTextContent('Refund');
  expect(rows[1]).toHaveTextContent('-₦7,500.00');
});

it('exports every matching line, page by page, as CSV, dated in Lagos time and named by the Lagos day', async () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-27T23:30:00Z'));
  jest.mocked(adminApi.transactions).mockImplementation((query = {}) => {
    if (query.page_size !== 100) return Promise.resolve(page([transaction()], { count: 101 }));
    const results =
      query.page === 1
        ? Array.from({ length: 100 }, (_, i) => transaction({ id: `payment-${i + 1}` }))
        : [transaction({ id: 'payment-101', customer: { id: 3, email: 'a@b.ng', name: 'Ade, Jr.' } })];
    return Promise.resolve(page(results, { count: 101, page: Number(query.page ?? 1), page_size: 100 }));
  });
  renderAdmin(<AdminRoutes />, { url: '/admin/transactions?method=pay_on_delivery' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('Exported 101 lines.')).toBeInTheDocument();
  expect(adminApi.transactions).toHaveBeenCalledWith({ method: 'pay_on_delivery', page: 2, page_size: 100 });
  const [name, csv] = jest.mocked(downloadCsv).mock.calls[0] ?? [];
  // 23:30 UTC on 27 November is already 28 November in Lagos.
  expect(name).toBe('kasuwa-transactions-2026-11-28.csv');
  now.mockRestore();
  const lines = (csv ?? '').trim().split('\r\n');
  expect(lines[0]).toBe('"Date (WAT)","Order","Customer","Email","Method","Type","Amount (NGN)","Status"');
  expect(lines).toHaveLength(102);
  expect(lines[101]).toBe(
    '"2026-11-20T11:00:00+01:00","KSW-000007","Ade, Jr.","a@b.ng","Pay on delivery","Paid on delivery",27500,"Received"',
  );
});

it('says when the export fails', async () => {
  jest
    .mocked(adminApi.transactions)
    .mockResolvedValueOnce(page([transaction()]))
    .mockRejectedValueOnce(apiError(503, { message: 'The database is not answering.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/transactions' });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
  expect(downloadCsv).not.toHaveBeenCalled();
});

it('shows the loading, empty and error states', async () => {
  jest.mocked(adminApi.transactions).mockReturnValueOnce(new Promise(() => undefined));
  const loading = renderAdmin(<AdminRoutes />, { url: '/admin/transactions' });
  expect(await screen.findByText('Loading transactions…')).toBeInTheDocument();
  loading.unmount();

  jest.mocked(adminApi.transactions).mockResolvedValueOnce(page([]));
  const empty = renderAdmin(<AdminRoutes />, { url: '/admin/transactions' });
  expect(await screen.findByText('No transactions match these filters.')).toBeInTheDocument();
  empty.unmount();

  jest
    .mocked(adminApi.transactions)
    .mockRejectedValue(apiError(400, { message: 'from must be a real date' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/transactions' });
  expect(await screen.findByText('from must be a real date')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
});

it('shows "Exporting…" while the CSV is made, and makes it once however often the button is clicked', async () => {
  let finish: (value: ReturnType<typeof page>) => void = () => undefined;
  jest
    .mocked(adminApi.transactions)
    .mockImplementation((query = {}) =>
      query.page_size === 100
        ? new Promise((resolve) => (finish = resolve))
        : Promise.resolve(page([transaction()])),
    );
  renderAdmin(<AdminRoutes />, { url: '/admin/transactions' });
  const user = userEvent.setup();
  await user.dblClick(await screen.findByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByRole('button', { name: 'Exporting…' })).toBeDisabled();
  const exportCalls = () =>
    jest.mocked(adminApi.transactions).mock.calls.filter(([q]) => q?.page_size === 100);
  expect(exportCalls()).toHaveLength(1);
  finish(page([transaction()], { page_size: 100 }));
  expect(await screen.findByText('Exported 1 line.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  expect(downloadCsv).toHaveBeenCalledTimes(1);
});
