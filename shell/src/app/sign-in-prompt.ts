import { useEffect } from 'react';
import { atom, useStore } from 'jotai';
import { authDialogAtom, isAuthenticatedAtom, signInRequestAtom } from 'shop-sdk';
import { promptedThisSession, rememberPrompted } from './prompt-before-hydration';

/** Kept in the store, not the module: a new shop (or test) starts unprompted. */
const promptedOnLoadAtom = atom(false);

/**
 * docs/storefront.md §2.3: when the app loads and the shopper is not signed in, the sign-in dialog opens; once per
 * browser session (sessionStorage), so a shopper who closed it is not asked again on the next page they open.
 */
export function useSignInPromptOnLoad() {
  const store = useStore();
  useEffect(() => {
    if (store.get(promptedOnLoadAtom)) return;
    store.set(promptedOnLoadAtom, true);
    if (store.get(isAuthenticatedAtom) || promptedThisSession()) return;
    // Offline, signing in cannot work: the saved page is shown without the prompt (docs/storefront.md §11.1), and
    // the prompt is still owed for the next page loaded online.
    if (!navigator.onLine) return;
    rememberPrompted();
    // It opened by itself: it takes focus itself, not Email (a phone's keyboard would cover the page).
    store.set(signInRequestAtom, { kind: 'on-load' });
    store.set(authDialogAtom, 'login');
  }, [store]);
}
