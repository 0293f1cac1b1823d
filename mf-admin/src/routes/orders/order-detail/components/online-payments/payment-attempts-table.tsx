import { formatNaira, type OnlinePayment, type PaymentReviewAction } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { Muted } from 'shared-contracts/ui/layout';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { StatusBadge } from '../../../../../components/common/status-badge';
import { formatDateTime, humanize } from '../../../../../lib/format';
import { REVIEW_CHOICES } from './review-dialog';
import { NoWrap, ReviewButtons } from './styles';

/** Each attempt at the provider, with the decisions a payment that needs review offers. */
export function PaymentAttempts({
  payments,
  reviewPending,
  onReview,
}: {
  payments: OnlinePayment[];
  reviewPending: boolean;
  onReview: (payment: OnlinePayment, action: PaymentReviewAction) => void;
}) {
  return (
    <TableWrap>
      <Table aria-label="Payment attempts">
        <thead>
          <tr>
            <th>Reference</th>
            <th>Status</th>
            <th className="num">Amount</th>
            <th>Paid</th>
            <th className="num">Refunded</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <td>
                {p.reference}
                {p.reason ? (
                  <>
                    <br />
                    <Muted as="span">{p.reason}</Muted>
                  </>
                ) : null}
                {p.status === 'needs_review' && (
                  <ReviewButtons>
                    {(Object.keys(REVIEW_CHOICES) as PaymentReviewAction[]).map((action) => (
                      <Button
                        key={action}
                        $variant={action === 'accept' ? 'secondary' : 'danger'}
                        disabled={reviewPending}
                        onClick={() => onReview(p, action)}
                      >
                        {REVIEW_CHOICES[action].label}
                      </Button>
                    ))}
                  </ReviewButtons>
                )}
              </td>
              <td>
                <StatusBadge status={p.status} />
              </td>
              <td className="num">
                {formatNaira(p.amount)} {p.currency === 'NGN' ? '' : p.currency}
              </td>
              <td>
                {p.paid_at ? <NoWrap>{formatDateTime(p.paid_at)}</NoWrap> : '—'}
                {p.channel ? (
                  <>
                    <br />
                    <Muted as="span">{humanize(p.channel)}</Muted>
                  </>
                ) : null}
              </td>
              <td className="num">{formatNaira(p.refunded_amount)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
