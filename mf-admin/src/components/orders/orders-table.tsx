import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira, type AdminOrderSummary } from 'shared-contracts';
import { Checkbox } from 'shared-contracts/ui/field';
import { Muted } from 'shared-contracts/ui/layout';
import { EmptyState } from 'shared-contracts/ui/states';
import { VisuallyHidden } from 'shared-contracts/ui/visually-hidden';
import { DataTable } from '../common/data-table';
import { PaymentStatusBadge, StatusBadge } from '../common/status-badge';
import { formatDateTime } from '../../lib/format';

/** A long address may break anywhere, so the table fits its card instead of hiding its totals off to the side. */
const Email = styled(Muted).attrs({ as: 'span' })`
  overflow-wrap: anywhere;
`;

/** Orders the admin picks for one action (Ship selected): only those `selectable` get a box. */
export interface OrderSelection {
  selected: ReadonlySet<number>;
  selectable: (order: AdminOrderSummary) => boolean;
  onChange: (ids: readonly number[], selected: boolean) => void;
}

/** Ticks every order of the table that can be picked, or clears them. */
function SelectAll({ orders, selection }: { orders: AdminOrderSummary[]; selection: OrderSelection }) {
  const ids = orders.filter(selection.selectable).map((order) => order.id);
  if (ids.length === 0) return <VisuallyHidden>Select</VisuallyHidden>;
  const all = ids.every((id) => selection.selected.has(id));
  return (
    <Checkbox
      label={<VisuallyHidden>Select every order here that can be shipped</VisuallyHidden>}
      checked={all}
      onChange={() => selection.onChange(ids, !all)}
    />
  );
}

/**
 * Orders with their status, payment and total; `withCustomer={false}` where every order is one customer's. With
 * `selection`, a first column of boxes picks orders for an action.
 */
export function OrdersTable({
  orders,
  withCustomer = true,
  selection,
}: {
  orders: AdminOrderSummary[];
  withCustomer?: boolean;
  selection?: OrderSelection | undefined;
}) {
  if (orders.length === 0) return <EmptyState compact>No orders yet.</EmptyState>;
  return (
    <DataTable
      rows={orders}
      rowKey={(order) => order.id}
      columns={[
        selection !== undefined && {
          header: <SelectAll orders={orders} selection={selection} />,
          cell: (order) =>
            selection.selectable(order) ? (
              <Checkbox
                label={<VisuallyHidden>Select order {order.number}</VisuallyHidden>}
                checked={selection.selected.has(order.id)}
                onChange={(event) => selection.onChange([order.id], event.target.checked)}
              />
            ) : null,
        },
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
