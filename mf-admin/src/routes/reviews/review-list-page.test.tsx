import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminReview, type Paginated } from 'shared-contracts';
import { usersApi } from 'shop-sdk';
import { request } from 'shop-sdk/testing/request';
import AdminRoutes from '../../app/admin-routes';
import { adminProfile } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';

jest.mock('shop-sdk/endpoints');

const review = (over: Partial<AdminReview>): AdminReview => ({
  id: 1,
  rating: 2,
  title: 'Cheaper elsewhere',
  body: 'See <b>this</b> at https://example.com',
  author: 'Ada O.',
  verified_purchase: true,
  helpful: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  status: 'held',
  status_reason: 'It contains a link',
  product: { id: 7, name: 'Tecno Spark 20' },
  user: { id: 3, email: 'ada@example.ng' },
  moderated_at: null,
  ...over,
});

let page: Paginated<AdminReview>;

beforeEach(() => {
  jest.clearAllMocks();
  page = {
    results: [review({}), review({ id: 2, title: 'Lovely', status: 'visible', status_reason: null })],
    count: 2,
    page: 1,
    page_size: 20,
  };
  jest.mocked(usersApi.me).mockResolvedValue(adminProfile);
  jest.mocked(request.get).mockImplementation(async (url: string) => {
    if (url === 'admin/reviews') return page as never;
    throw new Error(`unexpected GET ${url}`);
  });
});

it('lists the latest reviews with why one is held, its text as text, and shows it with a reason', async () => {
  jest.mocked(request.patch).mockResolvedValue(review({ status: 'visible' }) as never);
  renderAdmin(<AdminRoutes />, { url: '/admin/reviews' });
  const held = await screen.findByRole('article', { name: /Cheaper elsewhere/ });
  expect(within(held).getByText('Why: It contains a link')).toBeInTheDocument();
  // Written as the shopper typed it, never as markup.
  expect(within(held).getByText('See <b>this</b> at https://example.com')).toBeInTheDocument();
  expect(held.querySelector('b')).toBeNull();
  expect(within(held).getByRole('link', { name: 'Tecno Spark 20' })).toHaveAttribute(
    'href',
    '/products/7#reviews',
  );

  const user = userEvent.setup();
  await user.click(within(held).getByRole('button', { name: 'Show' }));
  expect(await within(held).findByText('Say why')).toBeInTheDocument();
  expect(request.patch).not.toHaveBeenCalled();
  await user.type(within(held).getByLabelText('Reason to show it'), 'Link to the maker');
  await user.click(within(held).getByRole('button', { name: 'Show' }));
  await waitFor(() =>
    expect(request.patch).toHaveBeenCalledWith('admin/reviews/1', {
      status: 'visible',
      reason: 'Link to the maker',
    }),
  );

  const shown = screen.getByRole('article', { name: /Lovely/ });
  expect(within(shown).getByRole('button', { name: 'Hide' })).toBeInTheDocument();
});

it('filters by status', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/reviews' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Held' }));
  await waitFor(() =>
    expect(request.get).toHaveBeenCalledWith('admin/reviews', { status: 'held', page: 1, page_size: 20 }),
  );
});
