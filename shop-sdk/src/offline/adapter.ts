import type { OfflineAdapter } from 'shop-runtime';
import { errorMessage, statusOf } from '../api-client';
import { usersApi } from '../endpoints';
import { notify } from '../notify';
import { queryKeys } from '../query-keys';
import type { SignedInUser } from 'shared-contracts/schemas/users';
import { applyToCart } from './apply';
import { sendChange } from './change-api';
import { offlineChangeMessages, offlineMessages } from './messages';

/**
 * A refusal of the change itself: a 4xx other than 401 (the session's business, handled by the client), 408
 * and 429 (try later). It is dropped from the queue, and the shopper reads why.
 */
const isRefusal = (error: unknown): boolean => {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && ![401, 408, 429].includes(status);
};

const kinds = {
  'cart-add': offlineChangeMessages.cartAdd,
  'cart-quantity': offlineChangeMessages.cartQuantity,
  'cart-remove': offlineChangeMessages.cartRemove,
  'wishlist-add': offlineChangeMessages.wishlistAdd,
  'wishlist-remove': offlineChangeMessages.wishlistRemove,
} as const;

/**
 * The shop's side of the runtime's offline engine: its endpoints, the cart arithmetic, the query keys and the words
 * of docs/storefront.md §11.2. Loaded with the engine, never on a public page.
 */
export const offlineAdapter: OfflineAdapter = {
  send: sendChange,
  applyToCart,
  cachedServerCart: (client) => client.getQueryData<SignedInUser>(queryKeys.profile.me())?.cart.cart_items,
  fetchServerCart: (client) =>
    client
      .fetchQuery({ queryKey: queryKeys.profile.me(), queryFn: usersApi.me, staleTime: 0 })
      .then((profile) => profile.cart.cart_items)
      .catch(() => undefined),
  cartChanged(client) {
    void client.invalidateQueries({ queryKey: queryKeys.profile.all });
    void client.invalidateQueries({ queryKey: queryKeys.orders.quote() });
  },
  wishlistChanged(client, answer) {
    if (answer) client.setQueryData(queryKeys.wishlist.all, answer);
    else void client.invalidateQueries({ queryKey: queryKeys.wishlist.all });
  },
  refusalOf: (error) => (isRefusal(error) ? errorMessage(error) : null),
  tell: {
    kept: () => notify.info(offlineMessages.changeKeptOffline),
    refused: (entry, reason) =>
      notify.error(offlineChangeMessages.refused(kinds[entry.change.kind](entry.name), reason)),
    lineGone: (name) => notify.info(offlineChangeMessages.lineGone(name)),
    lineChanged: (name, quantity) => notify.info(offlineChangeMessages.lineChanged(name, quantity)),
    saved: () => notify.success(offlineMessages.offlineChangesSaved),
  },
};
