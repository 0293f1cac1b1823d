import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddressInput, type SavedAddress } from 'shared-contracts';
import { addressesApi, queryKeys } from 'shop-sdk';

/** The address book's changes; each answer (or a read again) replaces the cached book. */
export function useAddressChanges() {
  const client = useQueryClient();
  const key = queryKeys.profile.addresses();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const replace = (book: SavedAddress[]) => client.setQueryData(key, book);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: AddressInput }) =>
        id === null ? addressesApi.create(body) : addressesApi.update(id, body),
      onSuccess: refresh,
    }),
    makeDefault: useMutation({
      mutationFn: (id: number) => addressesApi.makeDefault(id),
      onSuccess: replace,
    }),
    remove: useMutation({ mutationFn: (id: number) => addressesApi.remove(id), onSuccess: replace }),
  };
}
