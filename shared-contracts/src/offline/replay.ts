import type { QueryClient } from '@tanstack/react-query';
import { errorMessage, statusOf } from '../api-client';
import { cartAtom } from '../cart';
import { usersApi } from '../endpoints';
import { offlineChangeMessages, offlineMessages } from '../messages';
import { notify } from '../notify';
import { queryKeys } from '../query-keys';
import type { Cart, CartItem, WishlistItem } from '../schemas/cart';
import type { kasuwaStore } from '../session';
import {
  changesOf,
  dequeueChange,
  isCartChange,
  readQueue,
  type OfflineChange,
  type QueuedChange,
} from './queue';
import { sendChange } from './change-api';
import { applyToCart, currentUserOf, isOffline } from './state';

/**
 * A refusal of the change itself: a 4xx other than 401 (the session's business, handled by the client), 408
 * and 429 (try later). It is dropped from the queue, and the shopper reads why.
 */
const isRefusal = (error: unknown): boolean => {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && ![401, 408, 429].includes(status);
};

const whatOf = (entry: QueuedChange): string => {
  const kinds = {
    'cart-add': offlineChangeMessages.cartAdd,
    'cart-quantity': offlineChangeMessages.cartQuantity,
    'cart-remove': offlineChangeMessages.cartRemove,
    'wishlist-add': offlineChangeMessages.wishlistAdd,
    'wishlist-remove': offlineChangeMessages.wishlistRemove,
  } as const;
  return kinds[entry.change.kind](entry.name);
};

const lineOf = (change: OfflineChange): string | null =>
  'variantId' in change && isCartChange(change) ? `${change.productId}-${change.variantId}` : null;
const lineKey = (item: CartItem) => `${item.product.id}-${item.variant.id}`;

/**
 * What the shopper is told when the server's cart differs from what the device showed for a line a sent change
 * touched (the stock changed, the product was withdrawn meanwhile).
 */
function differences(shown: readonly CartItem[], server: readonly CartItem[], sent: readonly QueuedChange[]) {
  const touched = new Set(sent.flatMap((entry) => lineOf(entry.change) ?? []));
  const serverLines = new Map(server.map((item) => [lineKey(item), item]));
  return shown.flatMap((item) => {
    if (!touched.has(lineKey(item))) return [];
    const now = serverLines.get(lineKey(item));
    if (!now) return [offlineChangeMessages.lineGone(item.product.name)];
    return now.quantity === item.quantity
      ? []
      : [offlineChangeMessages.lineChanged(item.product.name, now.quantity)];
  });
}

export interface ReplayReport {
  sent: QueuedChange[];
  refused: { entry: QueuedChange; message: string }[];
  /** Changes still queued (no connection, or the server failed): sent on the next try. */
  left: number;
}

export interface ReplayDeps {
  store: typeof kasuwaStore;
  client: QueryClient;
  send?: typeof sendChange;
}

/**
 * Sets the cart and wishlist from the server's answers once the queue has been worked through, and tells the
 * shopper what the server refused or changed.
 */
async function reconcile(
  deps: ReplayDeps,
  report: ReplayReport,
  answers: Partial<{ cart: Cart; wishlist: WishlistItem[] }>,
  shown: readonly CartItem[],
  left: readonly QueuedChange[],
) {
  const { store, client } = deps;
  const answered = [...report.sent, ...report.refused.map(({ entry }) => entry)];
  for (const { entry, message } of report.refused) {
    notify.error(offlineChangeMessages.refused(whatOf(entry), message));
  }
  let told = report.refused.length > 0;

  if (answered.some((entry) => isCartChange(entry.change))) {
    let server = answers.cart?.cart_items;
    if (!server) {
      server = await client
        .fetchQuery({ queryKey: queryKeys.profile.me(), queryFn: usersApi.me, staleTime: 0 })
        .then((profile) => profile.cart.cart_items)
        .catch(() => undefined);
    }
    if (server) {
      const refusedLines = new Set(report.refused.flatMap(({ entry }) => lineOf(entry.change) ?? []));
      const sentLines = report.sent.filter((entry) => !refusedLines.has(lineOf(entry.change) ?? ''));
      const stillQueued = left.filter((entry) => isCartChange(entry.change));
      const queuedLines = new Set(stillQueued.flatMap((entry) => lineOf(entry.change) ?? []));
      const changed = differences(
        shown.filter((item) => !queuedLines.has(lineKey(item))),
        server,
        sentLines,
      );
      for (const text of changed) notify.info(text);
      told ||= changed.length > 0;
      store.set(
        cartAtom,
        applyToCart(
          server,
          stillQueued.map((entry) => entry.change),
        ),
      );
    }
    void client.invalidateQueries({ queryKey: queryKeys.profile.all });
    void client.invalidateQueries({ queryKey: queryKeys.orders.quote() });
  }

  if (answered.some((entry) => !isCartChange(entry.change))) {
    const wishlistLeft = left.some((entry) => !isCartChange(entry.change));
    if (answers.wishlist && !wishlistLeft) client.setQueryData(queryKeys.wishlist.all, answers.wishlist);
    else if (!wishlistLeft) void client.invalidateQueries({ queryKey: queryKeys.wishlist.all });
  }

  if (!told && report.sent.length > 0 && left.length === 0)
    notify.success(offlineMessages.offlineChangesSaved);
}

async function replay(deps: ReplayDeps): Promise<ReplayReport> {
  const { store, send = sendChange } = deps;
  const report: ReplayReport = { sent: [], refused: [], left: 0 };
  const userId = currentUserOf(store);
  if (userId === null) return report;
  if (isOffline()) {
    report.left = changesOf(readQueue(), userId).length;
    return report;
  }
  const shown = store.get(cartAtom);
  const answers: Partial<{ cart: Cart; wishlist: WishlistItem[] }> = {};
  // Oldest first, one at a time: each waits for the answer to the one before.
  for (;;) {
    // Signed out, or someone else signed in: their changes are never sent as anyone else.
    if (currentUserOf(store) !== userId) break;
    const entry = changesOf(readQueue(), userId)[0];
    if (!entry) break;
    try {
      Object.assign(answers, await send(entry.change, entry.key));
      dequeueChange(entry.key);
      report.sent.push(entry);
    } catch (error) {
      // No answer, a server failure or the session's end: kept, in order, for the next try.
      if (!isRefusal(error)) break;
      dequeueChange(entry.key);
      report.refused.push({ entry, message: errorMessage(error) });
    }
  }
  const left = changesOf(readQueue(), userId);
  report.left = left.length;
  if (report.sent.length + report.refused.length > 0) {
    await reconcile(deps, report, answers, shown, left);
  }
  return report;
}

const LOCK = 'kasuwa:offline-changes';
const CHAIN = Symbol.for('kasuwa.offline-changes.replay');

/**
 * One replay at a time in the whole browser: Web Locks across tabs and across the copies of this module that the
 * shop's parts bundle; without them, one chain per page, kept on the global object for the same reason.
 */
function exclusively<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    const { locks } = navigator;
    // The lock is held until the callback's promise settles, i.e. until `run` is done.
    return new Promise<T>((resolve, reject) => {
      void locks.request(LOCK, () => run().then(resolve, reject));
    });
  }
  const holder = globalThis as unknown as Record<symbol, Promise<unknown> | undefined>;
  const next = (holder[CHAIN] ?? Promise.resolve()).catch(() => undefined).then(run);
  holder[CHAIN] = next;
  return next;
}

/**
 * Sends the signed-in shopper's queued changes, oldest first, each exactly once: a change leaves the queue when
 * the server answers it; a 4xx drops it and the shopper reads the server's reason; no answer or a 5xx keeps it
 * and every change after it. Then the cart and wishlist are set from the server's answers.
 */
export const sendQueuedChanges = (deps: ReplayDeps): Promise<ReplayReport> => exclusively(() => replay(deps));
