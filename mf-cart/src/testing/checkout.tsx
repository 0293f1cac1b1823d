/** What the checkout page's tests share: the cart, the quote, saved addresses and the page in the shop. */

import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { waitFor } from '@testing-library/react';
import { type AddressInput, type CheckoutQuote, type Order, type SavedAddress } from 'shared-contracts';
import { addressesApi, cartAtom, kasuwaStore, ordersApi, paymentsApi, storeApi, usersApi } from 'shop-sdk';
import { renderInShop, resetSession, signInShopper } from 'shop-sdk/testing/render';
import { line, summary, variant } from './fixtures';

/** One Adire shirt (variant 11, ₦20,000) in the cart. */
export const shirt = line(summary(1, 'Adire Shirt'), variant(11, { regular_price: 20000 }), 1);

/** The server's quote for `shirt`: ₦20,000 + ₦2,500 delivery, with the shopper's last address. */
export const quote = (over: Partial<CheckoutQuote> = {}): CheckoutQuote => ({
  items: [
    {
      product_id: 1,
      variant_id: 11,
      product_name: 'Adire Shirt',
      variant_label: 'Size: L',
      quantity: 1,
      stock: 4,
      unit_price: 20000,
      line_total: 20000,
      image: null,
    },
  ],
  subtotal: 20000,
  shipping_fee: 2500,
  total: 22500,
  last_address: {
    full_name: 'Ngozi Eze',
    phone: '+2348031234567',
    second_phone: null,
    street: '14 Awolowo Road',
    city: 'Ikoyi',
    state: 'Lagos',
  },
  ...over,
});

/** A saved address of the shopper's book. */
export const saved = (id: number, over: Partial<SavedAddress> | AddressInput = {}): SavedAddress => ({
  id,
  full_name: 'Ngozi Eze',
  phone: '+2348031234567',
  second_phone: null,
  street: '14 Awolowo Road',
  lga: 'Eti-Osa',
  state: 'Lagos',
  landmark: null,
  is_default: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...(over as Partial<SavedAddress>),
});

/** The checkout page in the shop, with the cart page and an order page it can go to. */
export const renderCheckoutPage = (checkout: ReactElement, cart: ReactElement) =>
  renderInShop(checkout, {
    path: '/checkout',
    url: '/checkout',
    routes: [
      { path: '/cart', element: cart },
      { path: '/orders/:id', element: <p>order page</p> },
    ],
  });

/**
 * The checkout page of a signed-in shopper with `shirt` in the cart, the server quoting `answer`; placing the order
 * answers order 42 (`shop-sdk/endpoints` mocked by the test).
 */
export function renderPlacingCheckout(answer: CheckoutQuote, checkout: ReactElement, cart: ReactElement) {
  signInShopper();
  kasuwaStore.set(cartAtom, [shirt]);
  jest.mocked(ordersApi.quote).mockResolvedValue(answer);
  jest.mocked(ordersApi.checkout).mockResolvedValue({ id: 42, number: 'KSW-20261123-ABCDEF' } as Order);
  return renderCheckoutPage(checkout, cart);
}

/** The body POST orders/checkout was sent, once. */
export async function placedBody() {
  await waitFor(() => expect(ordersApi.checkout).toHaveBeenCalledTimes(1));
  return jest.mocked(ordersApi.checkout).mock.calls[0]?.[0];
}

let online = true;

/** The browser goes on or offline: navigator.onLine answers so, and the window hears the event. */
export const setOnline = (value: boolean) =>
  act(() => {
    online = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });

/** The browser is offline before the page opens: navigator.onLine answers false, and no event is heard. */
export const startOffline = () => {
  online = false;
};

/**
 * Each test's start (its `beforeEach`): mocks cleared, online, signed out, no payment provider, no pickup stations
 * and an empty address book. The test file mocks the endpoints itself (`jest.mock('shop-sdk/endpoints')`).
 */
export function resetCheckout() {
  jest.clearAllMocks();
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  resetSession();
  jest.mocked(usersApi.me).mockImplementation(async () => {
    throw new Error('not used');
  });
  jest.mocked(paymentsApi.options).mockResolvedValue({ pay_now: false });
  jest.mocked(storeApi.delivery).mockResolvedValue({ zones: [], stations: [] });
  jest.mocked(addressesApi.list).mockResolvedValue([]);
  jest.mocked(addressesApi.create).mockImplementation(async (body) => saved(9, body));
}
