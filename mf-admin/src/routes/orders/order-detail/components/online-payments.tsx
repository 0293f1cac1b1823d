import { useState } from 'react';
import { type OnlinePayment, type PaymentReviewAction, type Refund } from 'shared-contracts';
import { errorMessage, notify } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Card, CardTitle, Stack } from 'shared-contracts/ui/layout';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import {
  useOrderPayments,
  useRefundOrder,
  useRetryRefund,
  useReviewPayment,
} from '../../../../hooks/api/payments';
import { loadErrorMessage } from '../../../../lib/load-error';
import { Disputes } from './online-payments/disputes-table';
import { Events } from './online-payments/events-table';
import { PaymentAttempts } from './online-payments/payment-attempts-table';
import { leftToRefundKobo } from './online-payments/refund-amount';
import { RefundDialog } from './online-payments/refund-dialog';
import { Refunds } from './online-payments/refunds-table';
import { RetryRefundDialog } from './online-payments/retry-refund-dialog';
import { ReviewDialog } from './online-payments/review-dialog';

/** A pay-now order's attempts at the provider, their refunds and events, and Refund (which asks first). */
export function OnlinePayments({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const payments = useOrderPayments(orderId, true);
  const refund = useRefundOrder(orderId);
  const retry = useRetryRefund(orderId);
  const [asking, setAsking] = useState(false);
  const [retrying, setRetrying] = useState<Refund | null>(null);
  const review = useReviewPayment(orderId);
  const [deciding, setDeciding] = useState<{ payment: OnlinePayment; action: PaymentReviewAction } | null>(
    null,
  );

  let body;
  if (payments.isPending) body = <LoadingState label="Loading payments…" />;
  else if (payments.isError)
    body = (
      <ErrorState
        compact
        message={loadErrorMessage(payments.error)}
        onRetry={() => void payments.refetch()}
      />
    );
  else if (payments.data.payments.length === 0)
    body = <EmptyState compact>The customer has not started paying yet.</EmptyState>;
  else {
    const list = payments.data.payments;
    const refundable = list.find((p) => p.status === 'succeeded' && leftToRefundKobo(p) > 0);
    const refunds = list.flatMap((p) => p.refunds.map((r) => ({ ...r, reference: p.reference })));
    body = (
      <Stack>
        <PaymentAttempts
          payments={list}
          reviewPending={review.isPending}
          onReview={(payment, action) => setDeciding({ payment, action })}
        />
        <Refunds refunds={refunds} retryPending={retry.isPending} onRetry={setRetrying} />
        <Disputes disputes={payments.data.disputes ?? []} />
        <Events events={payments.data.events ?? []} />
        {refund.isError && (
          <Banner tone="error">{errorMessage(refund.error, 'The refund was not made.')}</Banner>
        )}
        {refundable && (
          <div>
            <Button $variant="danger" onClick={() => setAsking(true)} disabled={refund.isPending}>
              Refund
            </Button>
          </div>
        )}
        {review.isError && (
          <Banner tone="error">{errorMessage(review.error, 'The decision was not saved.')}</Banner>
        )}
        {deciding && (
          <ReviewDialog
            payment={deciding.payment}
            action={deciding.action}
            pending={review.isPending}
            onClose={() => setDeciding(null)}
            onConfirm={() =>
              review.mutate(
                { paymentId: deciding.payment.id, action: deciding.action },
                {
                  onSuccess: () => notify.success(`Payment ${deciding.payment.reference}: done.`),
                  onSettled: () => setDeciding(null),
                },
              )
            }
          />
        )}
        {retrying && (
          <RetryRefundDialog
            refund={retrying}
            pending={retry.isPending}
            error={retry.isError ? errorMessage(retry.error, 'The refund was not sent.') : null}
            onClose={() => {
              retry.reset();
              setRetrying(null);
            }}
            onConfirm={(account) =>
              retry.mutate(
                { refundId: retrying.id, ...account },
                {
                  onSuccess: () => {
                    notify.success(`The refund was sent to the customer’s bank account.`);
                    setRetrying(null);
                  },
                },
              )
            }
          />
        )}
        {asking && refundable && (
          <RefundDialog
            orderNumber={orderNumber}
            payment={refundable}
            pending={refund.isPending}
            onClose={() => setAsking(false)}
            onConfirm={(amount) =>
              refund.mutate(amount, {
                onSuccess: () => notify.success(`The refund for order ${orderNumber} was sent to Paystack.`),
                onSettled: () => setAsking(false),
              })
            }
          />
        )}
      </Stack>
    );
  }
  return (
    <Card aria-labelledby="order-online-payments">
      <CardTitle id="order-online-payments">Online payments</CardTitle>
      {body}
    </Card>
  );
}
