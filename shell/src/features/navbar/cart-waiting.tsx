import { useEffect } from 'react';
import { hasPendingCartChanges, usePendingChanges } from 'shop-sdk';

/**
 * Tells the navbar whether a change to the cart made offline waits for the connection (docs/storefront.md §11.2).
 * In a chunk of its own, fetched only once a signed-in shopper has changes stored (`useChangesStored`): the
 * navbar of every other page carries none of the queue's code.
 */
export default function CartWaiting({ onChange }: { onChange: (waiting: boolean) => void }): null {
  const waiting = hasPendingCartChanges(usePendingChanges());
  useEffect(() => {
    onChange(waiting);
  }, [onChange, waiting]);
  useEffect(() => () => onChange(false), [onChange]);
  return null;
}
