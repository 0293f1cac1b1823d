import type { Paginated } from 'shared-contracts';
import type {
  AdminReturn,
  ReturnMethod,
  ReturnsReport,
  ReturnStatus,
  ReturnsWaiting,
} from 'shared-contracts/schemas/returns';
import { apiClient } from './api-client';
import { request } from './endpoints';

const { get, post } = request;

export type ReturnAction =
  | { kind: 'approve'; method: ReturnMethod; instructions: string }
  | { kind: 'reject'; reason: string }
  | { kind: 'receive'; lines: { id: number; resellable: boolean }[] }
  | { kind: 'refund'; transfer_reference?: string };

/**
 * The admin's returns (`/api/admin/returns`), whose waiting ones the dashboard shows. Apart from admin.ts, so the
 * dashboard does not carry every other admin endpoint.
 */
export const adminReturnsApi = {
  returns: (query: { status?: ReturnStatus | undefined; page: number }) =>
    get<Paginated<AdminReturn>>('admin/returns', {
      ...(query.status ? { status: query.status } : {}),
      page: query.page,
    }),
  return: (id: number) => get<AdminReturn>(`admin/returns/${id}`),
  returnsWaiting: () => get<ReturnsWaiting>('admin/returns/waiting'),
  returnsReport: (days: number) => get<ReturnsReport>('admin/returns/report', { days }),
  returnAction: (id: number, action: ReturnAction) => {
    const { kind, ...body } = action;
    return post<AdminReturn>(`admin/returns/${id}/${kind}`, body, { retry: false });
  },
  /** A private file the API links to (a return's photo), fetched with the admin's token. */
  file: async (url: string) =>
    (await apiClient.get<Blob>(url.replace(/^\/api\//, ''), { responseType: 'blob' })).data,
};
