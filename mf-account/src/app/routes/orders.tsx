import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate, formatNaira, STORE_NAME, type Order } from 'shared-contracts';
import { errorMessage, isAuthenticatedAtom } from 'shop-sdk';
import { useOrders } from '../../features/orders/api/get-orders';
import { ButtonLink } from 'shared-contracts/ui/button';
import { Page, Title } from 'shared-contracts/ui/layout';
import { Pagination } from 'shared-contracts/ui/pagination';
import { SignInPrompt } from 'shop-sdk/ui/sign-in-prompt';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { theme } from 'shared-contracts/ui/theme';
import { paymentStatusText } from '../../features/orders/components/order-payment';
import { OrderRefunds } from '../../features/orders/components/order-refunds';
import { OrderStatusBadge } from '../../features/orders/components/order-status-badge';
import {
  itemCount as itemCountText,
  listMessages as m,
  orderNumber,
  ordersPageTitle,
} from '../../features/orders/orders.messages';

const List = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 12px;
`;

/**
 * One order. On a phone: the number and its status on the first line, the date, item count and total on the
 * second, the total at the right edge. From 800 px: one line with aligned columns. The number never breaks.
 */
const OrderSummaryRow = styled.li`
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  padding: 14px 16px;
  display: grid;
  gap: 6px 16px;
  @media (min-width: 800px) {
    grid-template-columns: minmax(max-content, 1.4fr) 7.5rem minmax(max-content, 1fr) 9rem;
    align-items: center;
    justify-items: start;
  }
  a {
    color: ${theme.primary};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    text-decoration: underline;
  }
  .meta {
    color: ${theme.muted};
    font-size: 0.9rem;
  }
  strong {
    white-space: nowrap;
    @media (min-width: 800px) {
      justify-self: end;
    }
  }
`;

/** A line of the row on a phone, its two items at either edge; from 800 px its items are the row's columns. */
const RowLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 6px 16px;
  @media (min-width: 800px) {
    display: contents;
  }
`;

/** The refunds under the row, across all its columns from 800 px. */
const RefundsLine = styled.div`
  @media (min-width: 800px) {
    grid-column: 1 / -1;
  }
`;

const itemCount = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity, 0);

function OrderRow({ order }: { order: Order }) {
  const { formatMessage: t } = useIntl();
  const count = itemCount(order);
  // Money taken on the order (or given back), beside its date: what the shopper wants to see at a glance.
  const paid = order.payment_status === 'unpaid' ? null : paymentStatusText(t, order);
  return (
    <OrderSummaryRow>
      <RowLine>
        <Link to={`/orders/${order.id}`} aria-label={t(orderNumber, { number: order.number })}>
          {order.number}
        </Link>
        <OrderStatusBadge status={order.status} />
      </RowLine>
      <RowLine>
        <span className="meta">
          <time dateTime={order.created_at}>{formatDate(order.created_at)}</time> ·{' '}
          {t(itemCountText, { count })}
          {paid ? ` · ${paid}` : ''}
        </span>
        <strong>{formatNaira(order.total)}</strong>
      </RowLine>
      {order.refunds && order.refunds.length > 0 && (
        <RefundsLine>
          <OrderRefunds refunds={order.refunds} />
        </RefundsLine>
      )}
    </OrderSummaryRow>
  );
}

function OrderList() {
  const { formatMessage: t } = useIntl();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useOrders(page);

  if (orders.isPending) return <LoadingState label={t(m.loading)} compact={false} />;
  if (orders.isError)
    return (
      <ErrorState
        message={errorMessage(orders.error, t(m.loadFailed))}
        onRetry={() => void orders.refetch()}
      />
    );
  const { results, count, page_size } = orders.data;
  if (count === 0)
    return (
      <EmptyState title={t(m.emptyTitle)}>
        <p>{t(m.emptyText)}</p>
        <ButtonLink to="/products">{t(m.startShopping)}</ButtonLink>
      </EmptyState>
    );
  return (
    <>
      <List aria-label={t(m.yourOrders)} aria-busy={orders.isPlaceholderData}>
        {results.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </List>
      <Pagination
        label={t(m.pages)}
        page={page}
        count={count}
        pageSize={page_size}
        onPage={(next) => {
          setParams(next === 1 ? {} : { page: String(next) });
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}

/** /orders: the shopper's orders, newest first. */
export default function OrdersPage() {
  const { formatMessage: t } = useIntl();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return (
    <Page>
      <title>{t(ordersPageTitle, { store: STORE_NAME })}</title>
      {authenticated ? (
        <>
          <Title>{t(m.title)}</Title>
          <OrderList />
        </>
      ) : (
        <SignInPrompt title={t(m.title)} level={1}>
          <p>{t(m.signInText)}</p>
        </SignInPrompt>
      )}
    </Page>
  );
}
