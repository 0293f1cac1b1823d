import { useMutation } from '@tanstack/react-query';
import { paymentsApi } from '../endpoints';

/**
 * POST orders/{id}/pay: a new payment attempt (a new reference) and the provider's page to send the shopper to;
 * from the checkout and from an order awaiting payment (docs/payments.md).
 */
export const useStartPayment = () =>
  useMutation({ mutationFn: (orderId: number) => paymentsApi.start(orderId) });
