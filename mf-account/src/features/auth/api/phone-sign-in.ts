import { useMutation } from '@tanstack/react-query';
import { type PhoneStartInput, type PhoneVerifyInput } from 'shared-contracts';
import { authApi, useCompleteLogin, type LoginCompletion } from 'shop-sdk';

/** POST auth/phone/start: a sign-in code by SMS. */
export function useStartPhoneSignIn() {
  return useMutation({ mutationFn: (input: PhoneStartInput) => authApi.startPhoneSignIn(input) });
}

/** POST auth/phone/verify; on success the shared login completion, as for an email sign-in. */
export function useVerifyPhoneSignIn(completion: LoginCompletion = {}) {
  const completeLogin = useCompleteLogin();
  return useMutation({
    mutationFn: (input: PhoneVerifyInput) => authApi.verifyPhoneSignIn(input),
    onSuccess: (tokens) => {
      completeLogin(tokens, completion);
    },
  });
}
