import * as v from 'valibot';
import { productSummarySchema, variantSchema } from '../schemas/catalog';

/**
 * Cart and wishlist changes made without a connection (docs/storefront.md §11.2), kept on the device until they
 * are sent.
 *
 * The queue is the page's own rather than Workbox's BackgroundSyncPlugin: the page must show a pending change at
 * once (the line marked "waiting for connection"), tie it to the shopper who made it, and set the cart and wishlist
 * from the server's answers when it is sent; a service worker's queue does none of that, and Background Sync is
 * not in every browser.
 *
 * It lives in localStorage, not in a module: every part of the shop bundles its own copy of the contracts, and
 * each copy (and each tab) must see the same queue. A change is written here when the shopper acts, with the
 * idempotency key it is sent with, so sending it again after a lost answer never applies it twice.
 */
export const OFFLINE_CHANGES_KEY = 'kasuwa:offline-changes';
/** Dispatched on the window when this tab changes the queue (another tab's change arrives as `storage`). */
export const OFFLINE_CHANGES_EVENT = 'kasuwa:offline-changes';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const line = { productId: id, variantId: id };

const offlineChangeSchema = v.variant('kind', [
  v.object({
    kind: v.literal('cart-add'),
    ...line,
    quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
    // What the line shows until the server answers, after a reload too.
    product: productSummarySchema,
    variant: variantSchema,
  }),
  v.object({ kind: v.literal('cart-quantity'), ...line, quantity: v.pipe(v.number(), v.integer()) }),
  v.object({ kind: v.literal('cart-remove'), ...line }),
  v.object({ kind: v.literal('wishlist-add'), productId: id, variantId: v.optional(id) }),
  v.object({ kind: v.literal('wishlist-remove'), productId: id }),
]);
export type OfflineChange = v.InferOutput<typeof offlineChangeSchema>;

const queuedChangeSchema = v.object({
  /** The Idempotency-Key, made when the shopper acted. */
  key: v.pipe(v.string(), v.uuid()),
  /** The `sub` of the access token of the shopper who made it: only their session ever sends it. */
  userId: v.pipe(v.string(), v.minLength(1)),
  /** The product's name, for what the shopper is told about it. */
  name: v.string(),
  madeAt: v.number(),
  change: offlineChangeSchema,
});
export type QueuedChange = v.InferOutput<typeof queuedChangeSchema>;

const EMPTY: readonly QueuedChange[] = Object.freeze([]);
let lastText: string | null = null;
let lastRead: readonly QueuedChange[] = EMPTY;

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * Every queued change, oldest first. The same array while the stored text is the same (a React snapshot); an
 * entry that is not a valid change (another version's, or edited by hand) is left out.
 */
export function readQueue(): readonly QueuedChange[] {
  const text = storage()?.getItem(OFFLINE_CHANGES_KEY) ?? null;
  if (text === lastText) return lastRead;
  lastText = text;
  let parsed: unknown = [];
  try {
    parsed = text === null ? [] : JSON.parse(text);
  } catch {
    parsed = [];
  }
  lastRead = Array.isArray(parsed)
    ? parsed.flatMap((entry) => {
        const result = v.safeParse(queuedChangeSchema, entry);
        return result.success ? [result.output] : [];
      })
    : EMPTY;
  return lastRead;
}

function writeQueue(entries: readonly QueuedChange[]): void {
  const store = storage();
  if (!store) return;
  if (entries.length === 0) store.removeItem(OFFLINE_CHANGES_KEY);
  else store.setItem(OFFLINE_CHANGES_KEY, JSON.stringify(entries));
  window.dispatchEvent(new Event(OFFLINE_CHANGES_EVENT));
}

/** Queues a change of `userId`'s, behind every change queued before it; answers its key. */
export function enqueueChange(
  userId: string,
  name: string,
  change: OfflineChange,
  key: string = globalThis.crypto.randomUUID(),
): string {
  writeQueue([...readQueue(), { key, userId, name, madeAt: Date.now(), change }]);
  return key;
}

/** Takes a change off the queue once the server has answered it. */
export function dequeueChange(key: string): void {
  const entries = readQueue();
  if (entries.some((entry) => entry.key === key)) writeQueue(entries.filter((entry) => entry.key !== key));
}

/** Calls `listener` whenever the queue changes, in this tab or another. */
export function subscribeToQueue(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === OFFLINE_CHANGES_KEY || event.key === null) listener();
  };
  window.addEventListener(OFFLINE_CHANGES_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(OFFLINE_CHANGES_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The changes of one shopper, oldest first; nobody's when signed out. */
export const changesOf = (entries: readonly QueuedChange[], userId: string | null): QueuedChange[] =>
  userId === null ? [] : entries.filter((entry) => entry.userId === userId);

export const isCartChange = (change: OfflineChange): boolean => change.kind.startsWith('cart-');

/**
 * Who a session belongs to: the `sub` claim of its access token (read, not verified: the server verifies).
 * Null for a token that carries none.
 */
export function userOfAccessToken(access: string | undefined): string | null {
  const payload = access?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof claims !== 'object' || claims === null || !('sub' in claims)) return null;
    const { sub } = claims;
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null;
  } catch {
    return null;
  }
}
