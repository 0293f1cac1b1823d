import type { Paginated } from 'shared-contracts';
import type {
  AdminTransfer,
  CreditRefund,
  CustomerTransfers,
  TransferListQuery,
  TransferMove,
  TransferQueues,
  TransferRequery,
} from 'shared-contracts/schemas/transfers';
import { request } from './endpoints';

const { get, post } = request;

/**
 * The admin's bank transfers into the shoppers' own account numbers (`/api/admin/transfers`, docs/payments.md):
 * every transfer and where its money went, what waits (orders part paid, store credit held), a customer's account
 * and ledger, asking Paystack to look again, and moving a transfer to another order. Apart from admin.ts, as the
 * payments and returns are, so the admin's other pages do not carry them.
 */
export const adminTransfersApi = {
  list: (query: TransferListQuery = {}) => get<Paginated<AdminTransfer>>('admin/transfers', query),
  waiting: () => get<TransferQueues>('admin/transfers/waiting'),
  customer: (customerId: number) => get<CustomerTransfers>(`admin/transfers/customers/${customerId}`),
  /** Paystack looks again for transfers into the account on that Lagos day; what it finds comes as webhooks. */
  requery: (body: TransferRequery) =>
    post<{ message: string }>('admin/transfers/requery', body, { retry: false }),
  /** The transfer's money pays the order named instead; answers the transfer as it stands after the move. */
  move: (transferId: number, body: TransferMove) =>
    post<AdminTransfer>(`admin/transfers/${transferId}/move`, body, { retry: false }),
  /**
   * Records store credit the admin refunded to the shopper's bank (sent from the shop's bank first): the API checks
   * the account with Paystack and answers the customer's account and credit after, the ledger with its refund line.
   */
  refundCredit: (customerId: number, body: CreditRefund) =>
    post<CustomerTransfers>(`admin/transfers/customers/${customerId}/refund`, body, { retry: false }),
};
