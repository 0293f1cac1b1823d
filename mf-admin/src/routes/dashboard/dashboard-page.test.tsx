import { screen, within } from '@testing-library/react';
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
