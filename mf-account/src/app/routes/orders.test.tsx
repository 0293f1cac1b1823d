import { screen, within } from '@testing-library/react';
import { type Order } from 'shared-contracts';
import { ordersApi } from 'shop-sdk';
import { renderInShop, resetSession, signInShopper } from 'shop-sdk/testing/render';
import { order } from '../../testing/fixtures';
import OrdersPage from './orders';

jest.mock('shop-sdk/endpoints');

const renderOrders = (url = '/orders') =>
  renderInShop(<OrdersPage />, {
    path: '/orders',
    url,
    routes: [{ path: '/orders/:id', element: <p>detail</p> }],
  });

beforeEach(() => {
  jest.clearAllMocks();
  // jsdom has no scrolling; the page scrolls to the top on a page change.
  window.scrollTo = jest.fn();
  resetSession();
});

describe('/orders', () => {
  it('asks an anonymous shopper to sign in and fetches nothing', () => {
    renderOrders();
    expect(screen.getByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument();
    expect(ordersApi.list).not.toHaveBeenCalled();
    expect(document.title).toBe('Orders | Kasuwa');
  });

  it('lists number, date, status, item count and total, newest first as the server sends them', async () => {
    signInShopper();
    const orders: Order[] = [
      order({ id: 12, number: 'KSW-20261123-AAAAAA', status: 'pending', created_at: '2026-11-23T09:00:00Z' }),
      order({
        id: 11,
        number: 'KSW-20261120-BBBBBB',
        status: 'delivered',
        payment_status: 'paid',
        created_at: '2026-11-20T09:00:00Z',
      }),
    ];
    jest.mocked(ordersApi.list).mockResolvedValue({ results: orders, count: 2, page: 1, page_size: 10 });
    renderOrders();
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'Order KSW-20261123-AAAAAA' }),
    ).toHaveAttribute('href', '/orders/12');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(rows[0]).toHaveTextContent('23 Nov 2026');
    expect(rows[0]).toHaveTextContent('3 items');
    expect(rows[0]).toHaveTextContent('₦12,001.00');
    expect(rows[0]).not.toHaveTextContent('Paid');
    expect(rows[1]).toHaveTextContent('Delivered');
    expect(rows[1]).toHaveTextContent('3 items · Paid');
    expect(ordersApi.list).toHaveBeenCalledWith({ page: 1 });
  });

  it('shows each refund of an order (amount, date, status) and Partly refunded', async () => {
    signInShopper();
    jest.mocked(ordersApi.list).mockResolvedValue({
      results: [
        order({
          id: 11,
          status: 'confirmed',
          payment_method: 'pay_now',
          payment_status: 'paid',
          payment_channel: 'card',
          refunds: [{ id: 4, amount: 5000, status: 'processed', created_at: '2026-11-24T09:30:00.000Z' }],
        }),
      ],
      count: 1,
      page: 1,
      page_size: 10,
    });
    renderOrders();
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const row = list.children[0] as HTMLElement;
    expect(row).toHaveTextContent('3 items · Partly refunded');
    expect(within(row).getByRole('list', { name: 'Refunds' })).toHaveTextContent(
      'Refund of ₦5,000.0024 Nov 2026, 10:30 WATProcessed',
    );
  });

  it('pages through the orders with the page in the address', async () => {
    signInShopper();
    jest.mocked(ordersApi.list).mockImplementation(async ({ page = 1 } = {}) => ({
      results: [order({ id: 100 - Number(page), number: `KSW-20261123-PAGE0${page}` })],
      count: 11,
      page: Number(page),
      page_size: 10,
    }));
    const { user, currentPath } = renderOrders();
    expect(await screen.findByText('KSW-20261123-PAGE01')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('KSW-20261123-PAGE02')).toBeInTheDocument();
    expect(currentPath()).toBe('/orders?page=2');
    expect(ordersApi.list).toHaveBeenLastCalledWith({ page: 2 });
  });

  it('shows an empty state with a link to the shop', async () => {
    signInShopper();
    jest.mocked(ordersApi.list).mockResolvedValue({ results: [], count: 0, page: 1, page_size: 10 });
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
  });
});
