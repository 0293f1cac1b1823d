import { screen, waitFor, within } from '@testing-library/react';
import { type MyReview, type ProductReviews } from 'shared-contracts';
import { catalogApi, usersApi, wishlistApi } from 'shop-sdk';
import { request } from 'shop-sdk/testing/request';
import { renderInShop, resetSession, signInShopper } from 'shop-sdk/testing/render';
import { product } from '../../testing/fixtures';
import ProductPage from './product';

jest.mock('shop-sdk/endpoints');
jest.setTimeout(20_000);

const shirt = product({ id: 7, name: 'Adire Shirt', rating: { average: 4.3, count: 7 } });

const reviews = (over: Partial<ProductReviews> = {}): ProductReviews => ({
  average: 4.3,
  count: 7,
  distribution: [
    { stars: 5, count: 4 },
    { stars: 4, count: 2 },
    { stars: 3, count: 0 },
    { stars: 2, count: 0 },
    { stars: 1, count: 1 },
  ],
  sort: 'newest',
  page: 1,
  page_size: 5,
  results: [
    {
      id: 11,
      rating: 5,
      title: 'Lovely <b>fabric</b>',
      body: 'Colour held after washing.\nFits true to size.',
      author: 'Ada O.',
      verified_purchase: true,
      helpful: 3,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  ...over,
});

let mine: MyReview;

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
  mine = { can_review: true, review: null };
  jest.mocked(catalogApi.product).mockResolvedValue(shirt);
  jest.mocked(wishlistApi.list).mockResolvedValue([]);
  jest.mocked(usersApi.me).mockReturnValue(new Promise(() => undefined));
  jest.mocked(request.get).mockImplementation(async (url: string) => {
    if (url === 'products/7/reviews') return reviews() as never;
    if (url === 'products/7/reviews/mine') return mine as never;
    throw new Error(`unexpected GET ${url}`);
  });
});

const renderProduct = (url = '/products/7') =>
  renderInShop(<ProductPage />, { path: '/products/:productId', url });

test('shows the rating, its stars by count and the reviews, their text as text, with links to sort and page', async () => {
  renderProduct('/products/7?reviews_sort=helpful&reviews_page=1');
  const section = await screen.findByRole('region', { name: 'Customer reviews' });
  expect(await within(section).findByText('Based on 7 reviews from verified buyers')).toBeInTheDocument();
  expect(request.get).toHaveBeenCalledWith('products/7/reviews', { sort: 'helpful', page: 1 });
  expect(screen.getByRole('link', { name: /4\.3\s*7 reviews/ })).toHaveAttribute('href', '#reviews');
  const bars = within(section).getByRole('list', { name: 'Reviews by stars' });
  expect(
    within(bars)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['5 stars4', '4 stars2', '3 stars0', '2 stars0', '1 star1']);
  const item = within(within(section).getByRole('list', { name: 'Reviews' })).getByRole('listitem');
  expect(within(item).getByRole('heading', { name: 'Lovely <b>fabric</b>' })).toBeInTheDocument();
  expect(item.querySelector('b')).toBeNull();
  expect(item).toHaveTextContent('Ada O. · Verified purchase');
  expect(within(item).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
  expect(item).toHaveTextContent('3 people found this helpful');
  const sorts = within(section).getByRole('navigation', { name: 'Sort reviews' });
  expect(within(sorts).getByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/products/7#reviews');
  expect(within(sorts).getByRole('link', { name: 'Most helpful' })).toHaveAttribute('aria-current', 'true');
  const pages = within(section).getByRole('navigation', { name: 'Review pages' });
  expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute(
    'href',
    '/products/7?reviews_sort=helpful&reviews_page=2#reviews',
  );
  // No form for a shopper who is not signed in.
  expect(within(section).queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
});

test('lets a buyer write a review, the form loading when opened, and says when it waits for a check', async () => {
  signInShopper();
  jest.mocked(request.put).mockImplementation(
    async (_url: string, body?: unknown) =>
      ({
        ...(body as object),
        id: 12,
        author: 'Tunde B.',
        verified_purchase: true,
        helpful: 0,
        created_at: '2026-11-27T10:00:00.000Z',
        updated_at: '2026-11-27T10:00:00.000Z',
        status: 'held',
        status_reason: 'It contains a link',
      }) as never,
  );
  const { user } = renderProduct();
  await user.click(await screen.findByRole('button', { name: 'Write a review' }));
  const form = await screen.findByRole('form', { name: 'Write a review' });
  await user.click(within(form).getByRole('button', { name: 'Post review' }));
  expect(await within(form).findByText('Choose from 1 to 5 stars')).toBeInTheDocument();
  expect(within(form).getByText('Give your review a title')).toBeInTheDocument();
  expect(request.put).not.toHaveBeenCalled();

  await user.click(within(form).getByRole('radio', { name: '4 stars' }));
  await user.type(within(form).getByLabelText('Title'), 'Good shirt');
  await user.type(within(form).getByLabelText('Your review'), 'See more at www.example.com');
  await user.click(within(form).getByRole('button', { name: 'Post review' }));
  await waitFor(() =>
    expect(request.put).toHaveBeenCalledWith('products/7/reviews/mine', {
      rating: 4,
      title: 'Good shirt',
      body: 'See more at www.example.com',
    }),
  );
  expect(
    await screen.findByText(
      'Your review is waiting for a check by the shop before other shoppers can see it.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
});

test('offers no form to a signed-in shopper who has not received the product', async () => {
  signInShopper();
  mine = { can_review: false, review: null };
  renderProduct();
  await waitFor(() => expect(request.get).toHaveBeenCalledWith('products/7/reviews/mine'));
  await screen.findByText('Based on 7 reviews from verified buyers');
  expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
});
