import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, withToast } from 'shared-contracts';
import type {
  LoadCounts,
  ReleaseAction,
  ReleaseHistoryEntry,
  ReleaseOverview,
  RemoteRelease,
} from 'shared-contracts/schemas/releases';
import { Badge } from 'shared-contracts/ui/badge';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { DescriptionList } from 'shared-contracts/ui/description-list';
import { Dialog, DialogActions } from 'shared-contracts/ui/dialog';
import { Field, TextArea } from 'shared-contracts/ui/field';
import { Card, CardTitle, Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { AdminPageHeader, NoWrapCell } from '../../../components/common/layout';
import { useReleaseAction, useReleases } from '../../../hooks/api/releases';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { formatDateTime, humanize } from '../../../lib/format';
import { loadErrorMessage } from '../../../lib/load-error';

type Asked = 'promote' | 'stop' | 'rollback';

/** Each remote by the part of the shop it serves and the package its team ships. */
const REMOTE_NAMES: Record<RemoteRelease['remote'], string> = {
  catalog: 'Catalog (mf-catalog)',
  cart: 'Cart and checkout (mf-cart)',
  account: 'Account (mf-account)',
  admin: 'Admin (mf-admin)',
};

const DAY_MS = 86_400_000;
const rateText = (counts: LoadCounts) =>
  counts.loads === 0 ? '—' : `${(counts.failureRate * 100).toFixed(1)}% of ${counts.loads}`;
const short = (version: string | null | undefined) => (version ? version.slice(0, 12) : '—');

/** What each button asks, and what the registry is told once the admin says yes. */
const QUESTIONS: Record<
  Asked,
  {
    label: string;
    title: (release: RemoteRelease) => string;
    body: (release: RemoteRelease) => string;
    busy: string;
    done: string;
    tone: 'primary' | 'danger';
  }
> = {
  promote: {
    label: 'Promote canary',
    title: (r) => `Make ${short(r.canary?.version)} the stable ${r.remote} for everyone?`,
    body: (r) =>
      `Every shopper's next page load runs ${short(r.canary?.version)} instead of ${short(r.stable?.version)}. Open tabs keep the version they started with.`,
    busy: 'Promoting…',
    done: 'Canary promoted',
    tone: 'primary',
  },
  stop: {
    label: 'Stop canary',
    title: (r) => `Stop the ${r.remote} canary?`,
    body: (r) =>
      `The ${r.canary?.percent ?? 0}% of shoppers on ${short(r.canary?.version)} go back to ${short(r.stable?.version)} on their next page load.`,
    busy: 'Stopping…',
    done: 'Canary stopped',
    tone: 'danger',
  },
  rollback: {
    label: 'Roll back',
    title: (r) => `Roll the ${r.remote} back from ${short(r.stable?.version)}?`,
    body: () =>
      'Stable goes back to the version before it and any canary stops. Every next page load runs the previous version.',
    busy: 'Rolling back…',
    done: 'Rolled back',
    tone: 'danger',
  },
};

const Versions = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
`;

function ChannelSummary({ release }: { release: RemoteRelease }) {
  return (
    <DescriptionList $compact>
      <dt>Stable</dt>
      <dd>
        {release.stable ? <Versions>{short(release.stable.version)}</Versions> : 'None yet: served as built'}
      </dd>
      <dt>Canary</dt>
      <dd>
        {release.canary ? (
          <>
            <Versions>{short(release.canary.version)}</Versions> on {release.canary.percent}% of shoppers
            since {formatDateTime(release.canary.startedAt)}
          </>
        ) : (
          'None'
        )}
      </dd>
    </DescriptionList>
  );
}

function VersionTable({ release }: { release: RemoteRelease }) {
  if (release.versions.length === 0) return <Muted>No version published yet.</Muted>;
  const channelOf = (version: string) =>
    version === release.stable?.version ? 'stable' : version === release.canary?.version ? 'canary' : null;
  return (
    <TableWrap>
      <Table>
        <thead>
          <tr>
            <th>Version</th>
            <th>Published</th>
            <th className="num">Failed, last hour</th>
            <th className="num">Failed, last day</th>
          </tr>
        </thead>
        <tbody>
          {release.versions.map((version) => {
            const channel = channelOf(version.version);
            return (
              <tr key={version.version}>
                <NoWrapCell>
                  <Versions>{short(version.version)}</Versions>{' '}
                  {channel ? (
                    <Badge $tone={channel === 'stable' ? 'success' : 'warning'}>{channel}</Badge>
                  ) : null}
                  {version.removed ? <Badge>removed</Badge> : null}
                </NoWrapCell>
                <td>
                  {formatDateTime(version.publishedAt)}
                  <br />
                  <Muted as="span">{version.publishedBy}</Muted>
                </td>
                <td className="num">{rateText(version.lastHour)}</td>
                <td className="num">{rateText(version.lastDay)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableWrap>
  );
}

function HistoryTable({ history }: { history: ReleaseHistoryEntry[] }) {
  if (history.length === 0) return null;
  return (
    <details>
      <summary>History ({history.length} latest changes)</summary>
      <TableWrap>
        <Table>
          <thead>
            <tr>
              <th>When</th>
              <th>Change</th>
              <th>Who</th>
              <th>Why</th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry) => (
              <tr key={entry.id}>
                <NoWrapCell>{formatDateTime(entry.createdAt)}</NoWrapCell>
                <td>
                  {humanize(entry.action)} <Versions>{short(entry.version)}</Versions>
                  {entry.action === 'canary' && entry.percent !== null ? ` at ${entry.percent}%` : ''}
                </td>
                <td>{entry.actor}</td>
                <td>{entry.reason}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    </details>
  );
}

/** Canaries the shop stopped by itself in the last day: the first thing an admin should see. */
function AutomaticStops({ overview }: { overview: ReleaseOverview }) {
  const since = Date.now() - DAY_MS;
  const stops = overview.remotes.flatMap((release) =>
    release.history.filter((entry) => entry.automatic && Date.parse(entry.createdAt) > since),
  );
  if (stops.length === 0) return null;
  return (
    <Banner tone="warning">
      {stops.map((entry) => (
        <p key={entry.id}>
          The {entry.remote} canary {short(entry.version)} was stopped automatically at{' '}
          {formatDateTime(entry.createdAt)}: {entry.reason}
        </p>
      ))}
    </Banner>
  );
}

export default function ReleaseOverviewPage() {
  const releases = useReleases();
  const action = useReleaseAction();
  const { pending, run } = useSingleFlight();
  const [asking, setAsking] = useState<{ release: RemoteRelease; asked: Asked } | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const ask = (release: RemoteRelease, asked: Asked) => {
    setReason('');
    setReasonError(undefined);
    setAsking({ release, asked });
  };

  const perform = () =>
    run(async () => {
      if (!asking) return;
      if (!reason.trim()) {
        setReasonError('Say why: every change is recorded with its reason.');
        return;
      }
      const { release, asked } = asking;
      const body: ReleaseAction = { action: asked, reason, expectedRevision: release.revision };
      await withToast(() => action.mutateAsync({ remote: release.remote, action: body }), {
        loading: QUESTIONS[asked].busy,
        success: QUESTIONS[asked].done,
        error: (e) => errorMessage(e, 'The release could not be changed.'),
      }).catch(() => undefined);
      setAsking(null);
    });

  const question = asking ? QUESTIONS[asking.asked] : null;

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
            <Card key={release.remote} aria-labelledby={`release-${release.remote}`}>
              <Stack $gap={12}>
                <Row $justify="space-between">
                  <CardTitle id={`release-${release.remote}`}>{REMOTE_NAMES[release.remote]}</CardTitle>
                  <Row>
                    {release.canary ? (
                      <>
                        <Button $small onClick={() => ask(release, 'promote')} disabled={pending}>
                          {QUESTIONS.promote.label}
                        </Button>
                        <Button
                          $small
                          $variant="secondary"
                          onClick={() => ask(release, 'stop')}
                          disabled={pending}
                        >
                          {QUESTIONS.stop.label}
                        </Button>
                      </>
                    ) : null}
                    {release.history.some((entry) => entry.previousStable !== null) && release.stable ? (
                      <Button
                        $small
                        $variant="danger"
                        onClick={() => ask(release, 'rollback')}
                        disabled={pending}
                      >
                        {QUESTIONS.rollback.label}
                      </Button>
                    ) : null}
                  </Row>
                </Row>
                <ChannelSummary release={release} />
                <VersionTable release={release} />
                <HistoryTable history={release.history} />
              </Stack>
            </Card>
          ))}
          <Muted>
            A canary stops by itself when, once at least {releases.data.rule.minBrowsers} browsers have loaded
            it, the share of them that saw it fail is more than {releases.data.rule.ratio}× stable&apos;s and
            more than {releases.data.rule.floor * 100}%.
          </Muted>
        </Stack>
      ) : null}
      {asking && question ? (
        <Dialog
          role="alertdialog"
          title={question.title(asking.release)}
          description={question.body(asking.release)}
          onClose={() => {
            if (!pending) setAsking(null);
          }}
          width="480px"
        >
          <Field label="Why?" error={reasonError} hint="Recorded in the history with your name.">
            <TextArea rows={2} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <DialogActions>
            <Button $variant="secondary" onClick={() => setAsking(null)} disabled={pending} data-autofocus>
              Cancel
            </Button>
            <Button
              $variant={question.tone}
              onClick={() => void perform()}
              disabled={pending}
              aria-busy={pending}
            >
              {pending ? question.busy : question.label}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}
