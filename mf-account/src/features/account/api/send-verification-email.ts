import { useMutation } from '@tanstack/react-query';
import { usersApi } from 'shop-sdk';

/** POST users/me/verify-email: mails a new link to confirm the email (the older one stops working). */
export const useSendVerificationEmail = () =>
  useMutation({ mutationFn: () => usersApi.sendVerificationEmail() });
