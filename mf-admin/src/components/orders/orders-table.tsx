import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira, type AdminOrderSummary } from 'shared-contracts';
import { Muted } from '../common/layout';
import { Empty } from '../common/states';
import { StatusBadge } from '../common/status-badge';
import { Table, TableWrap } from '../common/table';
import { formatDateTime } from '../../lib/format';

const NoWrap = styled.td`
  white-space: nowrap;
`;

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
              <NoWrap>
                <Link to={`/admin/orders/${order.id}`}>{order.number}</Link>
              </NoWrap>
              <NoWrap>{formatDateTime(order.created_at)}</NoWrap>
              <td>
                {order.customer.name || order.customer.email}
                <br />
                <Muted>{order.customer.email}</Muted>
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
