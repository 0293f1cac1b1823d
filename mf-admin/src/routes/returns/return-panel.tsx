import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  formatNaira,
  RETURN_METHOD_LABELS,
  RETURN_METHODS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type AdminReturn,
  type ReturnMethod,
} from 'shared-contracts';
import { errorMessage, withToast } from 'shop-sdk';
import { adminReturnsApi, type ReturnAction } from 'shop-sdk/admin-returns';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Dialog, DialogActions } from 'shared-contracts/ui/dialog';
import { Checkbox, Field, Input, Select, TextArea } from 'shared-contracts/ui/field';
import { Muted, Stack } from 'shared-contracts/ui/layout';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { StatusBadge } from '../../components/common/status-badge';
import { useReturn, useReturnAction } from '../../hooks/api/returns';
import { formatDateTime } from '../../lib/format';

const Photos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: 6px;
  }
`;

/** A private photo, fetched with the admin's token. */
function Photo({ url, index }: { url: string; index: number }) {
  const photo = useQuery({
    queryKey: ['admin', 'returns', 'photo', url],
    queryFn: async () => URL.createObjectURL(await adminReturnsApi.file(url)),
    staleTime: Infinity,
  });
  return photo.data ? (
    <a href={photo.data} target="_blank" rel="noreferrer">
      <img src={photo.data} alt={`Shopper's photo ${index + 1}`} />
    </a>
  ) : null;
}

/** One return and its next step, in a side panel. */
export function ReturnPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useReturn(id);
  return (
    <Dialog title={`Return ${id}`} placement="side" width="560px" onClose={onClose} initialFocus="dialog">
      {query.isPending ? (
        <LoadingState label="Loading the return…" />
      ) : query.isError ? (
        <ErrorState
          title="We could not load this return"
          message={errorMessage(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ReturnDetail ret={query.data} />
      )}
    </Dialog>
  );
}

function ReturnDetail({ ret }: { ret: AdminReturn }) {
  return (
    <Stack $gap={14}>
      <p style={{ margin: 0 }}>
        <StatusBadge status={ret.status} /> {RETURN_STATUS_LABELS[ret.status]} · order{' '}
        <Link to={`/admin/orders/${ret.order_id}`}>{ret.order_number}</Link> ·{' '}
        {ret.customer.name || ret.customer.email}
      </p>
      <Muted>
        {RETURN_REASON_LABELS[ret.reason]} · asked {formatDateTime(ret.requested_at)}
      </Muted>
      {ret.note && <blockquote style={{ margin: 0 }}>“{ret.note}”</blockquote>}
      <TableWrap>
        <Table>
          <thead>
            <tr>
              <th>Item</th>
              <th className="num">Qty</th>
              <th className="num">Refund</th>
              {ret.received_at && <th>Resellable</th>}
            </tr>
          </thead>
          <tbody>
            {ret.lines.map((line) => (
              <tr key={line.id}>
                <td>
                  {line.product_name}
                  {line.variant_label ? <Muted as="span"> · {line.variant_label}</Muted> : null}
                </td>
                <td className="num">{line.quantity}</td>
                <td className="num">{formatNaira(line.refund)}</td>
                {ret.received_at && <td>{line.resellable ? 'Yes, restocked' : 'No'}</td>}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      <p style={{ margin: 0 }}>
        <strong>Refund {formatNaira(ret.refund_total)}</strong>{' '}
        {ret.refund_route === 'paystack' ? '— back through Paystack' : '— by bank transfer'}
      </p>
      {ret.bank_account && (
        <Banner tone="info">
          {ret.bank_account.account_name} · {ret.bank_account.bank_name} · {ret.bank_account.account_number}
        </Banner>
      )}
      {ret.photos.length > 0 && (
        <Photos aria-label="Photos">
          {ret.photos.map((photo, i) => (
            <Photo key={photo.id} url={photo.url} index={i} />
          ))}
        </Photos>
      )}
      {ret.method && (
        <Muted>
          {RETURN_METHOD_LABELS[ret.method]}
          {ret.instructions ? `: ${ret.instructions}` : ''}
        </Muted>
      )}
      {ret.reject_reason && <Banner tone="warning">Rejected: {ret.reject_reason}</Banner>}
      {ret.transfer_reference && <Muted>Transfer reference {ret.transfer_reference}</Muted>}
      <NextStep ret={ret} />
    </Stack>
  );
}

function NextStep({ ret }: { ret: AdminReturn }) {
  const act = useReturnAction();
  const [method, setMethod] = useState<ReturnMethod>('pickup_station');
  const [instructions, setInstructions] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [resellable, setResellable] = useState<Record<number, boolean>>({});
  const [reference, setReference] = useState('');
  useEffect(() => act.reset(), [ret.status]); // eslint-disable-line react-hooks/exhaustive-deps

  const run = (action: ReturnAction, success: string) =>
    void withToast(() => act.mutateAsync({ id: ret.id, action }), {
      loading: 'Saving…',
      success,
      error: (e) => errorMessage(e, 'That did not work. Please try again.'),
    }).catch(() => undefined);

  if (ret.status === 'requested')
    return rejecting ? (
      <Stack $gap={10}>
        <Field label="Why is it rejected? (the shopper reads this)">
          <TextArea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
        </Field>
        <DialogActions>
          <Button $variant="secondary" onClick={() => setRejecting(false)} disabled={act.isPending}>
            Back
          </Button>
          <Button
            $variant="danger"
            disabled={act.isPending || reason.trim() === ''}
            onClick={() => run({ kind: 'reject', reason }, `Return ${ret.id} rejected`)}
          >
            Reject return
          </Button>
        </DialogActions>
      </Stack>
    ) : (
      <Stack $gap={10}>
        <Field label="How does it come back?">
          <Select value={method} onChange={(e) => setMethod(e.target.value as ReturnMethod)}>
            {RETURN_METHODS.map((m) => (
              <option key={m} value={m}>
                {RETURN_METHOD_LABELS[m]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Instructions for the shopper (optional)">
          <TextArea
            rows={3}
            value={instructions}
            onChange={(e) => setInstructions(e.target.value)}
            maxLength={1000}
          />
        </Field>
        <DialogActions>
          <Button $variant="danger" onClick={() => setRejecting(true)} disabled={act.isPending}>
            Reject…
          </Button>
          <Button
            disabled={act.isPending}
            onClick={() => run({ kind: 'approve', method, instructions }, `Return ${ret.id} approved`)}
          >
            Approve return
          </Button>
        </DialogActions>
      </Stack>
    );
  if (ret.status === 'approved')
    return (
      <Stack $gap={10}>
        <strong>Received? Mark what can be sold again (it goes back into stock).</strong>
        {ret.lines.map((line) => (
          <Checkbox
            key={line.id}
            label={`${line.quantity} × ${line.product_name} can be resold`}
            checked={resellable[line.id] ?? false}
            onChange={(e) => setResellable((r) => ({ ...r, [line.id]: e.target.checked }))}
          />
        ))}
        <DialogActions>
          <Button
            disabled={act.isPending}
            onClick={() =>
              run(
                {
                  kind: 'receive',
                  lines: ret.lines.map((l) => ({ id: l.id, resellable: resellable[l.id] ?? false })),
                },
                `Return ${ret.id} marked received`,
              )
            }
          >
            Mark received
          </Button>
        </DialogActions>
      </Stack>
    );
  if (ret.status === 'received')
    return ret.refund_route === 'paystack' ? (
      <DialogActions>
        <Button
          disabled={act.isPending}
          onClick={() =>
            run({ kind: 'refund' }, `${formatNaira(ret.refund_total)} refunded through Paystack`)
          }
        >
          Refund {formatNaira(ret.refund_total)}
        </Button>
      </DialogActions>
    ) : (
      <Stack $gap={10}>
        <Muted>
          Send {formatNaira(ret.refund_total)} to the account above, then record the transfer&apos;s
          reference.
        </Muted>
        <Field label="Transfer reference">
          <Input value={reference} onChange={(e) => setReference(e.target.value)} maxLength={100} />
        </Field>
        <DialogActions>
          <Button
            disabled={act.isPending || reference.trim() === ''}
            onClick={() =>
              run(
                { kind: 'refund', transfer_reference: reference.trim() },
                `Refund of return ${ret.id} recorded`,
              )
            }
          >
            Record transfer sent
          </Button>
        </DialogActions>
      </Stack>
    );
  return null;
}
