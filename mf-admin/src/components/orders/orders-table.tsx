import { Link } from 'react-router-dom';
import { formatNaira, type AdminOrderSummary } from 'shared-contracts';
import { Muted } from 'shared-contracts/ui/layout';
import { EmptyState } from 'shared-contracts/ui/states';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { NoWrapCell } from '../common/layout';
import { StatusBadge } from '../common/status-badge';
import { formatDateTime } from '../../lib/format';

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
    <TableWrap>
      <Table>
        <thead>
          <tr>
            <th>Order</th>
            <th>Date</th>
            {withCustomer ? <th>Customer</th> : null}
            <th>Status</th>
            <th>Payment</th>
            <th className="num">Items</th>
            <th className="num">Total</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <NoWrapCell>
                <Link to={`/admin/orders/${order.id}`}>{order.number}</Link>
              </NoWrapCell>
              <NoWrapCell>{formatDateTime(order.created_at)}</NoWrapCell>
              {withCustomer ? (
                <td>
                  {order.customer.name || order.customer.email}
                  <br />
                  <Muted as="span">{order.customer.email}</Muted>
                </td>
              ) : null}
              <td>
                <StatusBadge status={order.status} />
              </td>
              <td>
                <StatusBadge status={order.payment_status} />
              </td>
              <td className="num">{order.items_count}</td>
              <td className="num">{formatNaira(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
