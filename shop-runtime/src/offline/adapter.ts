import type { QueryClient } from '@tanstack/react-query';
import type { RegisteredCartItem } from '../cart';
import type { ChangeAnswer, OfflineChange, QueuedChange } from './types';

type Lines = readonly RegisteredCartItem[];

/**
 * What the offline engine needs of the shop and does not hold itself: the endpoints, the pure cart arithmetic, the
 * query keys and the words the shopper reads. shared-contracts provides it (`offlineAdapter`); the runtime reads
 * no schemas and says nothing in its own words.
 */
export interface OfflineAdapter {
  /** Sends one change under its Idempotency-Key. */
  send(change: OfflineChange, key: string): Promise<ChangeAnswer>;
  /** The cart as it will be once `changes` are applied to `items`. */
  applyToCart(items: Lines, changes: readonly OfflineChange[]): RegisteredCartItem[];
  /** The server's cart lines the page holds (the profile's), the same array the cart was set to; none if unread. */
  cachedServerCart(client: QueryClient): Lines | undefined;
  /** The server's cart lines, fetched; none if that fails. */
  fetchServerCart(client: QueryClient): Promise<Lines | undefined>;
  /** Cart changes reached the server: what follows the cart (the profile, the checkout quote) is fetched again. */
  cartChanged(client: QueryClient): void;
  /** Wishlist changes reached the server: the list is its last answer, or fetched again without one. */
  wishlistChanged(client: QueryClient, answer: readonly unknown[] | undefined): void;
  /** The server's reason when it refused the change itself (dropped from the queue); null for any other failure. */
  refusalOf(error: unknown): string | null;
  /** What the shopper reads (docs/storefront.md §11.2). */
  tell: {
    kept(): void;
    refused(entry: QueuedChange, reason: string): void;
    lineGone(name: string): void;
    lineChanged(name: string, quantity: number): void;
    saved(): void;
  };
}
