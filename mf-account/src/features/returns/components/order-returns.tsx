import styled from 'styled-components';
import {
  formatDateTime,
  formatNaira,
  RETURN_METHOD_LABELS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type Order,
  type OrderReturn,
  type ReturnStatus,
} from 'shared-contracts';
import { Badge } from 'shared-contracts/ui/badge';
import { Card, CardTitle } from 'shared-contracts/ui/layout';
import { theme } from 'shared-contracts/ui/theme';
import { useReturnPhoto } from '../api/returns';

const TONE: Record<ReturnStatus, 'warning' | 'info' | 'danger' | 'success' | 'neutral'> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'danger',
  received: 'info',
  refunded: 'success',
};

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  > li + li {
    border-top: 1px solid ${theme.border};
    padding-top: 16px;
  }
  p {
    margin: 4px 0;
  }
  small {
    color: ${theme.muted};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
`;

const Photos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
  img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: 6px;
    border: 1px solid ${theme.border};
  }
`;

function Photo({ url, index }: { url: string; index: number }) {
  const src = useReturnPhoto(url);
  return src ? <img src={src} alt={`Your photo ${index + 1}`} /> : null;
}

/** What the shopper must do next, or what happened, in a sentence. */
function nextStep(r: OrderReturn): string {
  switch (r.status) {
    case 'requested':
      return 'We are looking at your request and will email you.';
    case 'approved':
      return [r.method ? `${RETURN_METHOD_LABELS[r.method]}.` : '', r.instructions ?? ''].join(' ').trim();
    case 'rejected':
      return `We could not accept this return: ${r.reject_reason ?? ''}`;
    case 'received':
      return 'We have received your items; your refund follows.';
    case 'refunded':
      if (r.refund_route !== 'paystack')
        return `Sent to your bank account${r.transfer_reference ? ` (reference ${r.transfer_reference})` : ''}.`;
      switch (r.refund_status) {
        case 'failed':
          return 'Paystack could not send this refund. We are looking into it and will email you.';
        case 'needs_attention':
          return 'Paystack needs your bank details to finish this refund. We will contact you for them.';
        case 'processed':
          return 'Refunded to the card or account you paid with. It can take a few working days to show.';
        default:
          return 'Your refund is on its way to the card or account you paid with.';
      }
  }
}

/** A return closed with a refund online shows where that refund stands, not only that the shop sent it. */
function badgeOf(r: OrderReturn): { label: string; tone: (typeof TONE)[ReturnStatus] } {
  if (r.status === 'refunded' && r.refund_route === 'paystack' && r.refund_status !== 'processed') {
    if (r.refund_status === 'failed') return { label: 'Refund failed', tone: 'danger' };
    if (r.refund_status === 'needs_attention') return { label: 'Refund needs bank details', tone: 'warning' };
    return { label: 'Refund on its way', tone: 'info' };
  }
  return { label: RETURN_STATUS_LABELS[r.status], tone: TONE[r.status] };
}

/** The order's returns: what was sent back, where each stands, and what to do next. */
export function OrderReturns({ order }: { order: Order }) {
  const returns = order.returns ?? [];
  if (returns.length === 0) return null;
  return (
    <Card aria-labelledby="order-returns">
      <CardTitle id="order-returns">Returns</CardTitle>
      <List>
        {returns.map((r) => (
          <li key={r.id}>
            <Head>
              <strong>{r.lines.map((l) => `${l.quantity} × ${l.product_name}`).join(', ')}</strong>
              <Badge $tone={badgeOf(r).tone}>{badgeOf(r).label}</Badge>
            </Head>
            <small>
              {RETURN_REASON_LABELS[r.reason]} · asked {formatDateTime(r.requested_at)} · refund{' '}
              {formatNaira(r.refund_total)}
            </small>
            <p>{nextStep(r)}</p>
            {r.bank_account && (
              <small>
                Refund to {r.bank_account.account_name}, {r.bank_account.bank_name}{' '}
                {r.bank_account.account_number}
              </small>
            )}
            {r.photos.length > 0 && (
              <Photos>
                {r.photos.map((p, i) => (
                  <Photo key={p.id} url={p.url} index={i} />
                ))}
              </Photos>
            )}
          </li>
        ))}
      </List>
    </Card>
  );
}
