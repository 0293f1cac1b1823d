import { ORDER_STATUSES, type OrderStatus } from 'shared-contracts';
import { Card, PageHeader, Toolbar } from '../../../components/common/layout';
import { Pagination } from '../../../components/common/pagination';
import { SearchInput } from '../../../components/common/search-input';
import { LoadError, Loading } from '../../../components/common/states';
import { FilterTabs } from '../../../components/common/tabs';
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
      <PageHeader title="Orders" subtitle="Every order placed in the shop." />
      <Card>
        <FilterTabs
          label="Order status"
          options={STATUS_TABS}
          value={status}
          onChange={(value) => params.set('status', value)}
        />
        <Toolbar>
          <SearchInput
            value={search}
            placeholder="Search by order number or customer"
            onSearch={(text) => params.set('search', text)}
          />
        </Toolbar>
        {orders.isPending ? (
          <Loading label="Loading orders…" />
        ) : orders.isError ? (
          <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
        ) : (
          <>
            <OrdersTable orders={orders.data.results} />
            <Pagination
              page={orders.data.page}
              pageSize={orders.data.page_size}
              count={orders.data.count}
              onPage={(p) => params.set('page', p)}
            />
          </>
        )}
      </Card>
    </>
  );
}
