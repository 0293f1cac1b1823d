import { useEffect, useRef } from 'react';
import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { cartAtom } from '../cart';
import { usersApi } from '../endpoints';
import { mutationKeys, queryKeys } from '../query-keys';
import { useIsSignedIn } from './use-hydrated';

/**
 * GET users/me, only when signed in. When the profile carries a cart, it replaces the local cart (docs/storefront.md
 * §4.2), but not while a change to the cart is on its way: a profile read meanwhile (as signing in reads it, with the
 * add that asked for the sign-in still waiting) may not have the change yet. Once the change is answered, the profile
 * read again after it (`useCartMutation` waits for that read) gives the cart.
 */
export function useProfile() {
  const authenticated = useIsSignedIn();
  const setCart = useSetAtom(cartAtom);
  const query = useQuery({ queryKey: queryKeys.profile.me(), queryFn: usersApi.me, enabled: authenticated });
  const changing = useIsMutating({ mutationKey: mutationKeys.cart }) > 0;
  const serverCart = query.data?.cart?.cart_items;
  /** The server's cart this hook last gave the local cart: the same answer is not given again. */
  const given = useRef<typeof serverCart>(undefined);
  useEffect(() => {
    if (!authenticated || !serverCart || changing || serverCart === given.current) return;
    given.current = serverCart;
    setCart(serverCart);
  }, [authenticated, serverCart, changing, setCart]);
  return query;
}

/**
 * How the signed-in shopper is told what the shop mails others, such as a pickup code: by text for an account made
 * with a phone number alone (it has no email), else by email.
 */
export function useNoticeChannel(): 'text' | 'email' {
  return useProfile().data?.email === null ? 'text' : 'email';
}

export const useInvalidateProfile = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.profile.all });
};
