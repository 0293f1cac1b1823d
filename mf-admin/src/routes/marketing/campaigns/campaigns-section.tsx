import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, withToast } from 'shop-sdk';
import type { Campaign } from 'shared-contracts/schemas/campaigns';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { Card, CardTitle, Muted, Row } from 'shared-contracts/ui/layout';
import { VisuallyHidden } from 'shared-contracts/ui/visually-hidden';
import { StackingTable, TableWrap } from 'shared-contracts/ui/table';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { NoWrapCell } from '../../../components/common/layout';
import { StatusBadge } from '../../../components/common/status-badge';
import { useCampaigns, useSendCampaign, useTestCampaign } from '../../../hooks/api/campaigns';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { formatDateTime } from '../../../lib/format';
import { loadErrorMessage } from '../../../lib/load-error';
import { CampaignEditor } from './campaign-editor';
import { CampaignPreviewDialog } from './campaign-preview';

const Header = styled(Row)`
  justify-content: space-between;
  align-items: flex-start;
  margin-bottom: 12px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Count = styled.td`
  text-align: right;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const subscribers = (n: number) => `${n.toLocaleString('en-NG')} confirmed subscriber${n === 1 ? '' : 's'}`;

/**
 * Newsletter campaigns (docs/admin.md §Campaigns): the list with each campaign's counts, a form for a new or
 * draft campaign, its preview, a test send to the signed-in admin, and the send, which asks first.
 */
export function CampaignsSection() {
  const campaigns = useCampaigns();
  const test = useTestCampaign();
  const send = useSendCampaign();
  const { pending, run } = useSingleFlight();
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<Campaign | null>(null);
  const [confirming, setConfirming] = useState<Campaign | null>(null);
  const confirmed = campaigns.data?.confirmed_subscribers ?? 0;

  const sendTest = (campaign: Campaign) =>
    run(async () => {
      await withToast(() => test.mutateAsync(campaign.id), {
        loading: 'Sending a test...',
        success: 'Test sent to your email address.',
        error: (e) => errorMessage(e, 'The test mail could not be sent.'),
      }).catch(() => undefined);
    });

  const sendNow = (campaign: Campaign) =>
    run(async () => {
      await withToast(() => send.mutateAsync(campaign.id), {
        loading: 'Sending campaign...',
        success: `“${campaign.subject}” is on its way to ${subscribers(confirmed)}.`,
        error: (e) => errorMessage(e, 'The campaign could not be sent.'),
      }).catch(() => undefined);
      setConfirming(null);
      setPreviewing(null);
    });

  const askToSend = (campaign: Campaign) => setConfirming(campaign);

  return (
    <Card aria-labelledby="campaigns-title">
      <Header $wrap>
        <div>
          <CardTitle id="campaigns-title">Campaigns</CardTitle>
          <Muted>
            Write to the newsletter&apos;s {campaigns.data ? subscribers(confirmed) : 'subscribers'}. Every
            mail carries a one-click unsubscribe link.
          </Muted>
        </div>
        <Button $variant="primary" onClick={() => setEditing('new')}>
          New campaign
        </Button>
      </Header>
      {campaigns.isPending ? (
        <LoadingState label="Loading campaigns…" />
      ) : campaigns.isError ? (
        <ErrorState
          compact
          message={loadErrorMessage(campaigns.error)}
          onRetry={() => void campaigns.refetch()}
        />
      ) : campaigns.data.campaigns.length === 0 ? (
        <EmptyState compact>No campaigns yet. Press New campaign to write the first.</EmptyState>
      ) : (
        <TableWrap>
          {/* On a phone each campaign is a card of labelled lines, not a table that scrolls sideways. */}
          <StackingTable aria-label="Campaigns">
            <thead>
              <tr>
                <th>Subject</th>
                <th>Status</th>
                <th>Sent on</th>
                <th>Sent</th>
                <th>Failed</th>
                <th>Unsubscribed</th>
                <th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {campaigns.data.campaigns.map((campaign) => (
                <tr key={campaign.id}>
                  <td>{campaign.subject}</td>
                  <td data-label="Status">
                    <StatusBadge status={campaign.status} />
                  </td>
                  <NoWrapCell data-label="Sent on">
                    {campaign.send_started_at ? formatDateTime(campaign.send_started_at) : '—'}
                  </NoWrapCell>
                  <Count data-label="Sent">
                    {campaign.status === 'draft'
                      ? '—'
                      : `${campaign.counts.sent} of ${campaign.counts.recipients}`}
                  </Count>
                  <Count data-label="Failed">
                    {campaign.status === 'draft' ? '—' : campaign.counts.failed}
                  </Count>
                  <Count data-label="Unsubscribed">
                    {campaign.status === 'draft' ? '—' : campaign.counts.unsubscribed}
                  </Count>
                  <td>
                    <Actions>
                      <Button
                        $small
                        $variant="secondary"
                        onClick={() => setPreviewing(campaign)}
                        aria-label={`Preview ${campaign.subject}`}
                      >
                        Preview
                      </Button>
                      {campaign.status === 'draft' ? (
                        <>
                          <Button
                            $small
                            $variant="secondary"
                            onClick={() => setEditing(campaign)}
                            aria-label={`Edit ${campaign.subject}`}
                          >
                            Edit
                          </Button>
                          <Button
                            $small
                            $variant="secondary"
                            disabled={pending}
                            onClick={() => sendTest(campaign)}
                            aria-label={`Send a test of ${campaign.subject}`}
                          >
                            Send test
                          </Button>
                          <Button
                            $small
                            $variant="primary"
                            disabled={pending || confirmed === 0}
                            onClick={() => askToSend(campaign)}
                            aria-label={`Send ${campaign.subject}`}
                          >
                            Send
                          </Button>
                        </>
                      ) : null}
                    </Actions>
                  </td>
                </tr>
              ))}
            </tbody>
          </StackingTable>
        </TableWrap>
      )}
      {editing ? (
        <CampaignEditor campaign={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : null}
      {previewing ? (
        <CampaignPreviewDialog
          campaign={previewing}
          pending={pending}
          canSend={previewing.status === 'draft' && confirmed > 0}
          onSendTest={() => sendTest(previewing)}
          onSend={() => askToSend(previewing)}
          onClose={() => setPreviewing(null)}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={`Send “${confirming.subject}” to ${subscribers(confirmed)}?`}
          confirmLabel="Send campaign"
          tone="primary"
          pending={pending}
          onConfirm={() => sendNow(confirming)}
          onClose={() => setConfirming(null)}
        >
          <p>
            Each confirmed subscriber gets it once, in batches over the next minutes. A sent campaign cannot
            be edited or sent again.
          </p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
