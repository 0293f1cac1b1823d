import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { type CreateReturnInput } from 'shared-contracts';
import { errorMessage, notify, queryKeys, returnsApi } from 'shop-sdk';
import { photoNotAdded, returnFormMessages } from '../returns.messages';

/** Paystack's list of banks a refund can go to (kept for the session: it seldom changes). */
export const useBanks = (enabled: boolean) =>
  useQuery({
    queryKey: ['returns', 'banks'],
    queryFn: returnsApi.banks,
    enabled,
    staleTime: Infinity,
  });

/**
 * POST orders/{id}/returns, then the photos: the return is asked for first, so a photo that fails to upload never
 * loses the request (the shopper is told which did not go).
 */
export function useRequestReturn(orderId: number) {
  const { formatMessage: t } = useIntl();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, photos }: { input: CreateReturnInput; photos: File[] }) => {
      const order = await returnsApi.request(orderId, input);
      const created = order.returns?.[order.returns.length - 1];
      let failed = 0;
      if (created)
        for (const photo of photos) {
          try {
            await returnsApi.uploadPhoto(created.id, photo);
          } catch (error) {
            failed += 1;
            notify.error(errorMessage(error, t(photoNotAdded, { name: photo.name })));
          }
        }
      return { order, uploaded: photos.length - failed };
    },
    onSuccess: ({ order }) => {
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      void client.invalidateQueries({ queryKey: queryKeys.orders.detail(order.id) });
      notify.success(t(returnFormMessages.sent));
    },
  });
}

/** A return photo, fetched with the shopper's token (photos are private), as an object URL. */
export function useReturnPhoto(url: string) {
  const query = useQuery({
    queryKey: ['returns', 'photo', url],
    queryFn: async () => URL.createObjectURL(await returnsApi.photo(url)),
    staleTime: Infinity,
  });
  return query.data;
}
