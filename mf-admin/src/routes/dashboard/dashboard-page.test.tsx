import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usersApi } from 'shop-sdk';
import { adminDashboardApi } from 'shop-sdk/admin-dashboard';
import { adminPaymentsApi } from 'shop-sdk/admin-payments';
import type { SalesPeriod } from 'shared-contracts/schemas/admin-reports';
import { apiError } from 'shop-sdk/testing/render';
import AdminRoutes from '../../app/admin-routes';
import { adminProfile, dashboardKpis } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin-dashboard');
jest.mock('shop-sdk/admin-payments');
// recharts needs layout measurements jsdom lacks; the chart is given the days, which is what is checked.
jest.mock('../../components/charts/sales-chart', () => ({
  __esModule: true,
  default: ({ data, interval }: { data: SalesPeriod[]; interval: string }) => (
    <div>
      sales chart by {interval}: {data.map((d) => `${d.period} ₦${d.revenue} ${d.orders}`).join(', ')}
    </div>
  ),
}));

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest.mocked(adminDashboardApi.kpis).mockResolvedValue(dashboardKpis);
  jest.mocked(adminPaymentsApi.paymentsToReview).mockResolvedValue([]);
  jest.mocked(adminPaymentsApi.paymentsAttention).mockResolvedValue({ refunds: [], disputes: [] });
});

it('lists online payments that need review, each linking to its order, only when there are some', async () => {
  jest.mocked(adminPaymentsApi.paymentsToReview).mockResolvedValue([
    {
      id: 3,
      order_id: 7,
      order_number: 'KSW-000007',
      reference: 'KSW-7-abc',
      amount: 27500,
      reason: 'Success that does not match: paid in USD, not NGN',
      created_at: '2026-11-26T03:00:00.000Z',
    },
  ]);
  renderAdmin(<AdminRoutes />);
  const card = await screen.findByRole('region', { name: 'Payments to review' });
  expect(within(card).getByRole('link', { name: 'KSW-000007' })).toHaveAttribute('href', '/admin/orders/7');
  expect(card).toHaveTextContent('paid in USD, not NGN');
  expect(card).toHaveTextContent('₦27,500.00');
});

it('counts refunds that need the customer’s bank account and open disputes, with their due date', async () => {
  jest.mocked(adminPaymentsApi.paymentsAttention).mockResolvedValue({
    refunds: [
      {
        id: 4,
        order_id: 8,
        order_number: 'KSW-000008',
        amount: 1200,
        provider_note: 'The card could not take it back',
        retried_at: null,
        created_at: '2026-11-26T03:00:00.000Z',
      },
    ],
    disputes: [
      {
        id: 5,
        payment_id: 2,
        order_id: 9,
        order_number: 'KSW-000009',
        status: 'awaiting-merchant-feedback',
        resolution: null,
        category: 'chargeback',
        refund_amount: 5800,
        due_at: '2026-11-28T18:00:00.000Z',
        resolved_at: null,
        created_at: '2026-11-26T03:00:00.000Z',
        updated_at: '2026-11-26T03:00:00.000Z',
      },
    ],
  });
  renderAdmin(<AdminRoutes />);
  const card = await screen.findByRole('region', { name: 'Refunds and disputes to act on (2)' });
  expect(within(card).getByRole('link', { name: 'KSW-000008' })).toHaveAttribute('href', '/admin/orders/8');
  expect(card).toHaveTextContent('Send the customer’s bank account from the order');
  expect(within(card).getByRole('link', { name: 'KSW-000009' })).toHaveAttribute('href', '/admin/orders/9');
  expect(card).toHaveTextContent(/Answer by .*28.* in the Paystack dashboard/);
});

it('shows no review card when every payment matched its order', async () => {
  renderAdmin(<AdminRoutes />);
  await screen.findByLabelText('Revenue, last 30 days');
  expect(adminPaymentsApi.paymentsToReview).toHaveBeenCalled();
  expect(screen.queryByRole('region', { name: 'Payments to review' })).not.toBeInTheDocument();
});

it('shows the KPIs with Naira revenue, orders by status, low stock and recent orders', async () => {
  renderAdmin(<AdminRoutes />);
  const revenue = await screen.findByLabelText('Revenue, last 30 days');
  // Each figure names its period, and says what it counts: money received less refunds, not orders placed.
  expect(revenue).toHaveTextContent('Revenue · Last 30 days₦77,500.00');
  expect(revenue).toHaveTextContent('Today ₦27,500.00');
  expect(revenue).toHaveTextContent(/Revenue is money received .* less refunds/);
  const orders = screen.getByLabelText('Orders, last 30 days');
  expect(orders).toHaveTextContent('Orders · Last 30 days3');
  expect(orders).toHaveTextContent('Today 1. Cancelled orders are not counted.');
  // The same days in Reports show the same figures.
  expect(within(orders).getByRole('link', { name: 'See in Reports' })).toHaveAttribute(
    'href',
    '/admin/reports?from=2026-10-22&to=2026-11-20',
  );
  expect(screen.getByLabelText('Orders value, last 30 days')).toHaveTextContent(
    /₦77,500.00.*Orders value is/,
  );
  expect(screen.getByLabelText('Customers')).toHaveTextContent('Customers · All time42');

  const byStatus = screen.getByRole('region', { name: 'Orders by status · All time' });
  expect(within(byStatus).getByRole('link', { name: /Shipped\s*4/ })).toHaveAttribute(
    'href',
    '/admin/orders?status=shipped',
  );

  const lowStock = screen.getByRole('region', { name: 'Low stock' });
  expect(within(lowStock).getByText('2 left')).toBeInTheDocument();

  const recent = screen.getByRole('region', { name: 'Recent orders' });
  expect(within(recent).getByRole('link', { name: 'KSW-000007' })).toHaveAttribute('href', '/admin/orders/7');
  expect(within(recent).getByText('₦27,500.00')).toBeInTheDocument();
  expect(await screen.findByText(/^sales chart/)).toHaveTextContent(
    'sales chart by day: 2026-11-19 ₦50000 2, 2026-11-20 ₦27500 1',
  );
});

it('says "Loading dashboard…" while the figures are on their way', async () => {
  jest.mocked(adminDashboardApi.kpis).mockReturnValueOnce(new Promise(() => undefined));
  renderAdmin(<AdminRoutes />);
  expect(await screen.findByRole('status')).toHaveTextContent('Loading dashboard…');
  expect(screen.queryByRole('region', { name: 'Recent orders' })).not.toBeInTheDocument();
});

it("shows the server's message when the dashboard cannot load, and tries again on request", async () => {
  jest
    .mocked(adminDashboardApi.kpis)
    .mockRejectedValueOnce(apiError(503, { message: 'The database is not answering.' }));
  renderAdmin(<AdminRoutes />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering.');

  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByLabelText('Revenue, last 30 days')).toHaveTextContent('₦77,500.00');
  expect(adminDashboardApi.kpis).toHaveBeenCalledTimes(2);
});

it('says so when a new shop has no orders, sales or stock warnings yet', async () => {
  jest.mocked(adminDashboardApi.kpis).mockResolvedValueOnce({
    ...dashboardKpis,
    revenue: 0,
    today: { ...dashboardKpis.today, orders: 0, orders_value: 0, revenue: 0 },
    last_30_days: { ...dashboardKpis.last_30_days, orders: 0, orders_value: 0, revenue: 0 },
    orders_by_status: {
      pending: 0,
      confirmed: 0,
      processing: 0,
      shipped: 0,
      ready_for_pickup: 0,
      delivered: 0,
      cancelled: 0,
    },
    low_stock: [],
    sales_per_day: [],
    recent_orders: [],
  });
  renderAdmin(<AdminRoutes />);
  expect(await screen.findByLabelText('Revenue, last 30 days')).toHaveTextContent('₦0.00');
  expect(screen.getByLabelText('Orders, last 30 days')).toHaveTextContent('Last 30 days0');
  expect(
    within(screen.getByRole('region', { name: 'Recent orders' })).getByText('No orders yet.'),
  ).toBeVisible();
  expect(
    within(screen.getByRole('region', { name: 'Sales per day · Last 30 days' })).getByText('No sales yet.'),
  ).toBeVisible();
  expect(
    within(screen.getByRole('region', { name: 'Low stock' })).getByText('Every variant is well stocked.'),
  ).toBeVisible();
  expect(screen.queryByText(/^sales chart/)).not.toBeInTheDocument();
});

it('lists eight low-stock variants and counts the rest', async () => {
  const low_stock = Array.from({ length: 11 }, (_, i) => ({
    product_id: 3,
    variant_id: 100 + i,
    product_name: `Shirt ${i + 1}`,
    sku: `SH-${i + 1}`,
    stock: i,
  }));
  jest.mocked(adminDashboardApi.kpis).mockResolvedValueOnce({ ...dashboardKpis, low_stock });
  renderAdmin(<AdminRoutes />);
  const lowStock = await screen.findByRole('region', { name: 'Low stock' });
  expect(within(lowStock).getAllByRole('link')).toHaveLength(8);
  expect(within(lowStock).getByText('and 3 more variants running low')).toBeInTheDocument();
  expect(within(lowStock).getByRole('link', { name: /Shirt 1\b/ })).toHaveAttribute(
    'href',
    '/admin/products/edit-product/3',
  );
});

describe('the sales chart', () => {
  let notify: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
  const observed: Element[] = [];
  beforeEach(() => {
    observed.length = 0;
    notify = undefined;
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      notify = (entries) => callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
      return { observe: (element: Element) => observed.push(element), disconnect: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (window as Partial<typeof window>).IntersectionObserver;
  });

  it('loads only once its card nears the viewport, below the recent orders', async () => {
    renderAdmin(<AdminRoutes />);
    const card = await screen.findByRole('region', { name: 'Sales per day · Last 30 days' });
    const recent = screen.getByRole('region', { name: 'Recent orders' });
    expect(recent.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(observed).toEqual([card]);
    expect(within(card).getByText('Loading chart…')).toBeInTheDocument();
    expect(screen.queryByText(/^sales chart/)).not.toBeInTheDocument();

    act(() => notify?.([{ isIntersecting: true, target: card }]));
    expect(await within(card).findByText(/^sales chart/)).toBeInTheDocument();
  });
});
