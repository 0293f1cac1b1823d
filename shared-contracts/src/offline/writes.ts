import { useEffect } from 'react';
import { useIsSignedIn } from '../hooks/use-hydrated';
import { afterContent } from './keys';
import type * as SendOrKeep from './send-or-keep';

/** What a cart or wishlist change answers when it was kept on the device instead of sent. */
export const KEPT_OFFLINE = 'kept-offline' as const;

type Writes = typeof SendOrKeep;
let writes: Promise<Writes> | undefined;

/**
 * The code that sends a change or keeps it on the device. An anonymous visitor never needs it, so no public page
 * carries it; it is fetched a little after a signed-in shopper's page has its content (`usePreloadedWrites`), so
 * it is there when the connection goes.
 */
export function loadWrites(): Promise<Writes> {
  writes ??= import('./send-or-keep').catch((error: unknown) => {
    writes = undefined;
    throw error;
  });
  return writes;
}

/** Fetches the code of `loadWrites` once a shopper is signed in, a little after the page has its content. */
export function usePreloadedWrites(): void {
  const signedIn = useIsSignedIn();
  useEffect(() => {
    if (!signedIn) return;
    return afterContent(() => void loadWrites().catch(() => undefined));
  }, [signedIn]);
}
