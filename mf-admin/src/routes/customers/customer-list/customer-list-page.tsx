import { useState } from 'react';
import { formatNaira } from 'shared-contracts';
import { Button } from '../../../components/common/button';
import { Card, Muted, PageHeader, Toolbar } from '../../../components/common/layout';
import { Pagination } from '../../../components/common/pagination';
import { SearchInput } from '../../../components/common/search-input';
import { Empty, LoadError, Loading } from '../../../components/common/states';
import { Table, TableWrap } from '../../../components/common/table';
import { useCustomers } from '../../../hooks/api/customers';
import { useListParams } from '../../../hooks/use-list-params';
import { formatDate } from '../../../lib/format';
import { CustomerDrawer } from './components/customer-drawer';

const PAGE_SIZE = 20;

export default function CustomerListPage() {
  const params = useListParams<'search'>();
  const search = params.get('search');
  const customers = useCustomers({ ...(search ? { search } : {}), page: params.page, page_size: PAGE_SIZE });
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <>
      <PageHeader title="Customers" subtitle="Shoppers with an account." />
      <Card>
        <Toolbar>
          <SearchInput
            value={search}
            placeholder="Search by name, email or username"
            onSearch={(text) => params.set('search', text)}
          />
        </Toolbar>
        {customers.isPending ? (
          <Loading label="Loading customers…" />
        ) : customers.isError ? (
          <LoadError error={customers.error} onRetry={() => void customers.refetch()} />
        ) : customers.data.results.length === 0 ? (
          <Empty>No customers match.</Empty>
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
                          <Muted>{customer.email}</Muted>
                        </td>
                        <td>{customer.phone ?? '—'}</td>
                        <td>{formatDate(customer.date_joined)}</td>
                        <td className="num">{customer.orders_count}</td>
                        <td className="num">{formatNaira(customer.total_spent)}</td>
                        <td>
                          <Button
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
