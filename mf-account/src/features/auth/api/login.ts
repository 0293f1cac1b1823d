import { useMutation } from '@tanstack/react-query';
import { type LoginInput } from 'shared-contracts';
import { authApi, useCompleteLogin, type LoginCompletion } from 'shop-sdk';

/**
 * POST auth/login; on success the shared login completion (session, toast, ADMIN to /admin; a shopper stays on the
 * page under the dialog, or goes to `returnTo` from a sign-in page).
 */
export function useLogin(completion: LoginCompletion = {}) {
  const completeLogin = useCompleteLogin();
  return useMutation({
    mutationFn: (input: LoginInput) => authApi.login(input),
    onSuccess: (tokens) => {
      completeLogin(tokens, completion);
    },
  });
}
