import { useState } from 'react';
import { formatDateTime } from 'shared-contracts';
import { Card, CardTitle, Muted, Stack } from 'shared-contracts/ui/layout';
import { Pagination } from 'shared-contracts/ui/pagination';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { DataTable } from '../../../components/common/data-table';
import { useSettingsHistory } from '../../../hooks/api/settings';

const show = (value: unknown): string =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 1);

/** Every change of the settings, newest first: when, who, what, and the values before and after. */
export function HistorySection() {
  const [page, setPage] = useState(1);
  const history = useSettingsHistory(page);
  return (
    <Card aria-labelledby="history-title">
      <CardTitle id="history-title">History</CardTitle>
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <ErrorState
          message="The history could not be loaded."
          onRetry={() => void history.refetch()}
          compact
        />
      ) : history.data.results.length === 0 ? (
        <Muted>No change yet.</Muted>
      ) : (
        <Stack $gap={12}>
          <DataTable
            stack
            rows={history.data.results}
            rowKey={(c) => c.id}
            columns={[
              { header: 'When', cell: (c) => formatDateTime(c.created_at), noWrap: true },
              { header: 'Who', cell: (c) => c.actor ?? '—' },
              {
                header: 'Change',
                cell: (c) => (
                  <details>
                    <summary>{c.summary}</summary>
                    <Muted as="div">
                      Before: <code>{show(c.before)}</code>
                    </Muted>
                    <Muted as="div">
                      After: <code>{show(c.after)}</code>
                    </Muted>
                  </details>
                ),
              },
            ]}
          />
          <Pagination
            page={page}
            count={history.data.count}
            pageSize={history.data.page_size}
            onPage={setPage}
            label="History pages"
          />
        </Stack>
      )}
    </Card>
  );
}
