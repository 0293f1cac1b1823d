import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Order } from 'shared-contracts';
import { useVerifyPayment } from '../api/pay-order';

/**
 * Back from the payment provider's page (`?trxref=…&reference=…`): the reference is verified once by the server, then
 * dropped from the address so a reload does not ask again.
 */
export function useVerifyReturn(order: Order) {
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const verify = useVerifyPayment(order.id);
  const asked = useRef<string | null>(null);
  const { mutate } = verify;
  useEffect(() => {
    if (!reference || asked.current === reference || order.payment_method !== 'pay_now') return;
    asked.current = reference;
    mutate(reference, { onSettled: () => setParams({}, { replace: true }) });
  }, [reference, order.payment_method, mutate, setParams]);
  return verify;
}
