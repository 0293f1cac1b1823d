import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogApi } from 'shop-sdk';
import { categories, noFacets, page, product, variant } from '../../testing/fixtures';
import { renderInShop, resetSession } from 'shop-sdk/testing/render';
import ProductsPage from './products';

jest.mock('shop-sdk/endpoints');
// User-event typing is slow on a busy machine.
jest.setTimeout(20_000);

const products = jest.mocked(catalogApi.products);
const lastQuery = () => products.mock.calls.at(-1)?.[0];

beforeAll(() => {
  window.scrollTo = jest.fn();
});

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
  jest.mocked(catalogApi.categories).mockResolvedValue(categories);
  jest.mocked(catalogApi.facets).mockResolvedValue(noFacets);
});

const renderProducts = (url = '/products', path = '/products') =>
  renderInShop(<ProductsPage />, { path, url });

test('shows product cards with Naira prices, sale strike-through and the out-of-stock badge', async () => {
  products.mockResolvedValue(
    page([
      product({ name: 'Ankara Dress', variants: [variant({ regular_price: 15000, sale_price: 12500 })] }),
      product({ name: 'Leather Sandals', variants: [variant({ regular_price: 8000.5, stock: 0 })] }),
    ]),
  );
  renderProducts();

  const dress = await screen.findByRole('article', { name: 'Ankara Dress' });
  expect(within(dress).getByText('₦12,500.00')).toBeInTheDocument();
  expect(within(dress).getByText('₦15,000.00').tagName).toBe('S');
  expect(within(dress).getByText('Sale')).toBeInTheDocument();
  expect(within(dress).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/products\/\d+$/));

  const sandals = screen.getByRole('article', { name: 'Leather Sandals' });
  expect(within(sandals).getByText('₦8,000.50')).toBeInTheDocument();
  expect(within(sandals).getByText('Out of stock')).toBeInTheDocument();
  expect(screen.getByText('2 products')).toBeInTheDocument();
  expect(lastQuery()).toEqual({ sort: 'newest', page: 1, page_size: 24 });
});

test("opening a product from a search's results counts a click for the search, and only from a search", async () => {
  jest.mocked(catalogApi.searchClick).mockResolvedValue(null);
  products.mockResolvedValue(page([product({ name: 'Ankara Dress' })]));
  const { user, unmount } = renderProducts('/products?search=%20ankara%20');
  await user.click(within(await screen.findByRole('article', { name: 'Ankara Dress' })).getByRole('link'));
  expect(catalogApi.searchClick).toHaveBeenCalledWith('ankara');
  unmount();
  jest.mocked(catalogApi.searchClick).mockClear();
  renderProducts('/products');
  await user.click(within(await screen.findByRole('article', { name: 'Ankara Dress' })).getByRole('link'));
  expect(catalogApi.searchClick).not.toHaveBeenCalled();
});

test('shows skeletons while loading', async () => {
  products.mockReturnValue(new Promise(() => undefined));
  renderProducts();
  expect(await screen.findAllByTestId('product-card-skeleton')).toHaveLength(8);
});

test('search, price range, in-stock and sort go into the URL and the query, starting again from page 1', async () => {
  const user = userEvent.setup();
  products.mockResolvedValue(page([product({ name: 'Ankara Dress' })], { count: 60 }));
  renderProducts('/products?page=2');
  await screen.findByRole('article', { name: 'Ankara Dress' });
  expect(lastQuery()).toMatchObject({ page: 2 });

  // jsdom has no wide screen, so the filters sit behind their toggle as on a phone.
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ankara');
  await user.type(screen.getByRole('spinbutton', { name: 'Min price' }), '1000');
  await user.type(screen.getByRole('spinbutton', { name: 'Max price' }), '20000');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() =>
    // A search is in order of relevance unless another order is chosen.
    expect(lastQuery()).toEqual({
      sort: 'relevance',
      page: 1,
      page_size: 24,
      search: 'ankara',
      min_price: 1000,
      max_price: 20000,
    }),
  );
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/products?search=ankara&min_price=1000&max_price=20000',
  );

  // The choice closes the filters, so the results show first; the search's words are not counted as a filter.
  const toggle = screen.getByRole('button', { name: 'Filters (1)' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ in_stock: true }));
  await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
  await user.click(screen.getByRole('checkbox', { name: 'On sale only' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ in_stock: true, on_sale: true }));
  expect(screen.getByTestId('location')).toHaveTextContent('in_stock=true&on_sale=true');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
  await waitFor(() =>
    expect(lastQuery()).toMatchObject({ sort: 'price_asc', in_stock: true, on_sale: true, search: 'ankara' }),
  );
  expect(screen.getByTestId('location')).toHaveTextContent('sort=price_asc');
});

test('pages through results 24 at a time', async () => {
  const user = userEvent.setup();
  products.mockResolvedValue(page([product({ name: 'Ankara Dress' })], { count: 50 }));
  renderProducts();
  await screen.findByRole('article', { name: 'Ankara Dress' });
  // Real links, which work without JavaScript too.
  expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/products?page=3');
  expect(screen.queryByRole('link', { name: 'Page 4' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Next' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2, page_size: 24 }));
  expect(screen.getByTestId('location')).toHaveTextContent('/products?page=2');
  expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('reads the category from the path; "all" means every category', async () => {
  products.mockResolvedValue(page([product({ name: 'Phone' })]));
  const { unmount } = renderProducts('/products/category/Electronics', '/products/category/:category');
  await screen.findByRole('heading', { name: 'Electronics' });
  expect(document.title).toBe('Electronics | Kasuwa');
  await waitFor(() => expect(lastQuery()).toMatchObject({ category: 'Electronics' }));
  expect(await screen.findByRole('link', { name: 'Electronics' })).toHaveAttribute('aria-current', 'page');
  unmount();

  const slug = renderProducts('/products/category/electronics', '/products/category/:category');
  expect(await screen.findByRole('heading', { name: 'Electronics' })).toBeInTheDocument();
  slug.unmount();

  renderProducts('/products?category=all');
  await screen.findByRole('heading', { name: 'All Products' });
  await waitFor(() => expect(lastQuery()).not.toHaveProperty('category'));
});

test('answers a category the shop does not have as not found, with its own title and no listing', async () => {
  products.mockResolvedValue(page([product({ name: 'Ankara Dress' })]));
  renderProducts('/products/category/SHOP%20CLOSED%20TODAY', '/products/category/:category');
  expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
  expect(screen.queryByRole('heading', { name: 'SHOP CLOSED TODAY' })).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Category not found | Kasuwa'));
});

test('shows an empty state and clears the filters', async () => {
  const user = userEvent.setup();
  products.mockResolvedValue(page([]));
  renderProducts('/products?in_stock=true');
  expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
  await waitFor(() => expect(lastQuery()).not.toHaveProperty('in_stock'));
});

test('a search that found nothing offers the closest spelling and the biggest categories', async () => {
  products.mockResolvedValue(page([]));
  jest.mocked(catalogApi.facets).mockResolvedValue({ ...noFacets, did_you_mean: 'samsung' });
  renderProducts('/products?search=sumsang&in_stock=true');
  expect(
    await screen.findByRole('heading', { name: 'Sorry, nothing matches “sumsang”' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'samsung' })).toHaveAttribute(
    'href',
    '/products?search=samsung&in_stock=true',
  );
  const popular = within(screen.getByRole('navigation', { name: 'Popular categories' }));
  expect(popular.getAllByRole('link').map((a) => a.textContent)).toEqual(['Fashion', 'Electronics']);
  expect(popular.getByRole('link', { name: 'Fashion' })).toHaveAttribute(
    'href',
    '/products/category/fashion',
  );
});

test('facets are links with counts that narrow the listing, and a chosen one links back without it', async () => {
  products.mockResolvedValue(page([product({ name: 'Samsung Galaxy A15' })]));
  jest.mocked(catalogApi.facets).mockResolvedValue({
    categories: [{ value: 'phones-tablets', label: 'Phones & Tablets', count: 4 }],
    brands: [
      { value: 'samsung', label: 'Samsung', count: 3 },
      { value: 'oraimo', label: 'Oraimo', count: 1 },
    ],
    price_bands: [
      { min: 0, max: 9999.99, count: 1 },
      { min: 10000, max: 49999.99, count: 0 },
      { min: 500000, max: null, count: 2 },
    ],
    in_stock: 3,
    on_sale: 1,
    did_you_mean: null,
  });
  const user = userEvent.setup();
  renderProducts('/products?search=samsung&brand=samsung&page=2');
  await screen.findByRole('article', { name: 'Samsung Galaxy A15' });
  // jsdom has no wide screen: the facets sit behind the filters' toggle, as on a phone.
  // The brand is a filter; the search's words are not.
  await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
  const facets = within(await screen.findByRole('navigation', { name: 'Narrow the results' }));
  await waitFor(() =>
    expect(jest.mocked(catalogApi.facets)).toHaveBeenCalledWith({ search: 'samsung', brand: 'samsung' }),
  );
  expect(await facets.findByRole('link', { name: 'Samsung 3' })).toHaveAttribute(
    'href',
    '/products?search=samsung',
  );
  expect(facets.getByRole('link', { name: 'Samsung 3' })).toHaveAttribute('aria-current', 'true');
  expect(facets.getByRole('link', { name: 'Oraimo 1' })).toHaveAttribute(
    'href',
    '/products?search=samsung&brand=oraimo',
  );
  expect(facets.getByRole('link', { name: 'Phones & Tablets 4' })).toHaveAttribute(
    'href',
    '/products/category/phones-tablets?search=samsung&brand=samsung',
  );
  expect(facets.getByRole('link', { name: 'Under ₦10,000.00 1' })).toHaveAttribute(
    'href',
    '/products?search=samsung&brand=samsung&min_price=0&max_price=9999.99',
  );
  // A band with nothing in it is left out.
  expect(facets.queryByRole('link', { name: /₦10,000.00 –/ })).not.toBeInTheDocument();
  expect(facets.getByRole('link', { name: '₦500,000.00 and above 2' })).toHaveAttribute(
    'href',
    '/products?search=samsung&brand=samsung&min_price=500000',
  );
  expect(facets.getByRole('link', { name: 'In stock 3' })).toHaveAttribute(
    'href',
    '/products?search=samsung&brand=samsung&in_stock=true',
  );
});

test('shows an error with a retry that asks again', async () => {
  const user = userEvent.setup();
  products
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(page([product({ name: 'Back Again' })]));
  renderProducts();
  expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the products");
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Back Again' })).toBeInTheDocument();
});

test('without script, the sort is a GET form to the listing that keeps its other parameters, sent by its button', async () => {
  products.mockResolvedValue(page([product({ name: 'Ankara Dress' })]));
  renderProducts(
    '/products/category/Fashion?search=ankara&in_stock=true&sort=name&page=2',
    '/products/category/:category',
  );
  await screen.findByRole('article', { name: 'Ankara Dress' });
  const select = screen.getByRole('combobox', { name: 'Sort by' });
  const form = select.closest('form');
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/products/category/Fashion');
  expect(select).toHaveAttribute('name', 'sort');
  const kept = [...(form?.querySelectorAll('input[type=hidden]') ?? [])].map((input) => [
    input.getAttribute('name'),
    input.getAttribute('value'),
  ]);
  expect(kept).toEqual([
    ['search', 'ankara'],
    ['in_stock', 'true'],
  ]);
  expect(within(form as HTMLElement).getByRole('button', { name: 'Sort' })).toHaveAttribute('type', 'submit');
});

test("above a search's results: what was searched, and a chip per filter that removes it", async () => {
  products.mockResolvedValue(page([product({ name: 'Infinix Hot 40i' })]));
  jest.mocked(catalogApi.facets).mockResolvedValue({
    ...noFacets,
    brands: [{ value: 'infinix', label: 'Infinix', count: 4 }],
  });
  renderProducts(
    '/products?search=infinix%20phone&brand=infinix&min_price=100000&max_price=199999.99&in_stock=true&sort=price_asc',
  );
  await screen.findByRole('article', { name: 'Infinix Hot 40i' });
  const results = within(screen.getByRole('region', { name: 'Results' }));
  expect(results.getByRole('heading', { level: 2 })).toHaveTextContent("Results for 'infinix phone'");
  const chips = within(results.getByRole('list', { name: 'Filters in force' }));
  expect(await chips.findByRole('link', { name: 'Remove Brand: Infinix' })).toHaveAttribute(
    'href',
    '/products?search=infinix+phone&min_price=100000&max_price=199999.99&in_stock=true&sort=price_asc',
  );
  expect(chips.getByRole('link', { name: 'Remove Price: ₦100,000.00 – ₦199,999.99' })).toHaveAttribute(
    'href',
    '/products?search=infinix+phone&brand=infinix&in_stock=true&sort=price_asc',
  );
  expect(chips.getByRole('link', { name: 'Remove In stock' })).toHaveAttribute(
    'href',
    '/products?search=infinix+phone&brand=infinix&min_price=100000&max_price=199999.99&sort=price_asc',
  );
  // Neither the order nor the search's words are filters.
  expect(chips.getAllByRole('link')).toHaveLength(3);
  expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
});

test('a category chosen within a search is a chip that goes back to the whole search', async () => {
  products.mockResolvedValue(page([product({ name: 'Infinix Hot 40i' })]));
  jest.mocked(catalogApi.facets).mockResolvedValue({
    ...noFacets,
    categories: [{ value: 'electronics', label: 'Electronics', count: 4 }],
  });
  renderProducts('/products/category/electronics?search=infinix', '/products/category/:category');
  await screen.findByRole('article', { name: 'Infinix Hot 40i' });
  expect(await screen.findByRole('link', { name: 'Remove Electronics' })).toHaveAttribute(
    'href',
    '/products?search=infinix',
  );
});

test('a listing without filters or search has no chips, no search line, and Filters counts none', async () => {
  products.mockResolvedValue(page([product({ name: 'Ankara Dress' })]));
  renderProducts('/products?sort=price_desc');
  await screen.findByRole('article', { name: 'Ankara Dress' });
  expect(screen.queryByRole('list', { name: 'Filters in force' })).toBeNull();
  expect(screen.queryByText(/^Results for/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
});

test('on a phone, a facet chosen closes the filters and shows its results', async () => {
  const user = userEvent.setup();
  products.mockResolvedValue(page([product({ name: 'Infinix Hot 40i' })]));
  jest.mocked(catalogApi.facets).mockResolvedValue({
    ...noFacets,
    brands: [{ value: 'infinix', label: 'Infinix', count: 4 }],
  });
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  renderProducts('/products?search=phone');
  await screen.findByRole('article', { name: 'Infinix Hot 40i' });
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const facets = within(await screen.findByRole('navigation', { name: 'Narrow the results' }));
  await user.click(await facets.findByRole('link', { name: 'Infinix 4' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ brand: 'infinix' }));
  expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: 'Narrow the results' })).toBeNull();
  expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  expect(screen.getByRole('link', { name: 'Remove Brand: Infinix' })).toBeInTheDocument();
});
