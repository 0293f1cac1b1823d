import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ShopIntlProvider } from 'shared-contracts/i18n';
import { type Suggestions } from 'shared-contracts';
import { catalogApi, createQueryClient } from 'shop-sdk';
import { hydrateServerHtml, renderInShop } from 'shop-sdk/testing/render';
import yo from '../../messages/yo.json';
import { NavSearch } from './nav-search';

jest.mock('shop-sdk/endpoints');

const answer: Suggestions = {
  products: [
    { id: 7, name: 'Samsung Galaxy A15', slug: 'samsung-galaxy-a15', price: 185000, image: null },
    { id: 9, name: 'Samsung 43" Smart TV', slug: 'samsung-43-smart-tv', price: 310000, image: null },
  ],
  categories: [{ id: 1, name: 'Electronics', slug: 'electronics' }],
};

const suggestions = jest.mocked(catalogApi.suggestions);

beforeEach(() => {
  jest.clearAllMocks();
  suggestions.mockResolvedValue(answer);
  jest.mocked(catalogApi.searchClick).mockResolvedValue(null);
});

function renderBox() {
  const view = renderInShop(<NavSearch />, {
    queryClient: createQueryClient(),
    routes: [
      { path: '/products/:id', element: <p>product page</p> },
      { path: '/products/category/:slug', element: <p>category page</p> },
    ],
  });
  return { view, box: screen.getByRole('combobox', { name: 'Search products' }) };
}

const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

/** Focuses the box and waits for the suggestions' code, which its first focus loads. */
async function focus(box: HTMLElement) {
  act(() => box.focus());
  await waitFor(() => expect(screen.getByRole('status')).toBeInTheDocument());
}

test('asks nothing before 2 characters, then suggests products and categories once typing pauses', async () => {
  const { box } = renderBox();
  expect(box).toHaveAttribute('aria-expanded', 'false');
  await focus(box);
  type(box, 's');
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(suggestions).not.toHaveBeenCalled();
  type(box, 'sa');
  type(box, 'sam');
  type(box, 'samsng');
  const list = await screen.findByRole('listbox', { name: 'Suggestions' });
  // Debounced: only what was there when typing paused is asked.
  expect(suggestions).toHaveBeenCalledTimes(1);
  expect(suggestions).toHaveBeenCalledWith('samsng');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(box).toHaveAttribute('aria-controls', list.id);
  const options = screen.getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([
    'Samsung Galaxy A15₦185,000.00',
    'Samsung 43" Smart TV₦310,000.00',
    'Electronics',
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('2 products and 1 category suggested');
});

test('arrows move the highlight, Enter opens the highlighted product and counts the click', async () => {
  const { view, box } = renderBox();
  await focus(box);
  type(box, 'samsng');
  await screen.findByRole('listbox');
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  const first = screen.getAllByRole('option')[0]!;
  expect(first).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', first.id);
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  // Past the last it wraps to the first; up from the first goes to the last.
  expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(box, { key: 'ArrowUp' });
  expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(box, { key: 'ArrowUp' });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(view.currentPath()).toBe('/products/9');
  expect(catalogApi.searchClick).toHaveBeenCalledWith('samsng');
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the list; Enter without a choice searches', async () => {
  const { view, box } = renderBox();
  await focus(box);
  type(box, 'samsng');
  await screen.findByRole('listbox');
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(box).toHaveAttribute('aria-expanded', 'false');
  // Arrows open it again.
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(screen.getByRole('listbox')).toBeInTheDocument();
  fireEvent.keyDown(box, { key: 'Escape' });
  fireEvent.submit(box.closest('form')!);
  expect(view.currentPath()).toBe('/products?search=samsng');
  expect(catalogApi.searchClick).not.toHaveBeenCalled();
});

test('a category suggestion opens the category, and leaving the box closes the list', async () => {
  const { view, box } = renderBox();
  await focus(box);
  type(box, 'samsng');
  await screen.findByRole('listbox');
  act(() => box.blur());
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  act(() => box.focus());
  fireEvent.click(await screen.findByRole('option', { name: 'Electronics' }));
  expect(view.currentPath()).toBe('/products/category/electronics');
});

test('on the results page the box holds what was searched, and follows a new search', async () => {
  renderInShop(<NavSearch />, { url: '/products?search=samsng&brand=samsung' });
  const box = screen.getByRole('combobox', { name: 'Search products' });
  expect(box).toHaveValue('samsng');
  type(box, 'tecno phone');
  fireEvent.submit(box.closest('form') as HTMLFormElement);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/products?search=tecno+phone'),
  );
  expect(box).toHaveValue('tecno phone');
});

test('elsewhere the box starts empty', () => {
  renderInShop(<NavSearch />, { url: '/products/category/electronics?search=samsng' });
  expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('');
});

test('suggests in Yoruba, and marks lang="en" the names the API answers in English', async () => {
  suggestions.mockResolvedValue({
    products: [
      {
        id: 7,
        name: 'Samsung Galaxy A15',
        slug: 'samsung-galaxy-a15',
        price: 185000,
        image: null,
        lang: 'en-NG',
      },
      { id: 8, name: 'Ìrẹsì Ofada', slug: 'iresi-ofada', price: 9000, image: null, lang: 'yo' },
    ],
    categories: [{ id: 1, name: 'Electronics', slug: 'electronics', lang: 'en-NG' }],
  });
  renderInShop(<NavSearch />, { queryClient: createQueryClient(), locale: 'yo', messages: yo });
  const box = screen.getByRole('combobox', { name: 'Wá ọjà' });
  await focus(box);
  type(box, 'sam');
  const list = await screen.findByRole('listbox', { name: 'Àwọn àbá' });
  expect(screen.getByRole('status')).toHaveTextContent(
    'A dá àbá ọjà 2 àti ẹ̀ka 1. Ẹ lo ọfà òkè àti ìsàlẹ̀ láti yàn, Enter láti ṣí i.',
  );
  expect(within(list).getByText('Samsung Galaxy A15')).toHaveAttribute('lang', 'en');
  expect(within(list).getByText('Electronics')).toHaveAttribute('lang', 'en');
  expect(within(list).getByText('Ìrẹsì Ofada')).not.toHaveAttribute('lang');
});

test("what was typed before the page's scripts ran is kept, and searched", async () => {
  function Searched() {
    const { search } = useLocation();
    return <p data-testid="searched">{new URLSearchParams(search).get('search')}</p>;
  }
  const page = (
    <QueryClientProvider client={createQueryClient()}>
      <ShopIntlProvider locale="en-NG" messages={{}}>
        <MemoryRouter initialEntries={['/']}>
          <NavSearch />
          <Routes>
            <Route path="/" element={null} />
            <Route path="/products" element={<Searched />} />
          </Routes>
        </MemoryRouter>
      </ShopIntlProvider>
    </QueryClientProvider>
  );
  // The shopper types into the server's box while the scripts are still on their way.
  const { container } = hydrateServerHtml(page, {
    before: (html) => {
      (html.querySelector('input') as HTMLInputElement).value = 'garri';
    },
  });
  const box = container.querySelector('input') as HTMLInputElement;
  // The shopper comes back to the box (a render of its own) and sends it.
  await focus(box);
  expect(box).toHaveValue('garri');
  fireEvent.submit(box.closest('form') as HTMLFormElement);
  await waitFor(() => expect(screen.getByTestId('searched')).toHaveTextContent('garri'));
});
