import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, queryKeys } from 'shop-sdk';

/** POST auth/verify-email with the token of the mailed link; a signed-in profile then shows the email confirmed. */
export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => authApi.verifyEmail(token),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.profile.me() }),
  });
}
