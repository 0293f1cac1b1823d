import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira } from 'shared-contracts';
import {
  TRANSFER_STATUSES,
  type AdminTransfer,
  type TransferListQuery,
} from 'shared-contracts/schemas/transfers';
import { Button } from 'shared-contracts/ui/button';
import { Card, Muted, Stack } from 'shared-contracts/ui/layout';
import { VisuallyHidden } from 'shared-contracts/ui/visually-hidden';
import { DataTable } from '../../../components/common/data-table';
import { AdminPageHeader, TextLink } from '../../../components/common/layout';
import { PagedResults } from '../../../components/common/list-page';
import { StatusBadge } from '../../../components/common/status-badge';
import { FilterTabs } from '../../../components/common/tabs';
import { useTransfers } from '../../../hooks/api/transfers';
import { useListParams } from '../../../hooks/use-list-params';
import { customerPath } from '../../../lib/customer-path';
import { formatDateTime, humanize } from '../../../lib/format';
import { MoveTransferDialog } from './components/move-transfer-dialog';
import { RequeryForm } from './components/requery-form';
import { TransferQueues } from './components/transfer-queues';

const PAGE_SIZE = 25;

type TransferStatus = (typeof TRANSFER_STATUSES)[number];
const STATUS_TABS = [
  { value: '' as const, label: 'All' },
  ...TRANSFER_STATUSES.map((s) => ({ value: s, label: humanize(s) })),
];
const isStatus = (value: string): value is TransferStatus =>
  (TRANSFER_STATUSES as readonly string[]).includes(value);

/** Where a transfer's money went, a line each: the orders it paid, then what is left as store credit. */
const WentTo = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    white-space: nowrap;
  }
`;

function WhereItWent({ transfer }: { transfer: AdminTransfer }) {
  if (transfer.status === 'needs_review')
    return (
      <>
        <StatusBadge status="needs_review" />
        {transfer.reason ? (
          <>
            <br />
            <Muted as="span">{transfer.reason}</Muted>
          </>
        ) : null}
      </>
    );
  return (
    <WentTo>
      {transfer.orders.map((order) => (
        <li key={order.order_id}>
          <Link to={`/admin/orders/${order.order_id}`}>{order.order_number}</Link> {formatNaira(order.amount)}
        </li>
      ))}
      {transfer.to_credit > 0 && <li>{formatNaira(transfer.to_credit)} to store credit</li>}
    </WentTo>
  );
}

/**
 * /admin/transfers: every bank transfer into a shopper's own account number, newest first, with where its money
 * went (and Move, when it should have paid another order); what waits (orders part paid, store credit held); and
 * asking Paystack to look again for a transfer that did not arrive.
 */
export default function TransferListPage() {
  const params = useListParams<'status'>();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : '';
  const query: TransferListQuery = { ...(status ? { status } : {}), page: params.page, page_size: PAGE_SIZE };
  const transfers = useTransfers(query);
  const [moving, setMoving] = useState<AdminTransfer | null>(null);

  return (
    <Stack>
      <AdminPageHeader
        title="Transfers"
        subtitle="Bank transfers into each shopper's own account number: who sent them, and which orders and store credit their money went to."
      />
      <Card>
        <FilterTabs
          label="Transfer status"
          options={STATUS_TABS}
          value={status}
          onChange={(value) => params.set('status', value)}
        />
        <PagedResults
          query={transfers}
          params={params}
          loading="Loading transfers…"
          empty="No transfers here."
        >
          {(page) => (
            <DataTable
              rows={page.results}
              rowKey={(t) => t.id}
              columns={[
                {
                  header: 'Date',
                  noWrap: true,
                  cell: (t) => (
                    <>
                      {formatDateTime(t.paid_at)}
                      <br />
                      <Muted as="span">{t.reference}</Muted>
                    </>
                  ),
                },
                {
                  header: 'From',
                  cell: (t) => (
                    <>
                      {t.sender_name ?? 'Unknown sender'}
                      {t.sender_bank ? (
                        <>
                          <br />
                          <Muted as="span">{t.sender_bank}</Muted>
                        </>
                      ) : null}
                    </>
                  ),
                },
                { header: 'Narration', cell: (t) => t.narration || '—' },
                { header: 'Amount', num: true, cell: (t) => formatNaira(t.amount) },
                {
                  header: 'Into',
                  cell: (t) => (
                    <>
                      {t.account_number}
                      <br />
                      {t.customer ? (
                        <TextLink to={customerPath(t.customer.id)}>
                          {t.customer.name || t.customer.email}
                        </TextLink>
                      ) : (
                        <Muted as="span">No shopper</Muted>
                      )}
                    </>
                  ),
                },
                { header: 'Where it went', cell: (t) => <WhereItWent transfer={t} /> },
                {
                  header: <VisuallyHidden>Actions</VisuallyHidden>,
                  cell: (t) =>
                    t.status === 'credited' ? (
                      <Button
                        $small
                        $variant="secondary"
                        aria-label={`Move transfer ${t.reference}`}
                        onClick={() => setMoving(t)}
                      >
                        Move
                      </Button>
                    ) : null,
                },
              ]}
            />
          )}
        </PagedResults>
      </Card>
      <TransferQueues />
      <RequeryForm />
      {moving && <MoveTransferDialog transfer={moving} onClose={() => setMoving(null)} />}
    </Stack>
  );
}
