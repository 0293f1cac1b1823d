import type { QueryClient } from '@tanstack/react-query';
import { cartAtom, type RegisteredCartItem } from '../cart';
import type { kasuwaStore } from '../session';
import type { OfflineAdapter } from './adapter';
import { currentUserOf, isOffline } from './connection';
import { changesOf, dequeueChange, readQueue } from './queue';
import { isCartChange, type OfflineChange, type QueuedChange } from './types';

type Lines = readonly RegisteredCartItem[];

const lineOf = (change: OfflineChange): string | null =>
  'variantId' in change && isCartChange(change) ? `${change.productId}-${change.variantId}` : null;
const lineKey = (item: RegisteredCartItem) => `${item.product.id}-${item.variant.id}`;

export interface ReplayReport {
  sent: QueuedChange[];
  refused: { entry: QueuedChange; message: string }[];
  /** Changes still queued (no connection, or the server failed): sent on the next try. */
  left: number;
}

export interface ReplayDeps {
  store: typeof kasuwaStore;
  client: QueryClient;
  adapter: OfflineAdapter;
}

/**
 * Tells the shopper where the server's cart differs from what the device showed for a line a sent change touched
 * (the stock changed, the product was withdrawn meanwhile); answers whether it told anything.
 */
function tellDifferences(
  adapter: OfflineAdapter,
  shown: Lines,
  server: Lines,
  sent: readonly QueuedChange[],
) {
  const touched = new Set(sent.flatMap((entry) => lineOf(entry.change) ?? []));
  const serverLines = new Map(server.map((item) => [lineKey(item), item]));
  let told = false;
  for (const item of shown) {
    if (!touched.has(lineKey(item))) continue;
    const now = serverLines.get(lineKey(item));
    if (!now) adapter.tell.lineGone(item.product.name);
    else if (now.quantity !== item.quantity) adapter.tell.lineChanged(item.product.name, now.quantity);
    else continue;
    told = true;
  }
  return told;
}

interface Answers {
  cart?: Lines;
  wishlist?: readonly unknown[];
}

/**
 * Sets the cart and wishlist from the server's answers once the queue has been worked through, and tells the
 * shopper what the server refused or changed.
 */
async function reconcile(
  { store, client, adapter }: ReplayDeps,
  report: ReplayReport,
  answers: Answers,
  shown: Lines,
  left: readonly QueuedChange[],
) {
  const answered = [...report.sent, ...report.refused.map(({ entry }) => entry)];
  for (const { entry, message } of report.refused) adapter.tell.refused(entry, message);
  let told = report.refused.length > 0;

  if (answered.some((entry) => isCartChange(entry.change))) {
    const server = answers.cart ?? (await adapter.fetchServerCart(client));
    if (server) {
      const refusedLines = new Set(report.refused.flatMap(({ entry }) => lineOf(entry.change) ?? []));
      const sentLines = report.sent.filter((entry) => !refusedLines.has(lineOf(entry.change) ?? ''));
      const stillQueued = left.filter((entry) => isCartChange(entry.change));
      const queuedLines = new Set(stillQueued.flatMap((entry) => lineOf(entry.change) ?? []));
      const unchanged = shown.filter((item) => !queuedLines.has(lineKey(item)));
      told = tellDifferences(adapter, unchanged, server, sentLines) || told;
      store.set(
        cartAtom,
        adapter.applyToCart(
          server,
          stillQueued.map((entry) => entry.change),
        ),
      );
    }
    adapter.cartChanged(client);
  }

  if (answered.some((entry) => !isCartChange(entry.change))) {
    const wishlistLeft = left.some((entry) => !isCartChange(entry.change));
    if (!wishlistLeft) adapter.wishlistChanged(client, answers.wishlist);
  }

  if (!told && report.sent.length > 0 && left.length === 0) adapter.tell.saved();
}

async function replay(deps: ReplayDeps): Promise<ReplayReport> {
  const { store, adapter } = deps;
  const report: ReplayReport = { sent: [], refused: [], left: 0 };
  const userId = currentUserOf(store);
  if (userId === null) return report;
  if (isOffline()) {
    report.left = changesOf(readQueue(), userId).length;
    return report;
  }
  const shown = store.get(cartAtom);
  const answers: Answers = {};
  // Oldest first, one at a time: each waits for the answer to the one before.
  for (;;) {
    // Signed out, or someone else signed in: their changes are never sent as anyone else.
    if (currentUserOf(store) !== userId) break;
    const entry = changesOf(readQueue(), userId)[0];
    if (!entry) break;
    try {
      const answer = await adapter.send(entry.change, entry.key);
      if ('cart' in answer) answers.cart = answer.cart.cart_items;
      else answers.wishlist = answer.wishlist;
      dequeueChange(entry.key);
      report.sent.push(entry);
    } catch (error) {
      // No answer, a server failure or the session's end: kept, in order, for the next try.
      const reason = adapter.refusalOf(error);
      if (reason === null) break;
      dequeueChange(entry.key);
      report.refused.push({ entry, message: reason });
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
let chain: Promise<unknown> = Promise.resolve();

/**
 * One replay at a time in the whole browser: a Web Lock across tabs; without Web Locks, one chain in this page
 * (the runtime is one instance per page).
 */
function exclusively<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    const { locks } = navigator;
    // The lock is held until the callback's promise settles, i.e. until `run` is done.
    return new Promise<T>((resolve, reject) => {
      void locks.request(LOCK, () => run().then(resolve, reject));
    });
  }
  const next = chain.catch(() => undefined).then(run);
  chain = next;
  return next;
}

/**
 * Sends the signed-in shopper's queued changes, oldest first, each exactly once: a change leaves the queue when
 * the server answers it; a refusal drops it and the shopper reads the server's reason; no answer or a server
 * failure keeps it and every change after it. Then the cart and wishlist are set from the server's answers.
 */
export const sendQueuedChanges = (deps: ReplayDeps): Promise<ReplayReport> => exclusively(() => replay(deps));
