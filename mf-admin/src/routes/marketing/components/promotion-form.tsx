import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isoToLagosLocal, validate, type FieldErrors } from 'shared-contracts';
import { errorMessage, fieldErrorsOf, withToast } from 'shop-sdk';
import { PROMOTION_KINDS } from 'shared-contracts/schemas/orders';
import {
  PROMOTION_SCOPES,
  promotionInputSchema,
  type AdminPromotion,
  type PromotionInput,
} from 'shared-contracts/schemas/promotions';
import { Button } from 'shared-contracts/ui/button';
import { DialogActions } from 'shared-contracts/ui/dialog';
import { Checkbox, Field, Input, Select } from 'shared-contracts/ui/field';
import { Row, Stack } from 'shared-contracts/ui/layout';
import { adminApi } from 'shop-sdk/admin';
import { useAdminCategories } from '../../../hooks/api/categories';
import { adminKeys } from '../../../hooks/api/query-keys';
import { WatDateRange } from './wat-date-range';

const KIND_LABELS = {
  percentage: 'Percentage off',
  fixed: 'Fixed amount off',
  free_delivery: 'Free delivery',
};
const SCOPE_LABELS = {
  order: 'The whole order',
  categories: 'Chosen categories',
  products: 'Chosen products',
};

/** A number field's text as the schema reads it: blank is "none". */
const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const textOf = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n));

/** What the form holds: every field as typed. */
function draftOf(p: AdminPromotion | null) {
  return {
    name: p?.name ?? '',
    code: p?.code ?? '',
    automatic: p ? p.code === null : false,
    kind: p?.kind ?? 'percentage',
    percent_off: textOf(p?.percent_off),
    amount_off: textOf(p?.amount_off),
    max_discount: textOf(p?.max_discount),
    scope: p?.scope ?? 'order',
    category_ids: p?.category_ids ?? [],
    product_ids: p?.product_ids ?? [],
    min_subtotal: p && p.min_subtotal > 0 ? String(p.min_subtotal) : '',
    first_order_only: p?.first_order_only ?? false,
    applies_to_sale_items: p?.applies_to_sale_items ?? false,
    starts_at: p ? isoToLagosLocal(p.starts_at) : isoToLagosLocal(new Date().toISOString()),
    ends_at: p?.ends_at ? isoToLagosLocal(p.ends_at) : '',
    usage_limit: textOf(p?.usage_limit),
    per_customer_limit: textOf(p?.per_customer_limit),
  };
}
type Draft = ReturnType<typeof draftOf>;

function bodyOf(d: Draft): PromotionInput {
  return {
    name: d.name,
    code: d.automatic ? null : d.code,
    kind: d.kind,
    percent_off: d.kind === 'percentage' ? numberOrNull(d.percent_off) : null,
    amount_off: d.kind === 'fixed' ? numberOrNull(d.amount_off) : null,
    max_discount: d.kind === 'percentage' ? numberOrNull(d.max_discount) : null,
    scope: d.scope,
    category_ids: d.scope === 'categories' ? d.category_ids : [],
    product_ids: d.scope === 'products' ? d.product_ids : [],
    min_subtotal: numberOrNull(d.min_subtotal) ?? 0,
    first_order_only: d.first_order_only,
    applies_to_sale_items: d.applies_to_sale_items,
    starts_at: d.starts_at,
    ends_at: d.ends_at || null,
    usage_limit: numberOrNull(d.usage_limit),
    per_customer_limit: numberOrNull(d.per_customer_limit),
  };
}

const selected = (select: HTMLSelectElement) => [...select.selectedOptions].map((o) => Number(o.value));

/** "New promotion" or editing one: a code or automatic, what it gives, to what, when and how often. */
export function PromotionForm({
  promotion,
  onSave,
  onDone,
}: {
  promotion: AdminPromotion | null;
  onSave: (body: PromotionInput) => Promise<unknown>;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(promotion));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const categories = useAdminCategories();
  const products = useQuery({
    queryKey: adminKeys.products.list({ page_size: 100, for: 'promotions' }),
    queryFn: () => adminApi.products({ page_size: 100 }),
    enabled: draft.scope === 'products',
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const error = (key: string) => errors[key]?.[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const checked = validate(promotionInputSchema, body);
    if (!checked.success) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      await withToast(() => onSave(body), {
        loading: 'Saving promotion...',
        success: promotion ? 'Promotion updated!' : 'Promotion created!',
        error: (e) => errorMessage(e, 'Failed to save promotion!'),
      });
      onDone();
    } catch (e) {
      setErrors(fieldErrorsOf(e) ?? {});
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={promotion ? 'Edit promotion' : 'New promotion'}>
      <Stack $gap={12}>
        <Field label="Name" hint="Shoppers see it beside the discount." error={error('name')}>
          <Input value={draft.name} onChange={(e) => set('name', e.target.value)} maxLength={80} />
        </Field>
        <Checkbox
          label="Automatic (no code: applies by itself within its dates)"
          checked={draft.automatic}
          onChange={(e) => set('automatic', e.target.checked)}
        />
        {draft.automatic ? null : (
          <Field label="Code" hint="Shoppers type it in any case, e.g. BLACKFRIDAY." error={error('code')}>
            <Input
              value={draft.code}
              onChange={(e) => set('code', e.target.value.toUpperCase())}
              maxLength={32}
              autoCapitalize="characters"
            />
          </Field>
        )}
        <Row $wrap $gap={12}>
          <Field label="Gives" error={error('kind')}>
            <Select value={draft.kind} onChange={(e) => set('kind', e.target.value as Draft['kind'])}>
              {PROMOTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          </Field>
          {draft.kind === 'percentage' ? (
            <>
              <Field label="Percentage off" error={error('percent_off')}>
                <Input
                  inputMode="numeric"
                  value={draft.percent_off}
                  onChange={(e) => set('percent_off', e.target.value)}
                />
              </Field>
              <Field label="Cap (₦, optional)" error={error('max_discount')}>
                <Input
                  inputMode="decimal"
                  value={draft.max_discount}
                  onChange={(e) => set('max_discount', e.target.value)}
                />
              </Field>
            </>
          ) : null}
          {draft.kind === 'fixed' ? (
            <Field label="Amount off (₦)" error={error('amount_off')}>
              <Input
                inputMode="decimal"
                value={draft.amount_off}
                onChange={(e) => set('amount_off', e.target.value)}
              />
            </Field>
          ) : null}
        </Row>
        <Field label="Applies to" error={error('scope')}>
          <Select value={draft.scope} onChange={(e) => set('scope', e.target.value as Draft['scope'])}>
            {PROMOTION_SCOPES.map((s) => (
              <option key={s} value={s}>
                {SCOPE_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
        {draft.scope === 'categories' ? (
          <Field label="Categories" hint="Hold Ctrl (or ⌘) to choose several." error={error('category_ids')}>
            <Select
              multiple
              value={draft.category_ids.map(String)}
              onChange={(e) => set('category_ids', selected(e.target))}
            >
              {(categories.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        {draft.scope === 'products' ? (
          <Field label="Products" hint="Hold Ctrl (or ⌘) to choose several." error={error('product_ids')}>
            <Select
              multiple
              value={draft.product_ids.map(String)}
              onChange={(e) => set('product_ids', selected(e.target))}
            >
              {(products.data?.results ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field label="Minimum subtotal (₦, optional)" error={error('min_subtotal')}>
          <Input
            inputMode="decimal"
            value={draft.min_subtotal}
            onChange={(e) => set('min_subtotal', e.target.value)}
          />
        </Field>
        <WatDateRange
          from={{
            label: 'Starts (WAT)',
            value: draft.starts_at,
            error: error('starts_at'),
            onChange: (value) => set('starts_at', value),
          }}
          until={{
            label: 'Ends (WAT, optional)',
            value: draft.ends_at,
            error: error('ends_at'),
            onChange: (value) => set('ends_at', value),
          }}
        />
        <Row $wrap $gap={12}>
          <Field label="Total uses (optional)" error={error('usage_limit')}>
            <Input
              inputMode="numeric"
              value={draft.usage_limit}
              onChange={(e) => set('usage_limit', e.target.value)}
            />
          </Field>
          <Field label="Uses per customer (optional)" error={error('per_customer_limit')}>
            <Input
              inputMode="numeric"
              value={draft.per_customer_limit}
              onChange={(e) => set('per_customer_limit', e.target.value)}
            />
          </Field>
        </Row>
        <Checkbox
          label="First order only"
          checked={draft.first_order_only}
          onChange={(e) => set('first_order_only', e.target.checked)}
        />
        <Checkbox
          label="Also on items already at a sale price"
          checked={draft.applies_to_sale_items}
          onChange={(e) => set('applies_to_sale_items', e.target.checked)}
        />
        <DialogActions>
          <Button $variant="secondary" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" $variant="primary" disabled={pending}>
            {promotion ? 'Save promotion' : 'Create promotion'}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
