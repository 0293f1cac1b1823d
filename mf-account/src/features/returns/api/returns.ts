import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Bank,
  type CreateReturnInput,
  type Envelope,
  type Order,
  type OrderReturn,
  type ResolvedAccount,
} from 'shared-contracts';
import { apiClient, errorMessage, notify, queryKeys, request, unwrap } from 'shop-sdk';

/** GET returns/banks: Paystack's list of banks a refund can go to (kept for the session: it seldom changes). */
export const useBanks = (enabled: boolean) =>
  useQuery({
    queryKey: ['returns', 'banks'],
    queryFn: () => request.get<Bank[]>('returns/banks'),
    enabled,
    staleTime: Infinity,
  });

/**
 * GET returns/banks/resolve: the account holder's name, as the bank knows it, for a return being asked for on this
 * order (the API checks a few accounts per return; past that, its refusal says so in words).
 */
export const resolveAccount = (order_id: number, bank_code: string, account_number: string) =>
  request.get<ResolvedAccount>('returns/banks/resolve', { order_id, bank_code, account_number });

/** POST returns/{id}/photos, one photo at a time. */
async function uploadPhoto(returnId: number, file: File): Promise<OrderReturn> {
  const form = new FormData();
  form.append('file', file);
  return unwrap(await apiClient.post<Envelope<OrderReturn>>(`returns/${returnId}/photos`, form));
}

/**
 * POST orders/{id}/returns, then the photos: the return is asked for first, so a photo that fails to upload never
 * loses the request (the shopper is told which did not go).
 */
export function useRequestReturn(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, photos }: { input: CreateReturnInput; photos: File[] }) => {
      const order = await request.post<Order>(`orders/${orderId}/returns`, input, { retry: false });
      const created = order.returns?.[order.returns.length - 1];
      let failed = 0;
      if (created)
        for (const photo of photos) {
          try {
            await uploadPhoto(created.id, photo);
          } catch (error) {
            failed += 1;
            notify.error(errorMessage(error, `${photo.name} could not be added.`));
          }
        }
      return { order, uploaded: photos.length - failed };
    },
    onSuccess: ({ order }) => {
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      void client.invalidateQueries({ queryKey: queryKeys.orders.detail(order.id) });
      notify.success('Your return request has been sent. We will email you once we have looked at it.');
    },
  });
}

/** A return photo, fetched with the shopper's token (photos are private), as an object URL. */
export function useReturnPhoto(url: string) {
  const query = useQuery({
    queryKey: ['returns', 'photo', url],
    queryFn: async () => {
      const answer = await apiClient.get<Blob>(url.replace(/^\/api\//, ''), { responseType: 'blob' });
      return URL.createObjectURL(answer.data);
    },
    staleTime: Infinity,
  });
  return query.data;
}
