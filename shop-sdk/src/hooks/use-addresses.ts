import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { addressesApi } from '../endpoints';
import { queryKeys } from '../query-keys';
import { isAuthenticatedAtom } from '../session';

/**
 * The signed-in shopper's address book (GET users/me/addresses), the default first: its `state` is where they have
 * things delivered. Not asked for while signed out.
 */
export function useAddresses() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return useQuery({
    queryKey: queryKeys.profile.addresses(),
    queryFn: addressesApi.list,
    enabled: authenticated,
  });
}
