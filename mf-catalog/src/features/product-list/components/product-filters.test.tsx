import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ShopIntlProvider } from 'shared-contracts/i18n';
import type { ProductFilters as Filters } from '../hooks/use-product-filters';
import { ProductFilters } from './product-filters';

const filters: Filters = {
  category: undefined,
  search: 'rice',
  brand: '',
  minPrice: '',
  maxPrice: '',
  inStock: false,
  onSale: false,
  fourStars: false,
  sort: 'relevance',
  page: 1,
};

test("a price typed into the server's form before the page's scripts ran is the one applied", async () => {
  const onChange = jest.fn();
  const form = (
    <ShopIntlProvider locale="en-NG" messages={{}}>
      <ProductFilters filters={filters} onChange={onChange} onReset={() => undefined} hasFilters />
    </ShopIntlProvider>
  );
  const container = document.createElement('div');
  document.body.appendChild(container);
  container.innerHTML = renderToString(form);
  const field = (name: string) => container.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  const [search, min, max] = [field('search'), field('min_price'), field('max_price')];
  search.value = 'ofada rice';
  min.value = '5000';
  max.value = '20000';
  const root = await act(async () => hydrateRoot(container, form));
  // Ticking "In stock only" renders the form again before it is sent.
  act(() => fireEvent.click(field('in_stock')));
  fireEvent.submit(container.querySelector('form') as HTMLFormElement);
  expect(onChange).toHaveBeenLastCalledWith({ search: 'ofada rice', minPrice: '5000', maxPrice: '20000' });
  expect(min).toHaveValue(5000);
  act(() => root.unmount());
  container.remove();
});
