import { ORDER_STATUSES, type OrderStatus } from 'shared-contracts';
import { AdminPageHeader } from '../../../components/common/layout';
import { ListFilters, PagedListCard } from '../../../components/common/list-page';
import { useOrders } from '../../../hooks/api/orders';
import { useListParams } from '../../../hooks/use-list-params';
import { humanize } from '../../../lib/format';
import { OrdersTable } from '../../../components/orders/orders-table';

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

  return (
    <>
      <AdminPageHeader title="Orders" subtitle="Every order placed in the shop." />
      <PagedListCard
        filters={
          <ListFilters
            tabs={{ param: 'status', label: 'Order status', options: STATUS_TABS, value: status }}
            params={params}
            search="Search by order number or customer"
          />
        }
        query={orders}
        loading="Loading orders…"
        params={params}
      >
        {(page) => <OrdersTable orders={page.results} />}
      </PagedListCard>
    </>
  );
}
