import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentReviewAction, RefundRetryInput } from 'shared-contracts';
import { adminPaymentsApi } from 'shop-sdk/admin-payments';
import { adminKeys } from './query-keys';

/** An order's online payments, their refunds and events. */
export const useOrderPayments = (orderId: number, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.payments.detail(orderId),
    queryFn: () => adminPaymentsApi.orderPayments(orderId),
    enabled: enabled && Number.isInteger(orderId) && orderId > 0,
  });

/** Refund part (Naira) or all of what is left of an order's payment; never more than was paid (the server checks). */
export function useRefundOrder(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amount?: number) => adminPaymentsApi.refundOrder(orderId, amount),
    onSuccess: (payments) => {
      client.setQueryData(adminKeys.payments.detail(orderId), payments);
      void client.invalidateQueries({ queryKey: adminKeys.orders.detail(orderId) });
      void client.invalidateQueries({ queryKey: adminKeys.transactions.all });
    },
  });
}

/** Payments whose success did not match their order (amount, currency, reference): for the dashboard. */
export const usePaymentsToReview = () =>
  useQuery({
    queryKey: adminKeys.payments.list({ review: true }),
    queryFn: adminPaymentsApi.paymentsToReview,
  });

/** Refunds that need the customer's bank account and disputes still open: for the dashboard. */
export const usePaymentsAttention = () =>
  useQuery({
    queryKey: adminKeys.payments.list({ attention: true }),
    queryFn: adminPaymentsApi.paymentsAttention,
  });

/** Sends a refund that needs attention to the customer's bank account (Paystack's retry). */
export function useRetryRefund(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ refundId, ...body }: RefundRetryInput & { refundId: number }) =>
      adminPaymentsApi.retryRefund(refundId, body),
    onSuccess: (payments) => {
      client.setQueryData(adminKeys.payments.detail(orderId), payments);
      void client.invalidateQueries({ queryKey: adminKeys.payments.list({ attention: true }) });
    },
  });
}

/** Accept, refund, or refund and cancel: the admin's decision on a payment that needs review. */
export function useReviewPayment(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, action }: { paymentId: number; action: PaymentReviewAction }) =>
      adminPaymentsApi.reviewPayment(paymentId, action),
    onSuccess: (payments) => {
      client.setQueryData(adminKeys.payments.detail(orderId), payments);
      void client.invalidateQueries({ queryKey: adminKeys.orders.detail(orderId) });
      void client.invalidateQueries({ queryKey: adminKeys.payments.list({ review: true }) });
      void client.invalidateQueries({ queryKey: adminKeys.transactions.all });
    },
  });
}
