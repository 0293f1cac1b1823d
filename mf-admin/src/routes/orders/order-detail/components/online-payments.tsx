import { useState } from 'react';
import {
  errorMessage,
  formatNaira,
  notify,
  type OnlinePayment,
  type PaymentDispute,
  type PaymentEvent,
  type PaymentReviewAction,
  type Refund,
} from 'shared-contracts';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { TextField } from 'shared-contracts/ui/field';
import styled from 'styled-components';
import { Card, CardTitle, Muted, Stack } from 'shared-contracts/ui/layout';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { DataTable } from '../../../../components/common/data-table';
import { NoWrapCell } from '../../../../components/common/layout';
import { StatusBadge } from '../../../../components/common/status-badge';
import {
  useOrderPayments,
  useRefundOrder,
  useRetryRefund,
  useReviewPayment,
} from '../../../../hooks/api/payments';
import { formatDateTime, humanize } from '../../../../lib/format';
import { loadErrorMessage } from '../../../../lib/load-error';

const NoWrap = styled.span`
  white-space: nowrap;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const ReviewButtons = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

const leftToRefund = (p: OnlinePayment) => Math.round((p.amount - p.refunded_amount) * 100) / 100;

function RefundDialog({
  orderNumber,
  payment,
  pending,
  onConfirm,
  onClose,
}: {
  orderNumber: string;
  payment: OnlinePayment;
  pending: boolean;
  onConfirm: (amount: number | undefined) => void;
  onClose: () => void;
}) {
  const left = leftToRefund(payment);
  const [text, setText] = useState('');
  const amount = text.trim() === '' ? undefined : Number(text);
  const invalid =
    amount !== undefined && (!Number.isFinite(amount) || amount <= 0 || amount > left)
      ? `Enter an amount up to ${formatNaira(left)}`
      : undefined;
  return (
    <ConfirmDialog
      title={`Refund order ${orderNumber}?`}
      confirmLabel={`Refund ${formatNaira(amount ?? left)}`}
      cancelLabel="Keep the money"
      pending={pending}
      onClose={onClose}
      onConfirm={() => {
        if (!invalid) onConfirm(amount);
      }}
    >
      <p>
        {formatNaira(amount ?? left)} goes back to the customer through Paystack ({payment.reference}). This
        cannot be undone.
      </p>
      <TextField
        label="Amount to refund (₦)"
        hint={`Leave empty to refund all that is left: ${formatNaira(left)}.`}
        inputMode="decimal"
        value={text}
        error={invalid}
        onChange={(event) => setText(event.target.value)}
      />
    </ConfirmDialog>
  );
}

/**
 * Paystack could not give the money back to the card: it needs the customer's bank account
 * (`POST /refund/retry_with_customer_details/{id}`). The admin asks the customer for it, then sends it here.
 */
function RetryRefundDialog({
  refund,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  refund: Refund;
  pending: boolean;
  error: string | null;
  onConfirm: (account: { account_number: string; bank_id: string }) => void;
  onClose: () => void;
}) {
  const [accountNumber, setAccountNumber] = useState('');
  const [bankId, setBankId] = useState('');
  const [tried, setTried] = useState(false);
  const accountError = /^\d{10}$/.test(accountNumber) ? undefined : 'Enter the 10-digit account number';
  const bankError = /^\d{1,10}$/.test(bankId) ? undefined : 'Enter the bank’s Paystack id (a number)';
  return (
    <ConfirmDialog
      title={`Send ${formatNaira(refund.amount)} to the customer’s bank account?`}
      confirmLabel="Send the refund"
      cancelLabel="Not now"
      pending={pending}
      onClose={onClose}
      onConfirm={() => {
        setTried(true);
        if (!accountError && !bankError) onConfirm({ account_number: accountNumber, bank_id: bankId });
      }}
    >
      <p>
        Paystack could not return this refund to the card. Ask the customer for the bank account it should go
        to; Paystack pays it there.
      </p>
      {error && <Banner tone="error">{error}</Banner>}
      <TextField
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        value={accountNumber}
        error={tried ? accountError : undefined}
        onChange={(event) => setAccountNumber(event.target.value.trim())}
      />
      <TextField
        label="Bank id at Paystack"
        hint="From Paystack’s list of banks (e.g. 9)."
        inputMode="numeric"
        value={bankId}
        error={tried ? bankError : undefined}
        onChange={(event) => setBankId(event.target.value.trim())}
      />
    </ConfirmDialog>
  );
}

const REVIEW_CHOICES: Record<PaymentReviewAction, { label: string; title: string; body: string }> = {
  accept: {
    label: 'Accept payment',
    title: 'Accept this payment for the order?',
    body: 'The order is marked paid with this payment, as if it had matched. Do this only once you have checked the money arrived.',
  },
  refund: {
    label: 'Refund it',
    title: 'Refund this payment?',
    body: 'What was charged goes back to the customer through Paystack. The order stays open for another payment.',
  },
  cancel: {
    label: 'Refund and cancel order',
    title: 'Refund this payment and cancel the order?',
    body: 'What was charged goes back to the customer through Paystack, the order is cancelled and its stock goes back on sale.',
  },
};

function Disputes({ disputes }: { disputes: PaymentDispute[] }) {
  if (disputes.length === 0) return null;
  return (
    <>
      <Heading>Disputes</Heading>
      <DataTable
        label="Disputes"
        rows={disputes}
        rowKey={(d) => d.id}
        columns={[
          { header: 'Opened', noWrap: true, cell: (d) => formatDateTime(d.created_at) },
          {
            header: 'Status',
            cell: (d) => (
              <>
                <StatusBadge status={d.status} />
                {d.category ? (
                  <>
                    <br />
                    <Muted as="span">{humanize(d.category)}</Muted>
                  </>
                ) : null}
              </>
            ),
          },
          {
            header: 'Asked back',
            num: true,
            cell: (d) => (d.refund_amount === null ? '—' : formatNaira(d.refund_amount)),
          },
          { header: 'Answer by', noWrap: true, cell: (d) => (d.due_at ? formatDateTime(d.due_at) : '—') },
          {
            header: 'Outcome',
            cell: (d) =>
              d.resolved_at
                ? `${humanize((d.resolution ?? 'resolved').replaceAll('-', '_'))} · ${formatDateTime(d.resolved_at)}`
                : 'Answer it in the Paystack dashboard',
          },
        ]}
      />
    </>
  );
}

function Events({ events }: { events: PaymentEvent[] }) {
  if (events.length === 0) return null;
  return (
    <>
      <Heading>Events</Heading>
      <TableWrap>
        <Table aria-label="Payment events">
          <thead>
            <tr>
              <th>When</th>
              <th>From</th>
              <th>Event</th>
              <th>Signature</th>
              <th>Outcome</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.id}>
                <NoWrapCell>{formatDateTime(e.created_at)}</NoWrapCell>
                <td>{humanize(e.source)}</td>
                <td>{e.event}</td>
                <td>{e.signature_valid === null ? '—' : e.signature_valid ? 'Valid' : 'Invalid'}</td>
                <td>{e.outcome}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    </>
  );
}

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
    const refundable = list.find((p) => p.status === 'succeeded' && leftToRefund(p) > 0);
    const refunds = list.flatMap((p) => p.refunds.map((r) => ({ ...r, reference: p.reference })));
    body = (
      <Stack>
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
              {list.map((p) => (
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
                            disabled={review.isPending}
                            onClick={() => setDeciding({ payment: p, action })}
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
        {refunds.length > 0 && (
          <>
            <Heading>Refunds</Heading>
            <TableWrap>
              <Table aria-label="Refunds">
                <thead>
                  <tr>
                    <th>When</th>
                    <th className="num">Amount</th>
                    <th>Status</th>
                    <th>Why</th>
                  </tr>
                </thead>
                <tbody>
                  {refunds.map((r) => (
                    <tr key={r.id}>
                      <NoWrapCell>{formatDateTime(r.created_at)}</NoWrapCell>
                      <td className="num">{formatNaira(r.amount)}</td>
                      <td>
                        <StatusBadge status={r.status} />
                      </td>
                      <td>
                        {r.reason}
                        {r.status === 'needs_attention' && (
                          <>
                            <br />
                            <Muted as="span">
                              {r.provider_note ?? 'Paystack could not return it to the card.'}
                            </Muted>
                            <br />
                            <Button
                              $variant="secondary"
                              onClick={() => setRetrying(r)}
                              disabled={retry.isPending}
                            >
                              Send to the customer’s bank account
                            </Button>
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
          </>
        )}
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
          <ConfirmDialog
            title={REVIEW_CHOICES[deciding.action].title}
            confirmLabel={REVIEW_CHOICES[deciding.action].label}
            cancelLabel="Not now"
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
          >
            <p>
              {deciding.payment.reference}: {deciding.payment.reason ?? 'needs review'}.
            </p>
            <p>{REVIEW_CHOICES[deciding.action].body}</p>
          </ConfirmDialog>
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
