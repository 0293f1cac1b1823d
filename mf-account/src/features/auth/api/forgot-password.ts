import { useMutation } from '@tanstack/react-query';
import { authApi } from 'shop-sdk';

/** POST auth/forgot-password: the server answers the same whether or not the account exists. */
export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => authApi.forgotPassword(email) });
