import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from 'shop-sdk';
import type { BackInStockAnswer, BackInStockInput } from 'shared-contracts/schemas/back-in-stock';

/** Under `profile`, so signing out or in asks again. */
const waitKey = (productId: number) => ['profile', 'back-in-stock', productId] as const;

/** GET products/{id}/back-in-stock: whether the signed-in shopper waits for the product. */
export const useBackInStockWait = (productId: number, signedIn: boolean) =>
  useQuery({
    queryKey: waitKey(productId),
    queryFn: () => request.get<BackInStockAnswer>(`products/${productId}/back-in-stock`),
    enabled: signedIn,
  });

/** POST products/{id}/back-in-stock: "Notify me". Asking twice is answered the same; not retried on its own. */
export function useNotifyMe(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BackInStockInput) =>
      request.post<BackInStockAnswer>(`products/${productId}/back-in-stock`, body, { retry: false }),
    onSuccess: (answer) => client.setQueryData(waitKey(productId), answer),
  });
}
