import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, usersApi } from 'shop-sdk';

/** POST users/me/set-password: the first password of an account that has none; the profile then says it has one. */
export function useSetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => usersApi.setPassword(password),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.profile.me() }),
  });
}
