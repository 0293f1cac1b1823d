import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import {
  formatDateTime,
  formatNaira,
  type Order,
  type OrderReturn,
  type ReturnStatus,
} from 'shared-contracts';
import { Badge } from 'shared-contracts/ui/badge';
import { Card, CardTitle } from 'shared-contracts/ui/layout';
import { theme } from 'shared-contracts/ui/theme';
import { useReturnPhoto } from '../api/returns';
import {
  methodMessages,
  notAccepted,
  reasonMessages,
  refundTo,
  returnStatusMessages,
  returnSummary,
  returnsCardMessages as m,
  sentToBankWithReference,
  yourPhoto,
} from '../returns.messages';

type Format = IntlShape['formatMessage'];

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
  const { formatMessage: t } = useIntl();
  const src = useReturnPhoto(url);
  return src ? <img src={src} alt={t(yourPhoto, { number: index + 1 })} /> : null;
}

/** What the shopper must do next, or what happened, in a sentence. */
function nextStep(t: Format, r: OrderReturn): string {
  switch (r.status) {
    case 'requested':
      return t(m.lookingAtIt);
    case 'approved':
      // The instructions are the shop's own text, as the admin wrote them.
      return [r.method ? `${t(methodMessages[r.method])}.` : '', r.instructions ?? ''].join(' ').trim();
    case 'rejected':
      return t(notAccepted, { reason: r.reject_reason ?? '' });
    case 'received':
      return t(m.received);
    case 'refunded':
      if (r.refund_route !== 'paystack')
        return r.transfer_reference
          ? t(sentToBankWithReference, { reference: r.transfer_reference })
          : t(m.sentToBank);
      switch (r.refund_status) {
        case 'failed':
          return t(m.paystackFailed);
        case 'needs_attention':
          return t(m.paystackNeedsAttention);
        case 'processed':
          return t(m.paystackProcessed);
        default:
          return t(m.paystackOnItsWay);
      }
  }
}

/** A return closed with a refund online shows where that refund stands, not only that the shop sent it. */
function badgeOf(t: Format, r: OrderReturn): { label: string; tone: (typeof TONE)[ReturnStatus] } {
  if (r.status === 'refunded' && r.refund_route === 'paystack' && r.refund_status !== 'processed') {
    if (r.refund_status === 'failed') return { label: t(m.refundFailed), tone: 'danger' };
    if (r.refund_status === 'needs_attention') return { label: t(m.refundNeedsBank), tone: 'warning' };
    return { label: t(m.refundOnItsWay), tone: 'info' };
  }
  return { label: t(returnStatusMessages[r.status]), tone: TONE[r.status] };
}

/** The order's returns: what was sent back, where each stands, and what to do next. */
export function OrderReturns({ order }: { order: Order }) {
  const { formatMessage: t } = useIntl();
  const returns = order.returns ?? [];
  if (returns.length === 0) return null;
  return (
    <Card aria-labelledby="order-returns">
      <CardTitle id="order-returns">{t(m.title)}</CardTitle>
      <List>
        {returns.map((r) => {
          const badge = badgeOf(t, r);
          return (
            <li key={r.id}>
              <Head>
                <strong>{r.lines.map((l) => `${l.quantity} × ${l.product_name}`).join(', ')}</strong>
                <Badge $tone={badge.tone}>{badge.label}</Badge>
              </Head>
              <small>
                {t(returnSummary, {
                  reason: t(reasonMessages[r.reason]),
                  time: formatDateTime(r.requested_at),
                  amount: formatNaira(r.refund_total),
                })}
              </small>
              <p>{nextStep(t, r)}</p>
              {r.bank_account && (
                <small>
                  {t(refundTo, {
                    name: r.bank_account.account_name,
                    bank: r.bank_account.bank_name,
                    number: r.bank_account.account_number,
                  })}
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
          );
        })}
      </List>
    </Card>
  );
}
