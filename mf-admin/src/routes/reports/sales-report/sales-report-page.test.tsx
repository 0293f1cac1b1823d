import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NIGERIAN_STATES } from 'shared-contracts';
import { usersApi } from 'shop-sdk';
import { request } from 'shop-sdk/testing/request';
import { adminApi } from 'shop-sdk/admin';
import type { SalesReport, VatReport } from 'shared-contracts/schemas/admin-reports';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../../app/admin-routes';
import { downloadCsv } from '../../../lib/csv';
import { adminProfile } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');
jest.mock('../../../lib/csv', () => ({ ...jest.requireActual('../../../lib/csv'), downloadCsv: jest.fn() }));
// recharts needs layout measurements jsdom lacks; the chart is given the periods, which is what is checked.
jest.mock('../../../components/charts/sales-chart', () => ({
  __esModule: true,
  default: ({ data }: { data: { period: string }[] }) => <div>chart of {data.length} periods</div>,
}));

const report = (over: Partial<SalesReport> = {}): SalesReport => ({
  from: '2026-11-01',
  to: '2026-11-03',
  interval: 'day',
  totals: { orders: 3, orders_value: 62500, revenue: 51000 },
  sales: [
    { period: '2026-11-01', orders: 2, orders_value: 40000, revenue: 28500 },
    { period: '2026-11-02', orders: 0, orders_value: 0, revenue: 0 },
    { period: '2026-11-03', orders: 1, orders_value: 22500, revenue: 22500 },
  ],
  top_products: [
    { product_id: 9, name: 'Ankara Shirt', quantity: 3, net_sales: 37500 },
    { product_id: 4, name: 'Fila Cap', quantity: 1, net_sales: 20000 },
  ],
  top_categories: [{ category_id: 1, name: 'Fashion', quantity: 4, net_sales: 57500 }],
  orders_by_state: NIGERIAN_STATES.map((state) => ({
    state,
    orders: state === 'Lagos' ? 2 : state === 'Kano' ? 1 : 0,
    orders_value: state === 'Lagos' ? 40000 : state === 'Kano' ? 22500 : 0,
  })).sort((a, b) => b.orders - a.orders),
  by_channel: [
    { channel: 'web', orders: 2, orders_value: 40000 },
    { channel: 'ussd', orders: 1, orders_value: 22500 },
  ],
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  // The page's Searches section (searches-report.test.tsx).
  jest.mocked(request.get).mockResolvedValue({ periods: [] } as never);
  jest.mocked(adminApi.vatReport).mockResolvedValue(vat);
});

const vat: VatReport = {
  from: '2026-09',
  to: '2026-11',
  rows: [
    {
      month: '2026-11',
      vat_class: 'standard',
      rate: 7.5,
      sales: 13250,
      refunds: 3271.6,
      net_sales: 9978.4,
      vat: 696.17,
    },
    { month: '2026-11', vat_class: 'zero', rate: 0, sales: 5000, refunds: 0, net_sales: 5000, vat: 0 },
    { month: '2026-11', vat_class: 'exempt', rate: 0, sales: 2000, refunds: 0, net_sales: 2000, vat: 0 },
    { month: '2026-11', vat_class: 'standard', rate: 0, sales: 100, refunds: 0, net_sales: 100, vat: 0 },
  ],
  totals: { sales: 20250, refunds: 3271.6, net_sales: 16978.4, vat: 696.17 },
};

it('lists VAT per Lagos month and rate over the last three months, and exports it as CSV', async () => {
  jest.mocked(adminApi.reports).mockResolvedValue(report());
  // 23:30 UTC on 30 November is 1 December in Lagos: the last month is December.
  const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-30T23:30:00Z'));
  renderAdmin(<AdminRoutes />, { url: '/admin/reports' });
  const section = await screen.findByRole('region', { name: 'VAT by month' });
  expect(adminApi.vatReport).toHaveBeenLastCalledWith({ from: '2026-10', to: '2026-12' });
  now.mockRestore();
  const rows = await within(section).findAllByRole('row');
  expect(rows[1]).toHaveTextContent('Nov 2026Standard 7.5%₦13,250.00−₦3,271.60₦9,978.40₦696.17');
  expect(rows[2]).toHaveTextContent('Zero-rated 0%₦5,000.00');
  expect(rows[3]).toHaveTextContent('Exempt₦2,000.00–₦2,000.00–');
  // Orders placed before VAT was recorded per order are not shown as a 0 % rate.
  expect(rows[4]).toHaveTextContent('Standard, VAT not recorded₦100.00');
  expect(rows.at(-1)).toHaveTextContent('Total₦20,250.00−₦3,271.60₦16,978.40₦696.17');
  expect(section).toHaveTextContent('Refunds count in the month they were given.');
  await userEvent.setup().click(within(section).getByRole('button', { name: 'Export VAT by month as CSV' }));
  expect(downloadCsv).toHaveBeenLastCalledWith(
    'kasuwa-vat-2026-09-to-2026-11.csv',
    [
      '"Month","VAT class","Rate (%)","Sales incl. VAT (NGN)","Refunds (NGN)","Net sales incl. VAT (NGN)","VAT contained (NGN)"',
      '"2026-11","Standard",7.5,13250,3271.6,9978.4,696.17',
      '"2026-11","Zero-rated",0,5000,0,5000,0',
      '"2026-11","Exempt",,2000,0,2000,0',
      '"2026-11","Standard",0,100,0,100,0',
      '',
    ].join('\r\n'),
  );
});

it('asks for the last 30 days by day at first, and shows totals, chart, top lists and states', async () => {
  jest.mocked(adminApi.reports).mockResolvedValue(report());
  renderAdmin(<AdminRoutes />, { url: '/admin/reports' });
  const sales = await screen.findByRole('region', { name: 'Sales' });
  const query = jest.mocked(adminApi.reports).mock.calls[0]?.[0];
  expect(query?.interval).toBe('day');
  expect((Date.parse(query?.to ?? '') - Date.parse(query?.from ?? '')) / 86_400_000).toBe(29);
  // Revenue (money received less refunds) and orders value are two figures, each named, with the definition.
  expect(within(sales).getByText('Orders value').nextSibling).toHaveTextContent('₦62,500.00');
  expect(within(sales).getByText('Revenue').nextSibling).toHaveTextContent('₦51,000.00');
  expect(within(sales).getByText(/Revenue is money received/)).toHaveTextContent('less refunds');
  // Orders value means one thing: charged for orders placed, VAT in, discounts off, cancelled left out, before refunds.
  expect(within(sales).getByText(/Orders value is what shoppers were charged/)).toHaveTextContent(
    'cancelled orders left out, before any refund',
  );
  expect(await within(sales).findByText('chart of 3 periods')).toBeInTheDocument();

  const products = screen.getByRole('region', { name: 'Top products' });
  expect(within(products).getAllByRole('columnheader')[2]).toHaveTextContent('Net sales');
  expect(products).toHaveTextContent(
    /Net sales are .* less their discounts and less what refunded returns gave back/,
  );
  expect(within(products).getAllByRole('row')[1]).toHaveTextContent('Ankara Shirt3₦37,500.00');
  expect(screen.getByRole('region', { name: 'Top categories' })).toHaveTextContent('Fashion');
  const states = screen.getByRole('region', { name: 'Orders by state' });
  expect(within(states).getAllByRole('row')).toHaveLength(3);
  expect(states).toHaveTextContent('35 of the 36 states and FCT had no orders');
  const channels = screen.getByRole('region', { name: 'Orders by channel' });
  expect(
    within(channels)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual(['Website2₦40,000.00', 'USSD1₦22,500.00']);
  const periods = screen.getByRole('region', { name: 'Sales by day' });
  expect(within(periods).getAllByRole('row')).toHaveLength(3);
  expect(within(periods).getAllByRole('row')[1]).toHaveTextContent('2₦40,000.00₦28,500.00');
});

it('asks again for the chosen range and grouping', async () => {
  jest.mocked(adminApi.reports).mockResolvedValue(report());
  renderAdmin(<AdminRoutes />, { url: '/admin/reports?from=2026-10-01&to=2026-10-31' });
  const user = userEvent.setup();
  await screen.findByRole('region', { name: 'Sales' });
  expect(adminApi.reports).toHaveBeenLastCalledWith({
    from: '2026-10-01',
    to: '2026-10-31',
    interval: 'day',
  });
  await user.selectOptions(screen.getByLabelText('Group by'), 'week');
  await waitFor(() =>
    expect(adminApi.reports).toHaveBeenLastCalledWith({
      from: '2026-10-01',
      to: '2026-10-31',
      interval: 'week',
    }),
  );
});

it('exports each section as its own CSV', async () => {
  jest.mocked(adminApi.reports).mockResolvedValue(report());
  renderAdmin(<AdminRoutes />, { url: '/admin/reports' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Export sales as CSV' }));
  expect(downloadCsv).toHaveBeenLastCalledWith(
    'kasuwa-sales-by-day-2026-11-01-to-2026-11-03.csv',
    '"Period starting","Orders","Orders value (NGN)","Revenue (NGN)"\r\n"2026-11-01",2,40000,28500\r\n"2026-11-02",0,0,0\r\n"2026-11-03",1,22500,22500\r\n',
  );
  await user.click(screen.getByRole('button', { name: 'Export top products as CSV' }));
  expect(downloadCsv).toHaveBeenLastCalledWith(
    'kasuwa-top-products-2026-11-01-to-2026-11-03.csv',
    '"Product","Units sold (less returned)","Net sales (NGN)"\r\n"Ankara Shirt",3,37500\r\n"Fila Cap",1,20000\r\n',
  );
  await user.click(screen.getByRole('button', { name: 'Export top categories as CSV' }));
  expect(jest.mocked(downloadCsv).mock.lastCall?.[1]).toContain('"Fashion",4,57500');
  await user.click(screen.getByRole('button', { name: 'Export orders by state as CSV' }));
  const states = (jest.mocked(downloadCsv).mock.lastCall?.[1] ?? '').trim().split('\r\n');
  expect(states).toHaveLength(38);
  expect(states[1]).toBe('"Lagos",2,40000');
  expect(states).toContain('"FCT",0,0');
});

it('says so when nothing sold, and shows the loading and error states', async () => {
  jest.mocked(adminApi.reports).mockReturnValueOnce(new Promise(() => undefined));
  const loading = renderAdmin(<AdminRoutes />, { url: '/admin/reports' });
  expect(await screen.findByText('Loading report…')).toBeInTheDocument();
  loading.unmount();

  const nothing = report({
    totals: { orders: 0, orders_value: 0, revenue: 0 },
    sales: report().sales.map((s) => ({ ...s, orders: 0, orders_value: 0, revenue: 0 })),
    top_products: [],
    top_categories: [],
    orders_by_state: report().orders_by_state.map((s) => ({ ...s, orders: 0, orders_value: 0 })),
  });
  jest.mocked(adminApi.reports).mockResolvedValueOnce(nothing);
  const empty = renderAdmin(<AdminRoutes />, { url: '/admin/reports' });
  expect(await screen.findByText('No sales in this period.')).toBeInTheDocument();
  expect(screen.getByText('No products sold in this period.')).toBeInTheDocument();
  expect(screen.getByText('No categories sold in this period.')).toBeInTheDocument();
  expect(screen.getByText('No orders in this period.')).toBeInTheDocument();
  expect(screen.queryByText(/chart of/)).not.toBeInTheDocument();
  empty.unmount();

  jest
    .mocked(adminApi.reports)
    .mockRejectedValue(apiError(400, { message: 'The start date must be on or before the end date' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/reports?from=2026-11-05&to=2026-11-01' });
  expect(await screen.findByText('The start date must be on or before the end date')).toBeInTheDocument();
});
