import styled from 'styled-components';
import { formatNaira, formatNigerianPhone } from 'shared-contracts';
import { Dialog } from 'shared-contracts/ui/dialog';
import { CardTitle } from 'shared-contracts/ui/layout';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { ExternalLink } from '../../../../components/common/layout';
import { OrdersTable } from '../../../../components/orders/orders-table';
import { useCustomer } from '../../../../hooks/api/customers';
import { customerEmail } from '../../../../lib/customer-email';
import { formatDate } from '../../../../lib/format';
import { loadErrorMessage } from '../../../../lib/load-error';
import { DescriptionList } from 'shared-contracts/ui/description-list';
import { CustomerCredit } from './customer-credit';

const Facts = styled(DescriptionList)`
  margin-bottom: 20px;
`;

export function CustomerDrawer({ customerId, onClose }: { customerId: number; onClose: () => void }) {
  const customer = useCustomer(customerId);
  const c = customer.data;
  const title = c ? `${c.first_name} ${c.last_name}`.trim() || c.username : 'Customer';
  const email = c ? customerEmail(c.email) : null;
  return (
    <Dialog placement="side" title={title} onClose={onClose}>
      {customer.isPending ? (
        <LoadingState />
      ) : customer.isError ? (
        <ErrorState
          compact
          message={loadErrorMessage(customer.error)}
          onRetry={() => void customer.refetch()}
        />
      ) : (
        <>
          <Facts $compact>
            <dt>Email</dt>
            <dd>
              {email ? (
                <ExternalLink href={`mailto:${email}`}>{email}</ExternalLink>
              ) : (
                'None (signs in with a phone)'
              )}
            </dd>
            <dt>Username</dt>
            <dd>{customer.data.username}</dd>
            <dt>Phone</dt>
            <dd>{customer.data.phone ? formatNigerianPhone(customer.data.phone) : '—'}</dd>
            <dt>Joined</dt>
            <dd>{formatDate(customer.data.date_joined)}</dd>
            <dt>Orders</dt>
            <dd>{customer.data.orders_count}</dd>
            <dt>Total spent</dt>
            <dd>{formatNaira(customer.data.total_spent)}</dd>
          </Facts>
          <CustomerCredit customerId={customerId} />
          <CardTitle>Orders</CardTitle>
          <OrdersTable orders={customer.data.orders} withCustomer={false} />
        </>
      )}
    </Dialog>
  );
}
