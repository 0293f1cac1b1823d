import styled from 'styled-components';
import type { Campaign } from 'shared-contracts/schemas/campaigns';
import { Button } from 'shared-contracts/ui/button';
import { Dialog, DialogActions } from 'shared-contracts/ui/dialog';
import { DescriptionList } from 'shared-contracts/ui/description-list';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { theme } from 'shared-contracts/ui/theme';
import { useCampaignPreview } from '../../../hooks/api/campaigns';
import { loadErrorMessage } from '../../../lib/load-error';

const Frame = styled.iframe`
  box-sizing: border-box;
  width: 100%;
  height: min(60vh, 520px);
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  background: #fff;
`;

const PlainText = styled.pre`
  max-height: 240px;
  overflow: auto;
  padding: 12px;
  background: ${theme.surface};
  border-radius: ${theme.radius};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 0.85rem;
`;

/**
 * The campaign as a subscriber receives it: the HTML part in a sandboxed frame (no script runs, no link opens
 * inside), the plain-text part and the unsubscribe headers beneath.
 */
export function CampaignPreviewDialog({
  campaign,
  canSend,
  pending,
  onSendTest,
  onSend,
  onClose,
}: {
  campaign: Campaign;
  canSend: boolean;
  pending: boolean;
  onSendTest: () => void;
  onSend: () => void;
  onClose: () => void;
}) {
  const preview = useCampaignPreview(campaign.id);
  return (
    <Dialog title="Preview" onClose={onClose} width="760px">
      {preview.isPending ? (
        <LoadingState label="Loading preview…" />
      ) : preview.isError ? (
        <ErrorState compact message={loadErrorMessage(preview.error)} />
      ) : (
        <>
          <DescriptionList $compact>
            <dt>From</dt>
            <dd>{preview.data.from}</dd>
            <dt>Subject</dt>
            <dd>{preview.data.subject}</dd>
          </DescriptionList>
          <Frame title="The mail as subscribers see it" sandbox="" srcDoc={preview.data.html} />
          <details>
            <summary>Plain-text version and headers</summary>
            <PlainText>
              {preview.data.text}
              {'\n'}
              {Object.entries(preview.data.headers)
                .map(([name, value]) => `${name}: ${value}`)
                .join('\n')}
            </PlainText>
          </details>
        </>
      )}
      {campaign.status === 'draft' ? (
        <DialogActions>
          <Button $variant="secondary" disabled={pending} onClick={onSendTest}>
            Send test to me
          </Button>
          <Button $variant="primary" disabled={pending || !canSend} onClick={onSend}>
            Send…
          </Button>
        </DialogActions>
      ) : null}
    </Dialog>
  );
}
