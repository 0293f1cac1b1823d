import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { transfersApi } from './endpoints';
import { queryKeys } from './query-keys';

/** The signed-in shopper's account number (null until asked for). */
export const useBankAccount = (enabled = true) =>
  useQuery({ queryKey: queryKeys.profile.bankAccount(), queryFn: transfersApi.bankAccount, enabled });

/** Asks for the shopper's account number; the answer is kept as theirs. */
export function useOpenBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: transfersApi.openBankAccount,
    onSuccess: (account) => client.setQueryData(queryKeys.profile.bankAccount(), account),
  });
}

/** The shopper's store credit: its balance and latest lines. */
export const useStoreCredit = (enabled = true) =>
  useQuery({ queryKey: queryKeys.profile.credit(), queryFn: transfersApi.credit, enabled });
