import axios from 'axios';
import { addCartItem, removeCartItem, updateCartItemQuantity } from '../cart';
import type { CartItem } from '../schemas/cart';
import { sessionAtom, type kasuwaStore } from '../session';
import { userOfAccessToken, type OfflineChange } from './queue';
import type { ReplayDeps, ReplayReport } from './replay';

/**
 * What the pages need to know of the queue at once: whose it is, whether the device is offline, and the cart with
 * the waiting changes on it. Sending the changes (replay.ts) loads only when some wait.
 */

type Store = typeof kasuwaStore;

/** The signed-in shopper, as the queue names them; null when signed out. */
export const currentUserOf = (store: Store): string | null =>
  userOfAccessToken(store.get(sessionAtom)?.tokens.access);

/** The device says it has no connection: a change is kept instead of sent. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A request that got no answer at all (the connection dropped, after the client's own retries). */
export const failedWithoutAnswer = (error: unknown): boolean =>
  axios.isAxiosError(error) && !error.response && error.code !== axios.AxiosError.ERR_CANCELED;

/** The cart as it will be once the queued changes are applied: what the shopper sees meanwhile. */
export function applyToCart(items: readonly CartItem[], changes: readonly OfflineChange[]): CartItem[] {
  return changes.reduce<CartItem[]>(
    (cart, change) => {
      switch (change.kind) {
        case 'cart-add':
          return addCartItem(cart, change.product, change.variant, change.quantity);
        case 'cart-quantity':
          return updateCartItemQuantity(cart, change.productId, change.variantId, change.quantity);
        case 'cart-remove':
          return removeCartItem(cart, change.productId, change.variantId);
        default:
          return cart;
      }
    },
    [...items],
  );
}

/**
 * Sends the waiting changes (`sendQueuedChanges`); the code that sends and reconciles them is fetched the first
 * time some wait, so no page carries it before.
 */
export const startReplay = (deps: ReplayDeps): Promise<ReplayReport> =>
  import('./replay').then(({ sendQueuedChanges }) => sendQueuedChanges(deps));
