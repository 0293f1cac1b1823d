import { fireEvent, render, screen } from '@testing-library/react';
import { ShopIntlProvider } from 'shared-contracts/i18n';
import { hydrateServerHtml } from 'shop-sdk/testing/render';
import { ProductSort } from './product-sort';

const sort = (onChange: (sort: string) => void) => (
  <ShopIntlProvider locale="en-NG" messages={{}}>
    <ProductSort value="newest" onChange={onChange} action="/products" />
  </ShopIntlProvider>
);

test("an order chosen in the server's page before its scripts ran is applied once it hydrates", () => {
  const onChange = jest.fn();
  hydrateServerHtml(sort(onChange), {
    before: (html) => {
      (html.querySelector('select') as HTMLSelectElement).value = 'price_asc';
    },
  });
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith('price_asc');
});

test('rendered in the browser, it sorts when the shopper changes it, and not before', () => {
  const onChange = jest.fn();
  render(sort(onChange));
  expect(onChange).not.toHaveBeenCalled();
  fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name' } });
  expect(onChange).toHaveBeenCalledWith('name');
});
