import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { cartAtom } from '../cart';
import { authApi } from '../endpoints';
import { messages } from 'shared-contracts/messages';
import { notify } from '../notify';
import { queryKeys } from '../query-keys';
import { takeSessionExpired } from '../session-expiry';
import type { Tokens } from 'shared-contracts/schemas/auth';
import {
  authDialogAtom,
  isAuthenticatedAtom,
  sessionAtom,
  signIn,
  signInRequestAtom,
  signOutAndForget,
} from '../session';

export interface LoginCompletion {
  /**
   * Where a shopper goes once signed in from a sign-in page (/auth/login): where they came from, else `/`. Absent for
   * the sign-in dialog, whose shopper stays on the page they were on (the product they were adding, the checkout).
   */
  returnTo?: string;
}

/**
 * Login success (docs/storefront.md §4.1): store the session, close the dialog, refetch the user. An ADMIN goes to
 * /admin; a shopper stays where they were (the dialog), or goes back to where they came from (a sign-in page). A
 * shopper whose action asked for sign-in (add to cart, say) then has it done, with its usual toast.
 */
export function useCompleteLogin() {
  const store = useStore();
  const client = useQueryClient();
  const navigate = useNavigate();
  return (tokens: Tokens, { returnTo }: LoginCompletion = {}) => {
    const session = signIn(tokens, store);
    takeSessionExpired();
    store.set(authDialogAtom, null);
    const request = store.get(signInRequestAtom);
    store.set(signInRequestAtom, null);
    void client.invalidateQueries({ queryKey: queryKeys.profile.all });
    notify.success(messages.loginSuccess);
    if (session.role === 'ADMIN') navigate('/admin');
    else if (returnTo !== undefined) navigate(returnTo, { replace: true });
    if (session.role !== 'ADMIN' && request?.kind === 'action') request.complete();
    return session;
  };
}

/**
 * Logout (docs/storefront.md §4.1): revoke on the server, clear the session, the cart and everything else the
 * device kept for the shopper (their changes made offline: §11.2), drop profile queries, go to /.
 */
export function useLogout() {
  const store = useStore();
  const client = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const refresh = store.get(sessionAtom)?.tokens.refresh;
    signOutAndForget(store);
    store.set(signInRequestAtom, null);
    store.set(cartAtom, []);
    client.removeQueries({ queryKey: queryKeys.profile.all });
    client.removeQueries({ queryKey: queryKeys.wishlist.all });
    client.removeQueries({ queryKey: queryKeys.orders.all });
    navigate('/');
    if (refresh) await authApi.logout(refresh).catch(() => undefined);
  };
}

/**
 * Opens the sign-in dialog for an action that needs it; `complete` runs once the shopper has signed in (and is
 * forgotten if they close the dialog instead).
 */
export function useAskToSignIn() {
  const store = useStore();
  return (message: string, complete?: () => void) => {
    notify.error(message);
    store.set(signInRequestAtom, complete ? { kind: 'action', complete } : null);
    store.set(authDialogAtom, 'login');
  };
}

/**
 * Guards cart and wishlist: anonymous shoppers get the error toast and the sign-in dialog, and `complete` (the
 * guarded action, done again) runs after they sign in.
 */
export function useRequireAuth() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const askToSignIn = useAskToSignIn();
  return (message: string, complete?: () => void): boolean => {
    if (authenticated) return true;
    askToSignIn(message, complete);
    return false;
  };
}
