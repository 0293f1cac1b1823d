import { screen } from '@testing-library/react';
import { usersApi } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import AdminRoutes from '../../../app/admin-routes';
import { adminOrder, adminProfile } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('shop-sdk/admin');

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
});

const withSecondPhone = (second_phone: string | null) => {
  const order = adminOrder('processing');
  return { ...order, shipping_address: { ...order.shipping_address, second_phone } };
};

it('prints both phones for the rider on a home delivery', async () => {
  jest.mocked(adminApi.order).mockResolvedValue(withSecondPhone('+2348091234567'));
  renderAdmin(<AdminRoutes />, { url: '/admin/orders/7/packing-slip' });
  const slip = await screen.findByRole('article', { name: 'Packing slip for order KSW-000007' });
  expect(slip).toHaveTextContent('5 Allen Avenue');
  expect(slip).toHaveTextContent('+234 801 234 5678 · +234 809 123 4567');
});

it('prints one phone when the order has no second', async () => {
  jest.mocked(adminApi.order).mockResolvedValue(withSecondPhone(null));
  renderAdmin(<AdminRoutes />, { url: '/admin/orders/7/packing-slip' });
  const slip = await screen.findByRole('article', { name: 'Packing slip for order KSW-000007' });
  expect(slip).toHaveTextContent('+234 801 234 5678');
  expect(slip).not.toHaveTextContent(/5678 ·/);
});
