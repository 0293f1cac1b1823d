import { OFFLINE_CHANGES_EVENT, OFFLINE_CHANGES_KEY } from '../constants';
import type { OfflineChange, QueuedChange } from './types';

/**
 * Cart and wishlist changes made without a connection (docs/storefront.md §11.2), kept on the device until they
 * are sent.
 *
 * The queue is the page's own rather than Workbox's BackgroundSyncPlugin: the page must show a pending change at
 * once (the line marked "waiting for connection"), tie it to the shopper who made it, and set the cart and wishlist
 * from the server's answers when it is sent; a service worker's queue does none of that, and Background Sync is
 * not in every browser.
 *
 * It lives in localStorage, so every tab sees the same queue and a reload loses nothing. A change is written here
 * when the shopper acts, with the idempotency key it is sent with, so sending it again after a lost answer never
 * applies it twice.
 */

/*
 * What was stored is checked by hand, not with valibot: the runtime reads no schemas. An entry that is not a change this code wrote (another version's, or edited by
 * hand) is left out.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isChange(value: unknown): value is OfflineChange {
  if (!isRecord(value) || !isId(value.productId)) return false;
  switch (value.kind) {
    case 'cart-add':
      return (
        isId(value.variantId) &&
        isId(value.quantity) &&
        isRecord(value.product) &&
        value.product.id === value.productId &&
        typeof value.product.name === 'string' &&
        isRecord(value.variant) &&
        value.variant.id === value.variantId
      );
    case 'cart-quantity':
      return isId(value.variantId) && Number.isInteger(value.quantity);
    case 'cart-remove':
      return isId(value.variantId);
    case 'wishlist-add':
      return value.variantId === undefined || isId(value.variantId);
    case 'wishlist-remove':
      return true;
    default:
      return false;
  }
}

const isQueuedChange = (value: unknown): value is QueuedChange =>
  isRecord(value) &&
  typeof value.key === 'string' &&
  UUID.test(value.key) &&
  typeof value.userId === 'string' &&
  value.userId !== '' &&
  typeof value.name === 'string' &&
  typeof value.madeAt === 'number' &&
  isChange(value.change);

const EMPTY: readonly QueuedChange[] = Object.freeze([]);
let lastText: string | null = null;
let lastRead: readonly QueuedChange[] = EMPTY;

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Every queued change, oldest first. The same array while the stored text is the same (a React snapshot). */
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
  lastRead = Array.isArray(parsed) ? parsed.filter(isQueuedChange) : EMPTY;
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
