import { useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom } from '../session';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates the server's HTML; true afterwards, and in a page rendered in the
 * browser alone. What depends on the browser (the stored session) renders the server's neutral state first, then
 * switches, so hydration never meets markup it did not expect.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/** Whether a shopper is signed in, as far as rendering goes: never on the server, nor while hydrating. */
export function useIsSignedIn(): boolean {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return useHydrated() && authenticated;
}
