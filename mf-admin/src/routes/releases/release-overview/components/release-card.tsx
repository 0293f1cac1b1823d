import type { RemoteRelease } from 'shared-contracts/schemas/releases';
import { Button } from 'shared-contracts/ui/button';
import { Card, CardTitle, Row, Stack } from 'shared-contracts/ui/layout';
import { ChannelSummary } from './channel-summary';
import { HistoryTable } from './history-table';
import { QUESTIONS, type Asked } from './release-action-dialog';
import { VersionTable } from './version-table';

/** Each remote by the part of the shop it serves and the package its team ships. */
const REMOTE_NAMES: Record<RemoteRelease['remote'], string> = {
  catalog: 'Catalog (mf-catalog)',
  cart: 'Cart and checkout (mf-cart)',
  account: 'Account (mf-account)',
  admin: 'Admin (mf-admin)',
};

/** One remote's channels, versions and history, with the changes that can be made to it now. */
export function ReleaseCard({
  release,
  onAsk,
}: {
  release: RemoteRelease;
  onAsk: (release: RemoteRelease, asked: Asked) => void;
}) {
  return (
    <Card aria-labelledby={`release-${release.remote}`}>
      <Stack $gap={12}>
        <Row $justify="space-between">
          <CardTitle id={`release-${release.remote}`}>{REMOTE_NAMES[release.remote]}</CardTitle>
          <Row>
            {release.canary ? (
              <>
                <Button $small onClick={() => onAsk(release, 'promote')}>
                  {QUESTIONS.promote.label}
                </Button>
                <Button $small $variant="secondary" onClick={() => onAsk(release, 'stop')}>
                  {QUESTIONS.stop.label}
                </Button>
              </>
            ) : null}
            {release.history.some((entry) => entry.previousStable !== null) && release.stable ? (
              <Button $small $variant="danger" onClick={() => onAsk(release, 'rollback')}>
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
  );
}
