import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { cartAtom } from '../cart';
import { usersApi } from '../endpoints';
import { queryKeys } from '../query-keys';
import { useIsSignedIn } from './use-hydrated';

/** GET users/me, only when signed in. When the profile carries a cart, it replaces the local cart (docs/storefront.md §4.2). */
export function useProfile() {
  const authenticated = useIsSignedIn();
  const setCart = useSetAtom(cartAtom);
  const query = useQuery({ queryKey: queryKeys.profile.me(), queryFn: usersApi.me, enabled: authenticated });
  const serverCart = query.data?.cart?.cart_items;
  useEffect(() => {
    if (authenticated && serverCart) setCart(serverCart);
  }, [authenticated, serverCart, setCart]);
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
