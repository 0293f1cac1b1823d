import { useState } from 'react';
import { formatNaira } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { Card, Muted } from 'shared-contracts/ui/layout';
import { Pagination } from 'shared-contracts/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { AdminPageHeader, Toolbar } from '../../../components/common/layout';
import { SearchInput } from '../../../components/common/search-input';
import { useCustomers } from '../../../hooks/api/customers';
import { useListParams } from '../../../hooks/use-list-params';
import { formatDate } from '../../../lib/format';
import { CustomerDrawer } from './components/customer-drawer';
import { loadErrorMessage } from '../../../lib/load-error';

const PAGE_SIZE = 20;

export default function CustomerListPage() {
  const params = useListParams<'search'>();
  const search = params.get('search');
  const customers = useCustomers({ ...(search ? { search } : {}), page: params.page, page_size: PAGE_SIZE });
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <>
      <AdminPageHeader title="Customers" subtitle="Shoppers with an account." />
      <Card>
        <Toolbar>
          <SearchInput
            value={search}
            placeholder="Search by name, email or username"
            onSearch={(text) => params.set('search', text)}
          />
        </Toolbar>
        {customers.isPending ? (
          <LoadingState label="Loading customers…" />
        ) : customers.isError ? (
          <ErrorState
            compact
            message={loadErrorMessage(customers.error)}
            onRetry={() => void customers.refetch()}
          />
        ) : customers.data.results.length === 0 ? (
          <EmptyState compact>No customers match.</EmptyState>
        ) : (
          <>
            <TableWrap>
              <Table>
                <thead>
                  <tr>
                    <th>Customer</th>
                    <th>Phone</th>
                    <th>Joined</th>
                    <th className="num">Orders</th>
                    <th className="num">Total spent</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {customers.data.results.map((customer) => {
                    const name = `${customer.first_name} ${customer.last_name}`.trim() || customer.username;
                    return (
                      <tr key={customer.id}>
                        <td>
                          <strong>{name}</strong>
                          <br />
                          <Muted as="span">{customer.email}</Muted>
                        </td>
                        <td>{customer.phone ?? '—'}</td>
                        <td>{formatDate(customer.date_joined)}</td>
                        <td className="num">{customer.orders_count}</td>
                        <td className="num">{formatNaira(customer.total_spent)}</td>
                        <td>
                          <Button
                            $variant="secondary"
                            $small
                            aria-label={`Details of ${name}`}
                            onClick={() => setOpenId(customer.id)}
                          >
                            Details
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </TableWrap>
            <Pagination
              page={customers.data.page}
              pageSize={customers.data.page_size}
              count={customers.data.count}
              onPage={(p) => params.set('page', p)}
            />
          </>
        )}
      </Card>
      {openId !== null ? <CustomerDrawer customerId={openId} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
