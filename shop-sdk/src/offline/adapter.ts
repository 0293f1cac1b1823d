import type { OfflineAdapter } from 'shop-runtime';
import { errorMessage, statusOf } from '../api-client';
import { usersApi } from '../endpoints';
import { notify } from '../notify';
import { queryKeys } from '../query-keys';
import type { SignedInUser } from 'shared-contracts/schemas/users';
import { applyToCart } from './apply';
import { sendChange } from './change-api';
import {
  cartAddChange,
  cartQuantityChange,
  cartRemoveChange,
  lineChanged,
  lineGone,
  refusedChange,
  sdkMessages,
  wishlistAddChange,
  wishlistRemoveChange,
} from '../sdk.messages';
import { words } from '../words';

/**
 * A refusal of the change itself: a 4xx other than 401 (the session's business, handled by the client), 408
 * and 429 (try later). It is dropped from the queue, and the shopper reads why.
 */
const isRefusal = (error: unknown): boolean => {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && ![401, 408, 429].includes(status);
};

const kinds = {
  'cart-add': cartAddChange,
  'cart-quantity': cartQuantityChange,
  'cart-remove': cartRemoveChange,
  'wishlist-add': wishlistAddChange,
  'wishlist-remove': wishlistRemoveChange,
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
    kept: () => notify.info(words(sdkMessages.changeKeptOffline)),
    refused: (entry, reason) =>
      notify.error(
        words(refusedChange, { what: words(kinds[entry.change.kind], { name: entry.name }), reason }),
      ),
    lineGone: (name) => notify.info(words(lineGone, { name })),
    lineChanged: (name, quantity) => notify.info(words(lineChanged, { name, quantity })),
    saved: () => notify.success(words(sdkMessages.offlineChangesSaved)),
  },
};
