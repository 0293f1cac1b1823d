import { useMutation } from '@tanstack/react-query';
import { authApi } from 'shop-sdk';

/** POST auth/reset-password with the token from the emailed link. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      authApi.resetPassword(token, password),
  });
