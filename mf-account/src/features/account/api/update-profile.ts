import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateProfileInput } from 'shared-contracts';
import { queryKeys, usersApi } from 'shop-sdk';

/** PATCH users/me; the answer (the full profile) replaces the cached one, so no refetch is needed. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => usersApi.updateMe(input),
    onSuccess: (profile) => {
      client.setQueryData(queryKeys.profile.me(), profile);
    },
  });
}
