import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContactMessageListQuery } from 'shared-contracts';
import { adminApi } from 'shop-sdk/admin';
import type {
  ReportQuery,
  TransactionListQuery,
  VatReportQuery,
} from 'shared-contracts/schemas/admin-reports';
import { adminKeys } from './query-keys';

export const useTransactions = (query: TransactionListQuery) =>
  useQuery({
    queryKey: adminKeys.transactions.list(query),
    queryFn: () => adminApi.transactions(query),
    placeholderData: keepPreviousData,
  });

export const useSalesReport = (query: ReportQuery) =>
  useQuery({
    queryKey: adminKeys.reports.list(query),
    queryFn: () => adminApi.reports(query),
    placeholderData: keepPreviousData,
  });

export const useVatReport = (query: VatReportQuery) =>
  useQuery({
    queryKey: adminKeys.reports.list({ vat: query }),
    queryFn: () => adminApi.vatReport(query),
    placeholderData: keepPreviousData,
  });

export const useUssdReport = () =>
  useQuery({ queryKey: adminKeys.reports.list({ ussd: true }), queryFn: adminApi.ussdReport });

export const useContactMessages = (query: ContactMessageListQuery) =>
  useQuery({
    queryKey: adminKeys.support.list(query),
    queryFn: () => adminApi.contactMessages(query),
    placeholderData: keepPreviousData,
  });

export function useSetMessageHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      adminApi.setContactMessageHandled(id, handled),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.support.lists() }),
  });
}
