import { errorMessage, withToast } from 'shop-sdk';
import type { FailedJob } from 'shared-contracts/schemas/jobs';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Card, Muted, Stack } from 'shared-contracts/ui/layout';
import { AdminPageHeader } from '../../../components/common/layout';
import { DataTable } from '../../../components/common/data-table';
import { PagedResults } from '../../../components/common/list-page';
import { useFailedJobs, useRetryJob } from '../../../hooks/api/jobs';
import { useListParams } from '../../../hooks/use-list-params';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { formatDateTime } from '../../../lib/format';

const PAGE_SIZE = 20;

/** What each queue does, in the shop's words. */
const QUEUE_LABELS: Record<string, string> = {
  mail: 'Mail',
  refund: 'Refund',
  'campaign-batch': 'Campaign batch',
  'payments-reconcile': 'Payment check',
  'idempotency-purge': 'Clean-up',
  'picture-conversion': 'Picture conversion',
};
const queueLabel = (queue: string) => QUEUE_LABELS[queue] ?? queue;

function RetryButton({ job }: { job: FailedJob }) {
  const retry = useRetryJob();
  const { pending, run } = useSingleFlight();
  const onRetry = () =>
    run(() =>
      withToast(() => retry.mutateAsync(job.id), {
        loading: 'Retrying job...',
        success: `${queueLabel(job.queue)} job queued again`,
        error: (e) => errorMessage(e, 'Failed to retry the job!'),
      }).catch(() => undefined),
    );
  return (
    <Button $small $variant="secondary" disabled={pending} onClick={() => void onRetry()}>
      {pending ? 'Retrying…' : 'Retry'}
    </Button>
  );
}

export default function FailedJobListPage() {
  const params = useListParams<never>();
  const jobs = useFailedJobs({ page: params.page, page_size: PAGE_SIZE });
  return (
    <>
      <AdminPageHeader
        title="Failed jobs"
        subtitle="Mails, refunds and other background work that failed every attempt."
      />
      <Card>
        <Stack $gap={12}>
          <Banner tone="info">
            <p>
              Each job is tried several times, waiting longer each time. Those listed here failed every
              attempt and are kept for 7 days. Retry one once its cause is fixed: it runs again, and does its
              work only once.
            </p>
          </Banner>
          <PagedResults
            query={jobs}
            loading="Loading failed jobs…"
            empty="No failed jobs. Everything in the background went through."
            params={params}
          >
            {(page) => (
              <>
                <Muted>
                  {page.count} failed {page.count === 1 ? 'job' : 'jobs'}
                </Muted>
                <DataTable
                  label="Failed jobs"
                  stack
                  rows={page.results}
                  rowKey={(job) => job.id}
                  columns={[
                    { header: 'Failed at', cell: (job) => formatDateTime(job.failed_at), noWrap: true },
                    { header: 'Queue', cell: (job) => queueLabel(job.queue), noWrap: true },
                    {
                      header: 'Job',
                      cell: (job) => (
                        <>
                          <code>{job.summary}</code>
                          <br />
                          <Muted as="span">{job.id}</Muted>
                        </>
                      ),
                    },
                    { header: 'Error', cell: (job) => job.error },
                    { header: 'Attempts', cell: (job) => job.attempts, num: true },
                    { header: '', cell: (job) => <RetryButton job={job} /> },
                  ]}
                />
              </>
            )}
          </PagedResults>
        </Stack>
      </Card>
    </>
  );
}
