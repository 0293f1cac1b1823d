import { useState } from 'react';
import { formatNaira, formatNigerianPhone } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { Card, Muted } from 'shared-contracts/ui/layout';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { AdminPageHeader } from '../../../components/common/layout';
import { ListFilters, PagedResults } from '../../../components/common/list-page';
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
      <AdminPageHeader title="Customers" subtitle="Shoppers with an account." />
      <Card>
        <ListFilters params={params} search="Search by name, email or username" />
        <PagedResults
          query={customers}
          loading="Loading customers…"
          empty="No customers match."
          params={params}
        >
          {(page) => (
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
                  {page.results.map((customer) => {
                    const name = `${customer.first_name} ${customer.last_name}`.trim() || customer.username;
                    return (
                      <tr key={customer.id}>
                        <td>
                          <strong>{name}</strong>
                          <br />
                          <Muted as="span">{customer.email}</Muted>
                        </td>
                        <td>{customer.phone ? formatNigerianPhone(customer.phone) : '—'}</td>
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
          )}
        </PagedResults>
      </Card>
      {openId !== null ? <CustomerDrawer customerId={openId} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
