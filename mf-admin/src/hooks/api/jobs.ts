import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from 'shop-sdk/admin';
import { adminKeys } from './query-keys';

/** A page of the jobs that failed every attempt, newest first. */
export const useFailedJobs = (query: { page: number; page_size: number }) =>
  useQuery({
    queryKey: adminKeys.failedJobs.list(query),
    queryFn: () => adminApi.failedJobs(query),
    placeholderData: keepPreviousData,
  });

/** Puts a failed job back in its queue; the list refreshes (the job leaves it). */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi.retryJob(id),
    onSettled: () => void client.invalidateQueries({ queryKey: adminKeys.failedJobs.lists() }),
  });
}
