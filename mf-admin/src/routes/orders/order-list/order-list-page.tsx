import { ORDER_STATUSES, type OrderStatus } from 'shared-contracts';
import { Card } from 'shared-contracts/ui/layout';
import { Pagination } from 'shared-contracts/ui/pagination';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { AdminPageHeader, Toolbar } from '../../../components/common/layout';
import { SearchInput } from '../../../components/common/search-input';
import { FilterTabs } from '../../../components/common/tabs';
import { useOrders } from '../../../hooks/api/orders';
import { useListParams } from '../../../hooks/use-list-params';
import { humanize } from '../../../lib/format';
import { OrdersTable } from '../../../components/orders/orders-table';
import { loadErrorMessage } from '../../../lib/load-error';

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
          <LoadingState label="Loading orders…" />
        ) : orders.isError ? (
          <ErrorState
            compact
            message={loadErrorMessage(orders.error)}
            onRetry={() => void orders.refetch()}
          />
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
