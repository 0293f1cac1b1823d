import { useState } from 'react';
import { errorMessage, formatNaira, notify, type OnlinePayment, type PaymentEvent } from 'shared-contracts';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { TextField } from 'shared-contracts/ui/field';
import styled from 'styled-components';
import { Card, CardTitle, Muted, Stack } from 'shared-contracts/ui/layout';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { NoWrapCell } from '../../../../components/common/layout';
import { StatusBadge } from '../../../../components/common/status-badge';
import { useOrderPayments, useRefundOrder } from '../../../../hooks/api/payments';
import { formatDateTime, humanize } from '../../../../lib/format';
import { loadErrorMessage } from '../../../../lib/load-error';

const NoWrap = styled.span`
  white-space: nowrap;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
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
  const [asking, setAsking] = useState(false);

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
                      <td>{r.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
          </>
        )}
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
