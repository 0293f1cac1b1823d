import { useState } from 'react';
import { errorMessage, withToast } from 'shop-sdk';
import type { ReleaseAction, RemoteRelease } from 'shared-contracts/schemas/releases';
import { Button } from 'shared-contracts/ui/button';
import { Dialog, DialogActions } from 'shared-contracts/ui/dialog';
import { Field, TextArea } from 'shared-contracts/ui/field';
import { useReleaseAction } from '../../../../hooks/api/releases';
import { useSingleFlight } from '../../../../hooks/use-single-flight';
import { short } from '../../common/version-text';

export type Asked = 'promote' | 'stop' | 'rollback';

/** What each button asks, and what the registry is told once the admin says yes. */
export const QUESTIONS: Record<
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

/**
 * Asks the admin to confirm a change to a remote's channels, with the reason the history records; sends it with the
 * revision the admin saw, so a change made meanwhile by someone else is refused rather than overwritten.
 */
export function ReleaseActionDialog({
  release,
  asked,
  onClose,
}: {
  release: RemoteRelease;
  asked: Asked;
  onClose: () => void;
}) {
  const action = useReleaseAction();
  const { pending, run } = useSingleFlight();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const question = QUESTIONS[asked];

  const perform = () =>
    run(async () => {
      if (!reason.trim()) {
        setReasonError('Say why: every change is recorded with its reason.');
        return;
      }
      const body: ReleaseAction = { action: asked, reason, expectedRevision: release.revision };
      await withToast(() => action.mutateAsync({ remote: release.remote, action: body }), {
        loading: question.busy,
        success: question.done,
        error: (e) => errorMessage(e, 'The release could not be changed.'),
      }).catch(() => undefined);
      onClose();
    });

  return (
    <Dialog
      role="alertdialog"
      title={question.title(release)}
      description={question.body(release)}
      onClose={() => {
        if (!pending) onClose();
      }}
      width="480px"
    >
      <Field label="Why?" error={reasonError} hint="Recorded in the history with your name.">
        <TextArea rows={2} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose} disabled={pending} data-autofocus>
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
  );
}
