import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreditRefund,
  TransferListQuery,
  TransferMove,
  TransferRequery,
} from 'shared-contracts/schemas/transfers';
import { returnsApi } from 'shop-sdk';
import { adminTransfersApi } from 'shop-sdk/admin-transfers';
import { adminKeys } from './query-keys';

export const useTransfers = (query: TransferListQuery) =>
  useQuery({
    queryKey: adminKeys.transfers.list(query),
    queryFn: () => adminTransfersApi.list(query),
    placeholderData: keepPreviousData,
  });

/** What waits: orders part paid by transfer, and shoppers holding store credit. */
export const useTransferQueues = () =>
  useQuery({
    queryKey: [...adminKeys.transfers.all, 'waiting'],
    queryFn: adminTransfersApi.waiting,
  });

const customerTransfersKey = (customerId: number) =>
  [...adminKeys.transfers.all, 'customer', customerId] as const;

/** A customer's account number and store credit with its latest lines. */
export const useCustomerTransfers = (customerId: number) =>
  useQuery({
    queryKey: customerTransfersKey(customerId),
    queryFn: () => adminTransfersApi.customer(customerId),
  });

/** Paystack's list of banks a credit refund can go to (the returns' list; kept for the session: it seldom changes). */
export const useBanks = () =>
  useQuery({
    queryKey: [...adminKeys.all, 'banks'],
    queryFn: returnsApi.banks,
    staleTime: Infinity,
  });

/**
 * Records store credit refunded to the customer's bank. Their card shows the answer (the account and credit after)
 * at once; the transfers' queries (the credit waiting among them) are refreshed.
 */
export function useRefundCredit(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditRefund) => adminTransfersApi.refundCredit(customerId, body),
    onSuccess: (after) => {
      client.setQueryData(customerTransfersKey(customerId), after);
      void client.invalidateQueries({ queryKey: adminKeys.transfers.all });
    },
  });
}

/** Asks Paystack to look again for transfers into an account on a day; what it finds arrives as webhooks. */
export const useRequeryTransfers = () =>
  useMutation({ mutationFn: (body: TransferRequery) => adminTransfersApi.requery(body) });

/**
 * Moves a transfer's money to another order. The transfers, what waits and the customers' credit are refreshed, and
 * so are the orders it paid and pays now, the transactions (revenue) and the dashboard.
 */
export function useMoveTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ transferId, ...body }: TransferMove & { transferId: number }) =>
      adminTransfersApi.move(transferId, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.transfers.all });
      void client.invalidateQueries({ queryKey: adminKeys.orders.all });
      void client.invalidateQueries({ queryKey: adminKeys.transactions.all });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
