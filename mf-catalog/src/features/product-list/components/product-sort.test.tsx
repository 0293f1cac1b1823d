import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ShopIntlProvider } from 'shared-contracts/i18n';
import { ProductSort } from './product-sort';

const sort = (onChange: (sort: string) => void) => (
  <ShopIntlProvider locale="en-NG" messages={{}}>
    <ProductSort value="newest" onChange={onChange} action="/products" />
  </ShopIntlProvider>
);

test("an order chosen in the server's page before its scripts ran is applied once it hydrates", async () => {
  const onChange = jest.fn();
  const container = document.createElement('div');
  document.body.appendChild(container);
  container.innerHTML = renderToString(sort(onChange));
  (container.querySelector('select') as HTMLSelectElement).value = 'price_asc';
  const root = await act(async () => hydrateRoot(container, sort(onChange)));
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith('price_asc');
  act(() => root.unmount());
  container.remove();
});

test('rendered in the browser, it sorts when the shopper changes it, and not before', () => {
  const onChange = jest.fn();
  render(sort(onChange));
  expect(onChange).not.toHaveBeenCalled();
  fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name' } });
  expect(onChange).toHaveBeenCalledWith('name');
});
