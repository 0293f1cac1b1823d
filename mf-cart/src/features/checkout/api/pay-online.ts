import { useQuery } from '@tanstack/react-query';
import { paymentsApi, queryKeys } from 'shop-sdk';

/** GET payments/options: whether the shop offers pay now (it does not without a payment provider). */
export const usePaymentOptions = () =>
  useQuery({ queryKey: queryKeys.payments.options(), queryFn: paymentsApi.options, staleTime: 5 * 60_000 });
