import { useMutation } from '@tanstack/react-query';
import { authApi, useCompleteLogin, type LoginInput } from 'shared-contracts';

/** POST auth/login; on success the shared login completion (session, routing by role, toast). */
export function useLogin() {
  const completeLogin = useCompleteLogin();
  return useMutation({
    mutationFn: (input: LoginInput) => authApi.login(input),
    onSuccess: (tokens) => {
      completeLogin(tokens);
    },
  });
}
