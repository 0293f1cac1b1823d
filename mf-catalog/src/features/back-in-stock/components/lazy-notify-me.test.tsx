import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { ShopIntlProvider } from 'shared-contracts/i18n';
import { createQueryClient } from 'shop-sdk';
import { hydrateServerHtml } from 'shop-sdk/testing/render';
import { product } from '../../../testing/fixtures';
import { NotifyMe, preloadNotifyMe } from './lazy-notify-me';

jest.mock('shop-sdk/endpoints');

/** How many times the form's module was loaded: its factory runs when the module is first required. */
let mockLoads = 0;
jest.mock('./notify-me', () => {
  mockLoads += 1;
  return jest.requireActual<object>('./notify-me');
});

const inShop = (children: ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>
    <ShopIntlProvider locale="en-NG" messages={{}}>
      {children}
    </ShopIntlProvider>
  </QueryClientProvider>
);

it('is fetched for a product out of stock only', async () => {
  await preloadNotifyMe(undefined);
  await preloadNotifyMe(product({ id: 41, in_stock: true }));
  expect(mockLoads).toBe(0);
  await preloadNotifyMe(product({ id: 41, in_stock: false }));
  expect(mockLoads).toBe(1);
});

it("renders on the server the form's HTML alone, and hydrates it in place", async () => {
  await preloadNotifyMe(product({ id: 41, in_stock: false }));
  const { NotifyMe: Form } = await import('./notify-me');
  const html = renderToString(inShop(<NotifyMe productId={41} productName="Tecno Camon 30" />));
  expect(html).toBe(renderToString(inShop(<Form productId={41} productName="Tecno Camon 30" />)));

  let form: HTMLFormElement | null = null;
  const onRecoverableError = jest.fn();
  const { container } = hydrateServerHtml(inShop(<NotifyMe productId={41} productName="Tecno Camon 30" />), {
    before: (page) => (form = page.querySelector('form')),
    onRecoverableError,
  });
  // React finishes hydrating the form's part, loaded on its own.
  await act(async () => undefined);
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(form).not.toBeNull();
  expect(container.querySelector('form')).toBe(form);
});
