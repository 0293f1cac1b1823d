import { useMutation } from '@tanstack/react-query';
import { usersApi } from 'shop-sdk';

/** POST users/me/change-password. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) =>
      usersApi.changePassword(current, next),
  });
