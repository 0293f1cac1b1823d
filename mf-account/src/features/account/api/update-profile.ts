import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, usersApi, type UpdateProfileInput } from 'shared-contracts';

/** PATCH users/me; the answer replaces the cached profile. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => usersApi.updateMe(input),
    onSuccess: (profile) => {
      client.setQueryData(queryKeys.profile.me(), profile);
      void client.invalidateQueries({ queryKey: queryKeys.profile.all });
    },
  });
}
