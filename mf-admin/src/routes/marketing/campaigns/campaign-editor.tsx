import { useState, type FormEvent } from 'react';
import { validate, type FieldErrors } from 'shared-contracts';
import { errorMessage, fieldErrorsOf, withToast } from 'shop-sdk';
import {
  CAMPAIGN_BODY_MAX,
  CAMPAIGN_SUBJECT_MAX,
  campaignInputSchema,
  type Campaign,
} from 'shared-contracts/schemas/campaigns';
import { Button } from 'shared-contracts/ui/button';
import { Dialog, DialogActions } from 'shared-contracts/ui/dialog';
import { Field, Form, Input, TextArea } from 'shared-contracts/ui/field';
import { useSaveCampaign } from '../../../hooks/api/campaigns';

const left = (value: string, max: number) =>
  `${(max - value.length).toLocaleString('en-NG')} characters left`;

/** Writes a new campaign, or edits `campaign` while it is a draft. */
export function CampaignEditor({ campaign, onDone }: { campaign: Campaign | null; onDone: () => void }) {
  const save = useSaveCampaign();
  const [subject, setSubject] = useState(campaign?.subject ?? '');
  const [body, setBody] = useState(campaign?.body ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(campaignInputSchema, { subject, body });
    if (!checked.success) return setErrors(checked.errors);
    setErrors({});
    try {
      await withToast(() => save.mutateAsync({ id: campaign?.id ?? null, body: checked.output }), {
        loading: 'Saving campaign...',
        success: campaign ? 'Campaign saved.' : 'Campaign saved as a draft.',
        error: (e) => errorMessage(e, 'The campaign could not be saved.'),
      });
      onDone();
    } catch (e) {
      setErrors(fieldErrorsOf(e) ?? {});
    }
  };

  return (
    <Dialog
      title={campaign ? 'Edit campaign' : 'New campaign'}
      description="Plain text. Web addresses starting with https:// become links. An unsubscribe link is added at the end."
      onClose={onDone}
      width="720px"
    >
      <Form onSubmit={submit} noValidate aria-label={campaign ? 'Edit campaign' : 'New campaign'}>
        <Field label="Subject" hint={left(subject, CAMPAIGN_SUBJECT_MAX)} error={errors.subject?.[0]}>
          <Input
            value={subject}
            maxLength={CAMPAIGN_SUBJECT_MAX}
            onChange={(e) => setSubject(e.target.value)}
          />
        </Field>
        <Field label="Message" hint={left(body, CAMPAIGN_BODY_MAX)} error={errors.body?.[0]}>
          <TextArea
            value={body}
            rows={12}
            maxLength={CAMPAIGN_BODY_MAX}
            onChange={(e) => setBody(e.target.value)}
          />
        </Field>
        <DialogActions>
          <Button $variant="secondary" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" $variant="primary" disabled={save.isPending} aria-busy={save.isPending}>
            Save draft
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
