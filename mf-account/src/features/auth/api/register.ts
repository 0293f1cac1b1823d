import { useMutation } from '@tanstack/react-query';
import { messages, type ApiErrorBody, type RegisterInput } from 'shared-contracts';
import { authApi, isApiError } from 'shop-sdk';

/** POST auth/register. */
export const useRegister = () =>
  useMutation({ mutationFn: (input: RegisterInput) => authApi.register(input) });

/** docs/storefront.md §8: the server's message, else the first email error, else the generic signup failure. */
export function signupErrorMessage(error: unknown): string {
  if (!isApiError<ApiErrorBody>(error)) return messages.signupFailed;
  const body = error.response?.data;
  if (!body || typeof body !== 'object') return messages.unexpected;
  return body.message || body.errors?.email?.[0] || messages.signupFailed;
}
