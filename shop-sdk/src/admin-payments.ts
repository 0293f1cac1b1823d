import type {
  OrderPayments,
  PaymentAttention,
  PaymentReview,
  PaymentReviewAction,
  RefundRetryInput,
} from 'shared-contracts';
import { paymentEndpoints, request } from './endpoints';

const { get, post } = request;

/**
 * The admin's online payments: an order's payments and refunds, and the payments and refunds that need a look (on
 * the dashboard). Apart from admin.ts, so the dashboard does not carry every other admin endpoint.
 */
export const adminPaymentsApi = {
  orderPayments: (orderId: number) => get<OrderPayments>(paymentEndpoints.admin.ofOrder(orderId)),
  refundOrder: (orderId: number, amount?: number) =>
    post<OrderPayments>(paymentEndpoints.admin.refund(orderId), amount === undefined ? {} : { amount }, {
      retry: false,
    }),
  paymentsToReview: () => get<PaymentReview[]>(paymentEndpoints.admin.review()),
  paymentsAttention: () => get<PaymentAttention>(paymentEndpoints.admin.attention()),
  reviewPayment: (paymentId: number, action: PaymentReviewAction) =>
    post<OrderPayments>(paymentEndpoints.admin.reviewPayment(paymentId), { action }, { retry: false }),
  retryRefund: (refundId: number, body: RefundRetryInput) =>
    post<OrderPayments>(paymentEndpoints.admin.retryRefund(refundId), body, { retry: false }),
};
