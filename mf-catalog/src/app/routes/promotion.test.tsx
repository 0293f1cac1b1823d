import { screen, within } from '@testing-library/react';
import { storeApi } from 'shop-sdk';
import type { PromotionLanding } from 'shared-contracts/schemas/banners';
import { apiError, renderInShop, resetSession } from 'shop-sdk/testing/render';
import { page, product, variant } from '../../testing/fixtures';
import PromotionPage from './promotion';

jest.mock('shop-sdk/endpoints');

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
});

const landing = (over: Partial<PromotionLanding['promotion']> = {}): PromotionLanding => ({
  promotion: {
    id: 7,
    name: 'Black Friday',
    slug: 'black-friday-7',
    code: null,
    kind: 'percentage',
    percent_off: 20,
    amount_off: null,
    starts_at: '2026-11-26T23:00:00.000Z',
    ends_at: '2026-11-30T22:59:00.000Z',
    ...over,
  },
  products: page([
    product({
      id: 41,
      name: 'Tecno Camon 30',
      variants: [variant({ id: 9, regular_price: 349_000, sale_price: 0 })],
      promotion: {
        name: 'Black Friday',
        price: 279_200,
        ends_at: '2026-11-30T22:59:00.000Z',
        variant_prices: [{ variant_id: 9, price: 279_200 }],
      },
    }),
  ]),
});

test('lists the promotion’s products at their promotion prices, with what it gives and when it ends', async () => {
  jest.mocked(storeApi.promotion).mockResolvedValue(landing());
  renderInShop(<PromotionPage />, { path: '/promotions/:slug', url: '/promotions/black-friday-7' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Black Friday' })).toBeInTheDocument();
  expect(screen.getByText('20% off')).toBeInTheDocument();
  expect(screen.getByText('30 Nov 2026, 23:59 WAT')).toBeInTheDocument();
  const card = screen.getByRole('article', { name: 'Tecno Camon 30' });
  expect(within(card).getByText('₦279,200.00')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: /Tecno Camon 30/ })).toHaveAttribute('href', '/products/41');
  expect(storeApi.promotion).toHaveBeenCalledWith('black-friday-7', 1);
});

test('names the code a shopper types at checkout', async () => {
  jest.mocked(storeApi.promotion).mockResolvedValue(landing({ code: 'BLACKFRIDAY', ends_at: null }));
  renderInShop(<PromotionPage />, { path: '/promotions/:slug', url: '/promotions/black-friday-7?page=2' });
  expect(await screen.findByText('BLACKFRIDAY')).toBeInTheDocument();
  expect(screen.getByText('While it lasts.')).toBeInTheDocument();
  expect(storeApi.promotion).toHaveBeenCalledWith('black-friday-7', 2);
});

test('a promotion that is not running says so and offers what is on sale', async () => {
  jest
    .mocked(storeApi.promotion)
    .mockRejectedValue(apiError(404, { message: 'This promotion is not running.' }));
  renderInShop(<PromotionPage />, { path: '/promotions/:slug', url: '/promotions/old-3' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This promotion is not running' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See what is on sale' })).toHaveAttribute(
    'href',
    '/products?on_sale=true',
  );
});
