import { act, screen, within } from '@testing-library/react';
import { adminApi, usersApi } from 'shared-contracts';
import AdminRoutes from '../../admin-routes';
import { adminProfile, dashboardKpis } from '../../test/fixtures';
import { renderAdmin } from '../../test/render';

jest.mock('shared-contracts/endpoints');
// recharts needs layout measurements jsdom lacks; the chart itself is not under test here.
jest.mock('./components/sales-chart', () => ({ __esModule: true, default: () => <div>sales chart</div> }));

beforeEach(() => {
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest.mocked(adminApi.dashboard).mockResolvedValue(dashboardKpis);
});

it('shows the KPIs with Naira revenue, orders by status, low stock and recent orders', async () => {
  renderAdmin(<AdminRoutes />);
  const revenue = await screen.findByLabelText('Revenue');
  expect(revenue).toHaveTextContent('₦1,234,567.50');
  expect(screen.getByLabelText('Orders')).toHaveTextContent('21');
  expect(screen.getByLabelText('Customers')).toHaveTextContent('42');

  const byStatus = screen.getByRole('region', { name: 'Orders by status' });
  expect(within(byStatus).getByRole('link', { name: /Shipped\s*4/ })).toHaveAttribute(
    'href',
    '/admin/orders?status=shipped',
  );

  const lowStock = screen.getByRole('region', { name: 'Low stock' });
  expect(within(lowStock).getByText('2 left')).toBeInTheDocument();

  const recent = screen.getByRole('region', { name: 'Recent orders' });
  expect(within(recent).getByRole('link', { name: 'KSW-000007' })).toHaveAttribute('href', '/admin/orders/7');
  expect(within(recent).getByText('₦27,500.00')).toBeInTheDocument();
  expect(await screen.findByText('sales chart')).toBeInTheDocument();
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
    const card = await screen.findByRole('region', { name: 'Sales per day' });
    const recent = screen.getByRole('region', { name: 'Recent orders' });
    expect(recent.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(observed).toEqual([card]);
    expect(within(card).getByText('Loading chart…')).toBeInTheDocument();
    expect(screen.queryByText('sales chart')).not.toBeInTheDocument();

    act(() => notify?.([{ isIntersecting: true, target: card }]));
    expect(await within(card).findByText('sales chart')).toBeInTheDocument();
  });
});
