import { act, fireEvent } from '@testing-library/react';
import { ShopIntlProvider } from 'shared-contracts/i18n';
import { hydrateServerHtml } from 'shop-sdk/testing/render';
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

test("a price typed into the server's form before the page's scripts ran is the one applied", () => {
  const onChange = jest.fn();
  const form = (
    <ShopIntlProvider locale="en-NG" messages={{}}>
      <ProductFilters filters={filters} onChange={onChange} onReset={() => undefined} hasFilters />
    </ShopIntlProvider>
  );
  const field = (html: HTMLElement, name: string) =>
    html.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  const { container } = hydrateServerHtml(form, {
    before: (html) => {
      field(html, 'search').value = 'ofada rice';
      field(html, 'min_price').value = '5000';
      field(html, 'max_price').value = '20000';
    },
  });
  // Ticking "In stock only" renders the form again before it is sent.
  act(() => fireEvent.click(field(container, 'in_stock')));
  fireEvent.submit(container.querySelector('form') as HTMLFormElement);
  expect(onChange).toHaveBeenLastCalledWith({ search: 'ofada rice', minPrice: '5000', maxPrice: '20000' });
  expect(field(container, 'min_price')).toHaveValue(5000);
});
