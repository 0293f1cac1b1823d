import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, CardTitle, Row, Stack } from 'shared-contracts/ui/layout';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { FilterTabs } from '../../components/common/tabs';
import { loadErrorMessage } from '../../lib/load-error';

/**
 * A report of Reports over the last 7 or the last 30 Lagos days (Searches, USSD): its card, its title and the
 * period tabs, the loading and error states, and `children` given the chosen period's figures.
 */
export function LastDaysReport<P extends { days: number }>({
  id,
  title,
  tabsLabel,
  loading,
  query,
  children,
}: {
  id: string;
  title: string;
  /** The tabs' name (each report's own, as several are on one page). */
  tabsLabel: string;
  loading: string;
  query: UseQueryResult<{ periods: P[] }>;
  children: (period: P) => ReactNode;
}) {
  const [days, setDays] = useState<'7' | '30'>('7');
  const period = query.data?.periods.find((p) => String(p.days) === days);
  return (
    <Card aria-labelledby={id}>
      <Stack $gap={12}>
        <Row $justify="space-between">
          <CardTitle id={id}>{title}</CardTitle>
          <FilterTabs
            label={tabsLabel}
            value={days}
            onChange={(value) => value && setDays(value)}
            options={[
              { value: '7', label: 'Last 7 days' },
              { value: '30', label: 'Last 30 days' },
            ]}
          />
        </Row>
        {query.isPending ? (
          <LoadingState label={loading} />
        ) : query.isError || !period ? (
          <ErrorState compact message={loadErrorMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : (
          children(period)
        )}
      </Stack>
    </Card>
  );
}
