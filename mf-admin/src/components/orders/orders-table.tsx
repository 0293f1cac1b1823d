import { Link } from 'react-router-dom';
import { formatNaira, type AdminOrderSummary } from 'shared-contracts';
import { Empty } from '../common/states';
import { StatusBadge } from '../common/status-badge';
import { Table, TableWrap } from '../common/table';
import { formatDateTime } from '../../lib/format';

export function OrdersTable({ orders }: { orders: AdminOrderSummary[] }) {
  if (orders.length === 0) return <Empty>No orders yet.</Empty>;
  return (
    <TableWrap>
      <Table>
        <thead>
          <tr>
            <th>Order</th>
            <th>Date</th>
            <th>Customer</th>
            <th>Status</th>
            <th>Payment</th>
            <th className="num">Items</th>
            <th className="num">Total</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td style={{ whiteSpace: 'nowrap' }}>
                <Link to={`/admin/orders/${order.id}`}>{order.number}</Link>
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.created_at)}</td>
              <td>
                {order.customer.name || order.customer.email}
                <br />
                <small style={{ color: '#6b7280' }}>{order.customer.email}</small>
              </td>
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
