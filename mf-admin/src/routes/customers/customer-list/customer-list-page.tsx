import { useState } from 'react';
import { formatNaira, formatNigerianPhone, type Customer } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { Muted } from 'shared-contracts/ui/layout';
import { DataTable } from '../../../components/common/data-table';
import { AdminPageHeader } from '../../../components/common/layout';
import { ListFilters, PagedListCard } from '../../../components/common/list-page';
import { useCustomers } from '../../../hooks/api/customers';
import { useListParams } from '../../../hooks/use-list-params';
import { customerEmail } from '../../../lib/customer-email';
import { formatDate } from '../../../lib/format';
import { CustomerDrawer } from './components/customer-drawer';

const PAGE_SIZE = 20;

const nameOf = (customer: Customer) =>
  `${customer.first_name} ${customer.last_name}`.trim() || customer.username;

export default function CustomerListPage() {
  const params = useListParams<'search' | 'open'>();
  const search = params.get('search');
  const customers = useCustomers({ ...(search ? { search } : {}), page: params.page, page_size: PAGE_SIZE });
  // A link from another page (a transfer's shopper) opens a customer's details with `?open=<id>`.
  const openParam = Number(params.get('open'));
  const [opened, setOpened] = useState<number | null>(null);
  const openId = opened ?? (Number.isInteger(openParam) && openParam > 0 ? openParam : null);

  return (
    <>
      <AdminPageHeader title="Customers" subtitle="Shoppers with an account." />
      <PagedListCard
        filters={<ListFilters params={params} search="Search by name, email or username" />}
        query={customers}
        loading="Loading customers…"
        empty="No customers match."
        params={params}
      >
        {(page) => (
          <DataTable
            rows={page.results}
            rowKey={(customer) => customer.id}
            columns={[
              {
                header: 'Customer',
                cell: (customer) => (
                  <>
                    <strong>{nameOf(customer)}</strong>
                    <br />
                    <Muted as="span">{customerEmail(customer.email) ?? 'No email'}</Muted>
                  </>
                ),
              },
              {
                header: 'Phone',
                cell: (customer) => (customer.phone ? formatNigerianPhone(customer.phone) : '—'),
              },
              { header: 'Joined', cell: (customer) => formatDate(customer.date_joined) },
              { header: 'Orders', num: true, cell: (customer) => customer.orders_count },
              { header: 'Total spent', num: true, cell: (customer) => formatNaira(customer.total_spent) },
              {
                header: null,
                cell: (customer) => (
                  <Button
                    $variant="secondary"
                    $small
                    aria-label={`Details of ${nameOf(customer)}`}
                    onClick={() => setOpened(customer.id)}
                  >
                    Details
                  </Button>
                ),
              },
            ]}
          />
        )}
      </PagedListCard>
      {openId !== null ? (
        <CustomerDrawer
          customerId={openId}
          onClose={() => {
            setOpened(null);
            if (params.get('open')) params.set('open', '');
          }}
        />
      ) : null}
    </>
  );
}
