import { useState } from 'react';
import { formatNaira } from 'shared-contracts';
import { errorMessage, withToast } from 'shop-sdk';
import type { AdminPromotion } from 'shared-contracts/schemas/promotions';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { Muted } from 'shared-contracts/ui/layout';
import { EditableListSection } from '../../../components/common/editable-list-section';
import { StatusBadge } from '../../../components/common/status-badge';
import type { PromotionAction } from 'shop-sdk/admin';
import { usePromotionAction, usePromotions, useSavePromotion } from '../../../hooks/api/promotions';
import { formatDateTime } from '../../../lib/format';
import { PromotionForm } from './promotion-form';

/** '20% off (up to ₦5,000.00)', '₦1,000.00 off', 'Free delivery'. */
export function promotionOffer(p: AdminPromotion): string {
  if (p.kind === 'free_delivery') return 'Free delivery';
  if (p.kind === 'fixed') return `${formatNaira(p.amount_off ?? 0)} off`;
  return `${p.percent_off ?? 0}% off${p.max_discount ? ` (up to ${formatNaira(p.max_discount)})` : ''}`;
}

const ASK: Record<PromotionAction, { title: string; body: string; label: string; done: string }> = {
  pause: {
    title: 'Pause',
    body: 'No new order takes it until you resume it. Orders already placed keep their discount.',
    label: 'Pause promotion',
    done: 'Promotion paused!',
  },
  resume: {
    title: 'Resume',
    body: 'Orders take it again within its dates.',
    label: 'Resume',
    done: 'Promotion resumed!',
  },
  end: {
    title: 'End',
    body: 'It ends now and cannot be resumed. Orders already placed keep their discount.',
    label: 'End promotion',
    done: 'Promotion ended!',
  },
};

/** Marketing's promotions: the list (status, uses, discount given), "New promotion", edit, pause and end. */
export function PromotionsSection() {
  const list = usePromotions();
  const save = useSavePromotion();
  const action = usePromotionAction();
  const [asking, setAsking] = useState<{ promotion: AdminPromotion; action: PromotionAction } | null>(null);

  const confirm = async () => {
    if (!asking) return;
    const ask = ASK[asking.action];
    try {
      await withToast(() => action.mutateAsync({ id: asking.promotion.id, action: asking.action }), {
        loading: 'Saving...',
        success: ask.done,
        error: (e) => errorMessage(e, 'Failed to change the promotion!'),
      });
    } finally {
      setAsking(null);
    }
  };

  return (
    <EditableListSection
      id="promotions"
      title="Promotions"
      description="Codes shoppers type at checkout, and automatic promotions that apply by themselves. Times are WAT."
      noun="promotion"
      plural="promotions"
      query={list}
      nameOf={(p) => p.name}
      columns={[
        {
          header: 'Promotion',
          unlabelled: true,
          cell: (p) => (
            <>
              <strong>{p.name}</strong>
              <br />
              <Muted as="span">
                {p.code ?? 'Automatic'} · {promotionOffer(p)}
              </Muted>
            </>
          ),
        },
        { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
        {
          header: 'Dates',
          cell: (p) => (
            <>
              {formatDateTime(p.starts_at)}
              <br />
              <Muted as="span">{p.ends_at ? `to ${formatDateTime(p.ends_at)}` : 'No end'}</Muted>
            </>
          ),
        },
        {
          header: 'Uses',
          num: true,
          cell: (p) => `${p.uses}${p.usage_limit === null ? '' : ` / ${p.usage_limit}`}`,
        },
        { header: 'Discount given', num: true, cell: (p) => formatNaira(p.discount_given) },
      ]}
      actions={(p) =>
        p.status === 'ended' ? null : (
          <>
            <Button
              $variant="ghost"
              onClick={() => setAsking({ promotion: p, action: p.status === 'paused' ? 'resume' : 'pause' })}
              aria-label={`${p.status === 'paused' ? 'Resume' : 'Pause'} ${p.name}`}
            >
              {p.status === 'paused' ? 'Resume' : 'Pause'}
            </Button>
            <Button
              $variant="ghost"
              onClick={() => setAsking({ promotion: p, action: 'end' })}
              aria-label={`End ${p.name}`}
            >
              End
            </Button>
          </>
        )
      }
      form={(promotion, done) => (
        <PromotionForm
          promotion={promotion}
          onSave={(body) => save.mutateAsync({ id: promotion?.id ?? null, body })}
          onDone={done}
        />
      )}
    >
      {asking ? (
        <ConfirmDialog
          title={`${ASK[asking.action].title} ${asking.promotion.name}?`}
          confirmLabel={ASK[asking.action].label}
          tone={asking.action === 'resume' ? 'primary' : 'danger'}
          pending={action.isPending}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(null)}
        >
          {ASK[asking.action].body}
        </ConfirmDialog>
      ) : null}
    </EditableListSection>
  );
}
