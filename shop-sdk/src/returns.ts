import type { Envelope } from 'shared-contracts/schemas/common';
import type { Order } from 'shared-contracts/schemas/orders';
import type { Bank, CreateReturnInput, OrderReturn, ResolvedAccount } from 'shared-contracts/schemas/returns';
import { apiClient, unwrap } from './api-client';
import { request } from './endpoints';

const { get, post } = request;

/** Returns: asking for one on an order, its photos, and the bank account a refund goes to. */
export const returnsApi = {
  /** Paystack's list of banks a refund can go to. */
  banks: () => get<Bank[]>('returns/banks'),
  /**
   * The account holder's name, as the bank knows it, for a return being asked for on this order (the API checks a
   * few accounts per return; past that, its refusal says so in words).
   */
  resolveAccount: (order_id: number, bank_code: string, account_number: string) =>
    get<ResolvedAccount>('returns/banks/resolve', { order_id, bank_code, account_number }),
  request: (orderId: number, input: CreateReturnInput) =>
    post<Order>(`orders/${orderId}/returns`, input, { retry: false }),
  /** One photo at a time. */
  uploadPhoto: async (returnId: number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return unwrap(await apiClient.post<Envelope<OrderReturn>>(`returns/${returnId}/photos`, form));
  },
  /** A return photo, fetched with the shopper's token (photos are private). */
  photo: async (url: string) =>
    (await apiClient.get<Blob>(url.replace(/^\/api\//, ''), { responseType: 'blob' })).data,
};
