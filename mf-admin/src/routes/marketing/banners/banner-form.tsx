import { useState, type FormEvent } from 'react';
import { isoToLagosLocal, validate, type FieldErrors } from 'shared-contracts';
import { errorMessage, fieldErrorsOf, withToast } from 'shop-sdk';
import { bannerInputSchema, type AdminBanner, type BannerInput } from 'shared-contracts/schemas/banners';
import type { AdminPromotion } from 'shared-contracts/schemas/promotions';
import { Button } from 'shared-contracts/ui/button';
import { DialogActions } from 'shared-contracts/ui/dialog';
import { Checkbox, Field, Input, Select, TextArea } from 'shared-contracts/ui/field';
import { Stack } from 'shared-contracts/ui/layout';
import { PictureNotSaved } from '../../../hooks/api/banners';
import { IMAGE_TYPES } from '../../products/common/image-manager';
import { WatDateRange } from '../components/wat-date-range';

/** The largest picture the API takes. */
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

const DAY = 86_400_000;

/** What the form holds: every field as typed. */
function draftOf(b: AdminBanner | null) {
  const now = Date.now();
  return {
    title: b?.title ?? '',
    text: b?.text ?? '',
    picture_alt: b?.picture_alt ?? '',
    promotion_id: b ? String(b.promotion_id) : '',
    show_countdown: b?.show_countdown ?? false,
    starts_at: isoToLagosLocal(b?.starts_at ?? new Date(now).toISOString()),
    ends_at: isoToLagosLocal(b?.ends_at ?? new Date(now + 7 * DAY).toISOString()),
  };
}
type Draft = ReturnType<typeof draftOf>;

const bodyOf = (d: Draft): BannerInput => ({
  title: d.title,
  text: d.text,
  picture_alt: d.picture_alt,
  promotion_id: d.promotion_id === '' ? 0 : Number(d.promotion_id),
  show_countdown: d.show_countdown,
  starts_at: d.starts_at,
  ends_at: d.ends_at,
});

/**
 * "New banner" or editing one: its words, its picture, the promotion whose landing page it links to (and whether it
 * counts down to that promotion's end), and when the home page shows it.
 */
export function BannerForm({
  banner,
  promotions,
  onSave,
  onDone,
}: {
  banner: AdminBanner | null;
  /** The promotions a banner can link to: those not ended. */
  promotions: AdminPromotion[];
  /** Saves the banner `id` (null: a new one), then its picture when one is chosen. */
  onSave: (id: number | null, body: BannerInput, picture: File | null) => Promise<unknown>;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(banner));
  // The banner being edited: a new one becomes this once saved, so that saving again changes it.
  const [saved, setSaved] = useState(banner);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const error = (key: string) => errors[key]?.[0];
  const chosen = promotions.find((p) => String(p.id) === draft.promotion_id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const checked = validate(bannerInputSchema, body);
    if (!checked.success) return setErrors(checked.errors);
    if (picture && picture.size > MAX_PICTURE_BYTES)
      return setErrors({ file: ['Pictures can be at most 5 MB.'] });
    setErrors({});
    setPending(true);
    try {
      await withToast(() => onSave(saved?.id ?? null, body, picture), {
        loading: 'Saving banner...',
        success: saved ? 'Banner updated!' : 'Banner created!',
        error: (e) =>
          e instanceof PictureNotSaved
            ? `${e.message} ${errorMessage(e.cause, 'Upload a JPEG, PNG or WebP photo.')}`
            : errorMessage(e, 'Failed to save banner!'),
      });
      onDone();
    } catch (e) {
      if (e instanceof PictureNotSaved) {
        setSaved(e.banner);
        setErrors(
          fieldErrorsOf(e.cause) ?? { file: [errorMessage(e.cause, 'Upload a JPEG, PNG or WebP photo.')] },
        );
      } else setErrors(fieldErrorsOf(e) ?? {});
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={banner ? 'Edit banner' : 'New banner'}>
      <Stack $gap={12}>
        <Field label="Title" hint="The banner's headline, e.g. Black Friday week." error={error('title')}>
          <Input value={draft.title} onChange={(e) => set('title', e.target.value)} maxLength={80} />
        </Field>
        <Field label="Text (optional)" hint="A line under the title." error={error('text')}>
          <TextArea
            value={draft.text}
            onChange={(e) => set('text', e.target.value)}
            maxLength={200}
            rows={2}
          />
        </Field>
        <Field
          label="Promotion"
          hint="The banner links to its landing page, which lists the products it reaches."
          error={error('promotion_id')}
        >
          <Select value={draft.promotion_id} onChange={(e) => set('promotion_id', e.target.value)}>
            <option value="">Choose a promotion</option>
            {promotions.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
                {p.code ? ` (${p.code})` : ''}
              </option>
            ))}
          </Select>
        </Field>
        <Checkbox
          label="Count down to the promotion's end"
          checked={draft.show_countdown}
          onChange={(e) => set('show_countdown', e.target.checked)}
          error={
            error('show_countdown') ??
            (draft.show_countdown && chosen && chosen.ends_at === null
              ? 'This promotion has no end to count down to.'
              : undefined)
          }
        />
        <WatDateRange
          from={{
            label: 'Shows from (WAT)',
            value: draft.starts_at,
            error: error('starts_at'),
            onChange: (value) => set('starts_at', value),
          }}
          until={{
            label: 'Until (WAT)',
            value: draft.ends_at,
            error: error('ends_at'),
            onChange: (value) => set('ends_at', value),
          }}
        />
        <Field
          label={saved?.picture ? 'Replace the picture (optional)' : 'Picture'}
          hint="A wide photo (16:9), JPEG, PNG or WebP up to 5 MB. The shop makes it small for phones."
          error={error('file')}
        >
          <Input type="file" accept={IMAGE_TYPES} onChange={(e) => setPicture(e.target.files?.[0] ?? null)} />
        </Field>
        <Field
          label="Picture description"
          hint="What the picture shows, for shoppers who cannot see it."
          error={error('picture_alt')}
        >
          <Input
            value={draft.picture_alt}
            onChange={(e) => set('picture_alt', e.target.value)}
            maxLength={200}
          />
        </Field>
        <DialogActions>
          <Button $variant="secondary" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" $variant="primary" disabled={pending}>
            {saved ? 'Save banner' : 'Create banner'}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
