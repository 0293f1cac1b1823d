import type { BackInStockAnswer, BackInStockInput } from 'shared-contracts/schemas/back-in-stock';
import { request } from './endpoints';

const { get, post } = request;

/** "Notify me" when a product is back in stock. Asking twice is answered the same; not retried on its own. */
export const backInStockApi = {
  wait: (productId: number) => get<BackInStockAnswer>(`products/${productId}/back-in-stock`),
  notifyMe: (productId: number, body: BackInStockInput) =>
    post<BackInStockAnswer>(`products/${productId}/back-in-stock`, body, { retry: false }),
};
