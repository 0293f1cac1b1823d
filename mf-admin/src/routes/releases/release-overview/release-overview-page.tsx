import { useState } from 'react';
import type { RemoteRelease } from 'shared-contracts/schemas/releases';
import { Muted, Stack } from 'shared-contracts/ui/layout';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { AdminPageHeader } from '../../../components/common/layout';
import { useReleases } from '../../../hooks/api/releases';
import { loadErrorMessage } from '../../../lib/load-error';
import { AutomaticStops } from './components/automatic-stops';
import { ReleaseActionDialog, type Asked } from './components/release-action-dialog';
import { ReleaseCard } from './components/release-card';

export default function ReleaseOverviewPage() {
  const releases = useReleases();
  const [asking, setAsking] = useState<{ release: RemoteRelease; asked: Asked } | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Releases"
        subtitle="Which version of each part of the shop shoppers get, how often each fails, and what changed."
      />
      {releases.isPending ? <LoadingState label="Loading releases…" /> : null}
      {releases.isError ? (
        <ErrorState message={loadErrorMessage(releases.error)} onRetry={() => void releases.refetch()} />
      ) : null}
      {releases.data ? (
        <Stack $gap={16}>
          <AutomaticStops overview={releases.data} />
          {releases.data.remotes.map((release) => (
            <ReleaseCard
              key={release.remote}
              release={release}
              onAsk={(release, asked) => setAsking({ release, asked })}
            />
          ))}
          <Muted>
            A canary stops by itself when, once at least {releases.data.rule.minBrowsers} browsers have loaded
            it, the share of them that saw it fail is more than {releases.data.rule.ratio}× stable&apos;s and
            more than {releases.data.rule.floor * 100}%.
          </Muted>
        </Stack>
      ) : null}
      {asking ? (
        <ReleaseActionDialog release={asking.release} asked={asking.asked} onClose={() => setAsking(null)} />
      ) : null}
    </>
  );
}
