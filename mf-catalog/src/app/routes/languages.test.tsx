import { Suspense } from 'react';
import { act, screen, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { catalogApi, storeApi, usersApi, wishlistApi } from 'shop-sdk';
import { request } from 'shop-sdk/testing/request';
import { renderInShop, resetSession } from 'shop-sdk/testing/render';
import { categories, noFacets, page, product, variant } from '../../testing/fixtures';
import { catalogMessages } from '../../messages';
import ha from '../../messages/ha.json';
import ig from '../../messages/ig.json';
import pcm from '../../messages/pcm.json';
import yo from '../../messages/yo.json';
import { DELIVERY_STATE_KEY } from '../../features/product-detail/components/delivery-promise';
import { listingMeta, productMeta } from '../../features/seo/page-meta';
import CatalogRoutes, { preload } from '../catalog-routes';
import HomePage from './home';
import ProductPage from './product';
import ProductsPage from './products';
import PromotionPage from './promotion';
import { NotifyMe } from '../../features/back-in-stock/components/notify-me';

jest.mock('shop-sdk/endpoints');
jest.setTimeout(20_000);

const shirt = product({
  id: 7,
  name: 'Adire Shirt',
  rating: { average: 4.5, count: 2 },
  variants: [variant({ id: 1, regular_price: 20000, stock: 3, attributes: [] })],
});

beforeAll(() => {
  window.scrollTo = jest.fn();
});

afterEach(() => localStorage.removeItem(DELIVERY_STATE_KEY));

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
  jest.mocked(catalogApi.categories).mockResolvedValue(categories);
  jest.mocked(catalogApi.facets).mockResolvedValue(noFacets);
  jest.mocked(catalogApi.product).mockResolvedValue(shirt);
  jest.mocked(storeApi.banners).mockResolvedValue([]);
  jest.mocked(wishlistApi.list).mockResolvedValue([]);
  jest.mocked(usersApi.me).mockReturnValue(new Promise(() => undefined));
  jest.mocked(request.get).mockResolvedValue({
    average: 4.5,
    count: 2,
    distribution: [],
    sort: 'newest',
    page: 1,
    page_size: 5,
    results: [],
  } as never);
});

test('the product page in Yoruba: its buying controls, its stock, its delivery and its reviews', async () => {
  localStorage.setItem(DELIVERY_STATE_KEY, 'Lagos');
  jest.mocked(storeApi.delivery).mockResolvedValue({
    zones: [
      { id: 1, name: 'Lagos', fee: 2500, free_from: null, min_days: 1, max_days: 2, states: ['Lagos'] },
    ],
    stations: [],
    pay_on_delivery: { offered: true, max: null },
  });
  renderInShop(<ProductPage />, {
    path: '/products/:productId',
    url: '/products/7',
    locale: 'yo',
    messages: yo,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Adire Shirt' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Fi kún apẹ̀rẹ̀ ọjà' })).toBeEnabled();
  expect(screen.getByRole('spinbutton', { name: 'Iye' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Ó ku 3 péré');
  expect(await screen.findByTestId('delivery-promise')).toHaveTextContent(
    /^Ìfijíṣẹ́ sí Lagos: ₦2,500\.00, yóò dé .+; ẹ lè sanwó nígbà tí ọjà bá dé$/,
  );
  expect(screen.getByRole('link', { name: /4\.5\s*àtúnyẹ̀wò 2/ })).toHaveAttribute('href', '#reviews');
  expect(await screen.findByRole('region', { name: 'Àtúnyẹ̀wò àwọn oníbàárà' })).toBeInTheDocument();
});

test("a product that does not exist says so in the page's language", async () => {
  renderInShop(<ProductPage />, {
    path: '/products/:productId',
    url: '/products/0',
    locale: 'ig',
    messages: ig,
  });
  expect(await screen.findByRole('heading', { name: 'Ahụghị ngwaahịa ahụ' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lelee ngwaahịa niile' })).toHaveAttribute('href', '/products');
});

test('the home page in Hausa', async () => {
  jest.mocked(catalogApi.products).mockResolvedValue(page([shirt]));
  renderInShop(<HomePage />, { path: '/', url: '/', locale: 'ha', messages: ha });
  expect(await screen.findByRole('link', { name: 'Yi sayayya yanzu' })).toHaveAttribute('href', '/products');
  const tiles = await screen.findByRole('region', { name: 'Sayayya ta rukuni' });
  expect(within(tiles).getByRole('link', { name: /Fashion\s*kayayyaki 12/ })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Sababbin kayayyaki' })).toBeInTheDocument();
});

test('the listing in Igbo: its heading, its count, its cards and its sort', async () => {
  jest
    .mocked(catalogApi.products)
    .mockResolvedValue(
      page([shirt, product({ id: 8, name: 'Leather Sandals', variants: [variant({ stock: 0 })] })]),
    );
  renderInShop(<ProductsPage />, { path: '/products', url: '/products', locale: 'ig', messages: ig });
  expect(await screen.findByRole('heading', { level: 1, name: 'Ngwaahịa niile' })).toBeInTheDocument();
  expect(await screen.findByText('ngwaahịa 2')).toBeInTheDocument();
  const sandals = await screen.findByRole('article', { name: 'Leather Sandals' });
  expect(within(sandals).getByText('Ọ gwụla')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Hazie site na' })).toHaveDisplayValue('Nke kacha ọhụrụ');
});

test("a promotion's page in Hausa: what it gives, its code and its end", async () => {
  jest.mocked(storeApi.promotion).mockResolvedValue({
    promotion: {
      id: 7,
      name: 'Black Friday',
      slug: 'black-friday-7',
      code: 'BF20',
      kind: 'percentage',
      percent_off: 20,
      amount_off: null,
      starts_at: '2026-11-26T23:00:00.000Z',
      ends_at: '2026-11-30T22:59:00.000Z',
    },
    products: page([shirt]),
  });
  renderInShop(<PromotionPage />, {
    path: '/promotions/:slug',
    url: '/promotions/black-friday-7',
    locale: 'ha',
    messages: ha,
  });
  const title = await screen.findByRole('heading', { level: 1, name: 'Black Friday' });
  expect(title.nextElementSibling).toHaveTextContent(/^Ragin 20% da lambar BF20 lokacin kammala sayayya$/);
  expect(screen.getByTestId('countdown')).toHaveTextContent(/^Zai ƙare 30 Nov 2026, 23:59 WAT/);
});

test('"Notify me" in Pidgin, and what it says once the shopper waits', async () => {
  jest
    .mocked(request.post)
    .mockResolvedValue({ product_id: 41, email: 'ada@example.ng', phone: null, subscribed: true });
  const { user } = renderInShop(<NotifyMe productId={41} productName="Tecno Camon 30" />, {
    locale: 'pcm',
    messages: pcm,
  });
  const form = within(screen.getByRole('form', { name: 'Tell me wen e land back' }));
  await user.click(form.getByRole('button', { name: 'Tell me' }));
  expect(form.getByText('Put your email address make we fit tell you')).toBeInTheDocument();
  await user.type(form.getByLabelText('Email'), 'ada@example.ng');
  await user.click(form.getByRole('button', { name: 'Tell me' }));
  expect(
    await screen.findByText('We go email you for ada@example.ng wen Tecno Camon 30 don land back.'),
  ).toBeInTheDocument();
});

test("the catalog's routes load its words in the page's language themselves", async () => {
  jest.mocked(catalogApi.products).mockResolvedValue(page([]));
  // Awaited: the section suspends until the language's catalogue has arrived.
  await act(async () => {
    renderInShop(
      <Suspense fallback={<p>loading</p>}>
        <CatalogRoutes />
      </Suspense>,
      { path: '/*', url: '/', locale: 'pcm' },
    );
  });
  expect(await screen.findByRole('link', { name: 'Buy now' })).toHaveAttribute('href', '/products');
});

test("preload fetches the catalog's words in the language of the page's address", async () => {
  window.history.pushState({}, '', '/yo/products/7');
  await preload('/products/7');
  // Loaded once and kept: hydration finds them ready.
  await expect(catalogMessages.load('yo')).resolves.toEqual(yo);
  window.history.pushState({}, '', '/');
});

test("a page's head in the page's language", () => {
  const { formatMessage } = createIntl({ locale: 'pcm', messages: pcm });
  expect(listingMeta('All tins', undefined, '/products', '', undefined, formatMessage).description).toBe(
    'Buy all di tins for Kasuwa: prices for Naira, delivery anywhere for Naija.',
  );
  const breadcrumb = productMeta(shirt, [], formatMessage).structuredData?.[1];
  expect(JSON.stringify(breadcrumb)).toContain('"name":"Home"');
  const yoruba = createIntl({ locale: 'yo', messages: yo }).formatMessage;
  expect(JSON.stringify(productMeta(shirt, [], yoruba).structuredData?.[1])).toContain('"name":"Ilé"');
});
