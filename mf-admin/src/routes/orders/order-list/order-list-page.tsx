import { useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from 'shared-contracts';
import type { ShipResult } from 'shared-contracts/schemas/delivery';
import { Stack } from 'shared-contracts/ui/layout';
import { AdminPageHeader } from '../../../components/common/layout';
import { ListFilters, PagedListCard } from '../../../components/common/list-page';
import { useOrders } from '../../../hooks/api/orders';
import { useListParams } from '../../../hooks/use-list-params';
import { humanize } from '../../../lib/format';
import { OrdersTable, type OrderSelection } from '../../../components/orders/orders-table';
import { canShip } from '../common/ship-outcome';
import { ShipSelected, ShipSummary } from './components/ship-selected';

const PAGE_SIZE = 20;
const STATUS_TABS = [
  { value: '' as const, label: 'All' },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: humanize(s) })),
];
const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

export default function OrderListPage() {
  const params = useListParams<'status' | 'search'>();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : '';
  const search = params.get('search');
  const orders = useOrders({
    ...(status ? { status } : {}),
    ...(search ? { search } : {}),
    page: params.page,
    page_size: PAGE_SIZE,
  });
  // Ticked orders stay ticked across pages and filters, until they are shipped or cleared.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [shipped, setShipped] = useState<ShipResult[] | null>(null);
  const selection: OrderSelection = {
    selected,
    selectable: (order) => canShip(order.status),
    onChange: (ids, on) =>
      setSelected((before) => {
        const after = new Set(before);
        for (const id of ids) {
          if (on) after.add(id);
          else after.delete(id);
        }
        return after;
      }),
  };

  return (
    <Stack>
      <AdminPageHeader title="Orders" subtitle="Every order placed in the shop." />
      {shipped ? <ShipSummary results={shipped} onDismiss={() => setShipped(null)} /> : null}
      <PagedListCard
        filters={
          <>
            <ListFilters
              tabs={{ param: 'status', label: 'Order status', options: STATUS_TABS, value: status }}
              params={params}
              search="Search by order number or customer"
            />
            <ShipSelected
              orderIds={[...selected]}
              onShipped={(results) => {
                setShipped(results);
                setSelected(new Set());
              }}
              onClear={() => setSelected(new Set())}
            />
          </>
        }
        query={orders}
        loading="Loading orders…"
        params={params}
      >
        {(page) => <OrdersTable orders={page.results} selection={selection} />}
      </PagedListCard>
    </Stack>
  );
}
