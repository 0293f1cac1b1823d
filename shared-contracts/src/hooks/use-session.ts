import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { cartAtom } from '../cart';
import { authApi } from '../endpoints';
import { messages } from '../messages';
import { notify } from '../notify';
import { queryKeys } from '../query-keys';
import { takeSessionExpired } from '../session-expiry';
import type { Tokens } from '../schemas/auth';
import { authDialogAtom, isAuthenticatedAtom, sessionAtom, signIn, signOutAndForget } from '../session';

/** Login success (docs/storefront.md §4.1): store the session, ADMIN to /admin and others to /, close the dialog, refetch the user. */
export function useCompleteLogin() {
  const store = useStore();
  const client = useQueryClient();
  const navigate = useNavigate();
  return (tokens: Tokens) => {
    const session = signIn(tokens, store);
    takeSessionExpired();
    store.set(authDialogAtom, null);
    void client.invalidateQueries({ queryKey: queryKeys.profile.all });
    notify.success(messages.loginSuccess);
    navigate(session.role === 'ADMIN' ? '/admin' : '/');
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
    store.set(cartAtom, []);
    client.removeQueries({ queryKey: queryKeys.profile.all });
    client.removeQueries({ queryKey: queryKeys.wishlist.all });
    client.removeQueries({ queryKey: queryKeys.orders.all });
    navigate('/');
    if (refresh) await authApi.logout(refresh).catch(() => undefined);
  };
}

/** Guards cart and wishlist: anonymous shoppers get the error toast and the sign-in dialog. */
export function useRequireAuth() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const openDialog = useSetAtom(authDialogAtom);
  return (message: string): boolean => {
    if (authenticated) return true;
    notify.error(message);
    openDialog('login');
    return false;
  };
}
