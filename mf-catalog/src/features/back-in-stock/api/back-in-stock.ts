import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backInStockApi } from 'shop-sdk';
import type { BackInStockInput } from 'shared-contracts/schemas/back-in-stock';

/** Under `profile`, so signing out or in asks again. */
const waitKey = (productId: number) => ['profile', 'back-in-stock', productId] as const;

/** Whether the signed-in shopper waits for the product. */
export const useBackInStockWait = (productId: number, signedIn: boolean) =>
  useQuery({
    queryKey: waitKey(productId),
    queryFn: () => backInStockApi.wait(productId),
    enabled: signedIn,
  });

/** "Notify me": the answer becomes the wait's. */
export function useNotifyMe(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BackInStockInput) => backInStockApi.notifyMe(productId, body),
    onSuccess: (answer) => client.setQueryData(waitKey(productId), answer),
  });
}
