import { Link } from 'react-router-dom';
import { formatNaira } from 'shared-contracts';
import { Card, CardTitle, Muted } from 'shared-contracts/ui/layout';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { DataTable } from '../../../../components/common/data-table';
import { TextLink } from '../../../../components/common/layout';
import { useTransferQueues } from '../../../../hooks/api/transfers';
import { customerPath } from '../../../../lib/customer-path';
import { formatDateTime } from '../../../../lib/format';
import { loadErrorMessage } from '../../../../lib/load-error';

/** What waits on the shop: orders a transfer paid only in part, and shoppers holding store credit. */
export function TransferQueues() {
  const queues = useTransferQueues();
  const state = queues.isPending ? (
    <LoadingState label="Loading what waits…" />
  ) : queues.isError ? (
    <ErrorState compact message={loadErrorMessage(queues.error)} onRetry={() => void queues.refetch()} />
  ) : null;
  return (
    <>
      <Card aria-labelledby="part-paid-orders">
        <CardTitle id="part-paid-orders">Part-paid orders</CardTitle>
        {state ??
          (queues.data?.part_paid.length ? (
            <DataTable
              rows={queues.data.part_paid}
              rowKey={(order) => order.order_id}
              columns={[
                {
                  header: 'Order',
                  noWrap: true,
                  cell: (order) => <Link to={`/admin/orders/${order.order_id}`}>{order.order_number}</Link>,
                },
                {
                  header: 'Customer',
                  cell: (order) => (
                    <TextLink to={customerPath(order.customer.id)}>{order.customer.name}</TextLink>
                  ),
                },
                { header: 'Total', num: true, cell: (order) => formatNaira(order.total) },
                { header: 'Paid', num: true, cell: (order) => formatNaira(order.paid) },
                { header: 'Due', num: true, cell: (order) => <strong>{formatNaira(order.due)}</strong> },
                {
                  header: 'Held until',
                  noWrap: true,
                  cell: (order) => (order.reserved_until ? formatDateTime(order.reserved_until) : '—'),
                },
              ]}
            />
          ) : (
            <EmptyState compact>No order is waiting for the rest of its transfer.</EmptyState>
          ))}
      </Card>
      <Card aria-labelledby="store-credit-waiting">
        <CardTitle id="store-credit-waiting">Store credit waiting</CardTitle>
        {state ??
          (queues.data?.credit.length ? (
            <DataTable
              rows={queues.data.credit}
              rowKey={(held) => held.customer.id}
              columns={[
                {
                  header: 'Customer',
                  cell: (held) => (
                    <>
                      <TextLink to={customerPath(held.customer.id)}>{held.customer.name}</TextLink>
                      {held.customer.email ? (
                        <>
                          <br />
                          <Muted as="span">{held.customer.email}</Muted>
                        </>
                      ) : null}
                    </>
                  ),
                },
                { header: 'Balance', num: true, cell: (held) => formatNaira(held.balance) },
                { header: 'Since', noWrap: true, cell: (held) => formatDateTime(held.updated_at) },
              ]}
            />
          ) : (
            <EmptyState compact>No shopper holds store credit.</EmptyState>
          ))}
      </Card>
    </>
  );
}
