import { useMutation, useQuery } from '@tanstack/react-query';
import { paymentQueryKeys, paymentsApi } from 'shared-contracts';

/** GET payments/options: whether the shop offers pay now (it does not without a payment provider). */
export const usePaymentOptions = () =>
  useQuery({ queryKey: paymentQueryKeys.options(), queryFn: paymentsApi.options, staleTime: 5 * 60_000 });

/** POST orders/{id}/pay: a new payment attempt, and the provider's page to send the shopper to. */
export const useStartPayment = () =>
  useMutation({ mutationFn: (orderId: number) => paymentsApi.start(orderId) });
