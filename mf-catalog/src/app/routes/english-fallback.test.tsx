import { screen, waitFor, within } from '@testing-library/react';
import { catalogApi, storeApi, usersApi, wishlistApi } from 'shop-sdk';
import { request } from 'shop-sdk/testing/request';
import { renderInShop, resetSession } from 'shop-sdk/testing/render';
import type { Category } from 'shared-contracts';
import { noFacets, page, product, variant } from '../../testing/fixtures';
import ha from '../../messages/ha.json';
import yo from '../../messages/yo.json';
import HomePage from './home';
import ProductPage from './product';
import ProductsPage from './products';

jest.mock('shop-sdk/endpoints');
jest.setTimeout(20_000);

/*
 * docs/storefront.md §17: where a product or category has no translation in the page's language, the API answers
 * its English and says so (`lang`, `description_lang`); the page marks that text lang="en", and only that text.
 */

/** A product translated into Yoruba whose description is not, in a category that has no Yoruba name. */
const translated = product({
  id: 7,
  name: 'Ṣẹ́ẹ̀tì Àdìrẹ',
  lang: 'yo',
  description: 'A hand-dyed cotton shirt.',
  description_lang: 'en-NG',
  category: { id: 1, name: 'Fashion', slug: 'fashion', lang: 'en-NG' },
  variants: [variant({ id: 1, regular_price: 20000, stock: 3, attributes: [] })],
});
/** A product with no translation at all: its name and description are English. */
const english = product({
  id: 8,
  name: 'Leather Sandals',
  lang: 'en-NG',
  description: 'Handmade in Kano.',
  category: { id: 2, name: 'Bàtà', slug: 'shoes', lang: 'yo' },
  variants: [variant({ id: 2, regular_price: 9000, stock: 2, attributes: [] })],
});

const categories: Category[] = [
  { id: 1, name: 'Fashion', slug: 'fashion', description: '', product_count: 12, lang: 'en-NG' },
  { id: 2, name: 'Bàtà', slug: 'shoes', description: '', product_count: 8, lang: 'yo' },
];

beforeAll(() => {
  window.scrollTo = jest.fn();
});

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
  jest.mocked(catalogApi.categories).mockResolvedValue(categories);
  jest.mocked(catalogApi.facets).mockResolvedValue({
    ...noFacets,
    categories: [
      { value: 'fashion', label: 'Fashion', count: 12, lang: 'en-NG' },
      { value: 'shoes', label: 'Bàtà', count: 8, lang: 'yo' },
    ],
    brands: [{ value: 'tecno', label: 'Tecno', count: 3 }],
  });
  jest.mocked(catalogApi.products).mockResolvedValue(page([translated, english]));
  jest.mocked(storeApi.banners).mockResolvedValue([]);
  jest.mocked(storeApi.delivery).mockResolvedValue({
    zones: [],
    stations: [],
    pay_on_delivery: { offered: true, max: null },
  });
  jest.mocked(wishlistApi.list).mockResolvedValue([]);
  jest.mocked(usersApi.me).mockReturnValue(new Promise(() => undefined));
  jest.mocked(request.get).mockResolvedValue({
    average: 0,
    count: 0,
    distribution: [],
    sort: 'newest',
    page: 1,
    page_size: 5,
    results: [],
  } as never);
});

test('the product page marks the English name, description and category of a Yoruba page, and only those', async () => {
  jest.mocked(catalogApi.product).mockResolvedValue(english);
  const { unmount } = renderInShop(<ProductPage />, {
    path: '/products/:productId',
    url: '/products/8',
    locale: 'yo',
    messages: yo,
  });
  const name = await screen.findByRole('heading', { level: 1, name: 'Leather Sandals' });
  expect(name).toHaveAttribute('lang', 'en');
  expect(screen.getByText('Handmade in Kano.')).toHaveAttribute('lang', 'en');
  // Its category has a Yoruba name: the page's language, no mark.
  expect(screen.getByRole('link', { name: 'Bàtà' })).not.toHaveAttribute('lang');
  unmount();

  jest.mocked(catalogApi.product).mockResolvedValue(translated);
  renderInShop(<ProductPage />, {
    path: '/products/:productId',
    url: '/products/7',
    locale: 'yo',
    messages: yo,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Ṣẹ́ẹ̀tì Àdìrẹ' })).not.toHaveAttribute('lang');
  // A translated name over the English description: only the description is marked.
  expect(screen.getByText('A hand-dyed cotton shirt.')).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('link', { name: 'Fashion' })).toHaveAttribute('lang', 'en');
});

test('the listing marks English names on its cards, its categories, its facets and its heading', async () => {
  renderInShop(<ProductsPage />, {
    path: '/products/category/:category',
    url: '/products/category/Fashion',
    locale: 'ha',
    messages: ha,
  });
  // Its heading is the category's name once the categories have come.
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 1, name: 'Fashion' })).toHaveAttribute('lang', 'en'),
  );
  const sandals = await screen.findByRole('article', { name: 'Leather Sandals' });
  expect(within(sandals).getByRole('heading', { name: 'Leather Sandals' })).toHaveAttribute('lang', 'en');
  expect(within(sandals).getByText('Bàtà')).not.toHaveAttribute('lang');
  const shirt = screen.getByRole('article', { name: 'Ṣẹ́ẹ̀tì Àdìrẹ' });
  expect(within(shirt).getByRole('heading', { name: 'Ṣẹ́ẹ̀tì Àdìrẹ' })).not.toHaveAttribute('lang');
  expect(within(shirt).getByText('Fashion')).toHaveAttribute('lang', 'en');

  const list = screen
    .getAllByRole('navigation')
    .find((nav) => within(nav).queryByRole('link', { name: 'Bàtà' }));
  expect(within(list as HTMLElement).getByRole('link', { name: 'Fashion' })).toHaveAttribute('lang', 'en');
  expect(within(list as HTMLElement).getByRole('link', { name: 'Bàtà' })).not.toHaveAttribute('lang');

  // The category facet's labels; a brand's is a name in no language.
  const facet = (label: string) =>
    [...document.querySelectorAll('[aria-labelledby="facet-category"] span')].find(
      (span) => span.textContent === label,
    );
  await waitFor(() => expect(facet('Fashion')).toHaveAttribute('lang', 'en'));
  expect(facet('Bàtà')).not.toHaveAttribute('lang');
});

test('the home page marks an English category tile; an English page marks nothing', async () => {
  const { unmount } = renderInShop(<HomePage />, { path: '/', url: '/', locale: 'yo', messages: yo });
  expect(await screen.findByText('Fashion', { selector: 'strong' })).toHaveAttribute('lang', 'en');
  expect(screen.getByText('Bàtà', { selector: 'strong' })).not.toHaveAttribute('lang');
  unmount();

  jest.mocked(catalogApi.product).mockResolvedValue(english);
  renderInShop(<ProductPage />, { path: '/products/:productId', url: '/products/8' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Leather Sandals' })).not.toHaveAttribute(
    'lang',
  );
  expect(screen.getByText('Handmade in Kano.')).not.toHaveAttribute('lang');
});
