import { resetSession, signInShopper } from 'shop-sdk/testing/render';

/** What the order page's tests share: where the page is mounted, and each test's start. */

/** The order page's route and the URL of order `id`, as `renderInShop` takes them. */
export const orderPageAt = (id = 7) => ({ path: '/orders/:orderId', url: `/orders/${id}` });

/** Each test's start (its `beforeEach`): mocks cleared, and a shopper signed in. */
export function signedInShopper() {
  jest.clearAllMocks();
  resetSession();
  signInShopper();
}
