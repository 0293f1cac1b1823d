import { useEffect, useState } from 'react';
import { useIsSignedIn, whenChangesStored } from 'shop-sdk';

/**
 * Whether the signed-in shopper's page should have the code that shows their changes kept on the device: only once
 * changes are stored (docs/storefront.md §11.2). Never for an anonymous visitor, on the server or while hydrating,
 * so no public page carries that code.
 */
export function useChangesStored(): boolean {
  const signedIn = useIsSignedIn();
  const [stored, setStored] = useState(false);
  useEffect(() => (signedIn ? whenChangesStored(() => setStored(true)) : undefined), [signedIn]);
  return signedIn && stored;
}
