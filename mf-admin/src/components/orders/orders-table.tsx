import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira, type AdminOrderSummary } from 'shared-contracts';
import { Muted } from 'shared-contracts/ui/layout';
import { EmptyState } from 'shared-contracts/ui/states';
import { DataTable } from '../common/data-table';
import { PaymentStatusBadge, StatusBadge } from '../common/status-badge';
import { formatDateTime } from '../../lib/format';

/** A long address may break anywhere, so the table fits its card instead of hiding its totals off to the side. */
const Email = styled(Muted).attrs({ as: 'span' })`
  overflow-wrap: anywhere;
`;

/** Orders with their status, payment and total; `withCustomer={false}` where every order is one customer's. */
export function OrdersTable({
  orders,
  withCustomer = true,
}: {
  orders: AdminOrderSummary[];
  withCustomer?: boolean;
}) {
  if (orders.length === 0) return <EmptyState compact>No orders yet.</EmptyState>;
  return (
    <DataTable
      rows={orders}
      rowKey={(order) => order.id}
      columns={[
        {
          header: 'Order',
          noWrap: true,
          cell: (order) => (
            <>
              <Link to={`/admin/orders/${order.id}`}>{order.number}</Link>
              {order.channel === 'ussd' ? (
                <>
                  <br />
                  <Muted as="span">By USSD</Muted>
                </>
              ) : null}
            </>
          ),
        },
        { header: 'Date', noWrap: true, cell: (order) => formatDateTime(order.created_at) },
        withCustomer && {
          header: 'Customer',
          cell: (order) => (
            <>
              {order.customer.name || order.customer.email}
              <br />
              <Email>{order.customer.email}</Email>
            </>
          ),
        },
        { header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
        {
          header: 'Payment',
          cell: (order) => (
            <PaymentStatusBadge status={order.payment_status} refundProcessed={order.refund_processed} />
          ),
        },
        { header: 'Items', num: true, cell: (order) => order.items_count },
        { header: 'Total', num: true, cell: (order) => formatNaira(order.total) },
      ]}
    />
  );
}
