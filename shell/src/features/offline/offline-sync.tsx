import { useOfflineSync } from 'shared-contracts';

/**
 * The one mount of the offline sync for the whole page (docs/storefront.md §11.2), in a chunk of its own that the
 * root layout fetches only for a signed-in shopper, once the page has its content (`useAfterSignedInContent`).
 */
export default function OfflineSync(): null {
  useOfflineSync();
  return null;
}
