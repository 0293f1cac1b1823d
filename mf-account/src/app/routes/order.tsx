import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime, isAwaitingOnlinePayment, STORE_NAME, type Order } from 'shared-contracts';
import { errorMessage, isAuthenticatedAtom, statusOf } from 'shop-sdk';
import { ButtonLink } from 'shared-contracts/ui/button';
import { Card, CardTitle, Page, PageHeader } from 'shared-contracts/ui/layout';
import { SignInPrompt } from 'shop-sdk/ui/sign-in-prompt';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { theme } from 'shared-contracts/ui/theme';
import { useOrder } from '../../features/orders/api/get-order';
import { CancelOrder, cancellable } from '../../features/orders/components/cancel-order';
import { DeliveryAddress } from 'shared-contracts/ui/delivery-address';
import { OrderDelivery, OrderPromotions } from '../../features/orders/components/order-delivery';
import { OrderItems } from '../../features/orders/components/order-items';
import { OrderNotices } from '../../features/orders/components/order-notices';
import { OrderPayment } from '../../features/orders/components/order-payment';
import { OrderStatusBadge } from '../../features/orders/components/order-status-badge';
import { OrderTimeline } from '../../features/orders/components/order-timeline';
import { PayLaterPlan } from '../../features/orders/components/pay-later-plan';
import { PayButton } from '../../features/orders/components/pay-online';
import { useVerifyReturn } from '../../features/orders/hooks/use-verify-return';
import { OrderReturns } from '../../features/returns/components/order-returns';
import { ReturnItems, returnable } from '../../features/returns/components/return-items';

/** The order number, never broken at its hyphens. */
const OrderNumber = styled.span`
  white-space: nowrap;
`;

const Grid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: minmax(0, 1fr);
  margin-top: 16px;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: 20px;
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  color: ${theme.muted};
  font-size: 0.9rem;
`;

function OrderDetail({ order }: { order: Order }) {
  const verify = useVerifyReturn(order);
  // Back from a declined payment: trying again comes first, cancelling second.
  const declined = verify.data?.payment_status === 'failed' && isAwaitingOnlinePayment(order);
  const actions =
    declined || cancellable(order) || returnable(order) ? (
      <>
        {declined && <PayButton order={order} label="Try again" />}
        {cancellable(order) && <CancelOrder order={order} />}
        {returnable(order) && <ReturnItems order={order} />}
      </>
    ) : undefined;
  return (
    <>
      <PageHeader
        title={
          <>
            Order <OrderNumber>{order.number}</OrderNumber>
          </>
        }
        subtitle={
          <Meta as="span">
            <OrderStatusBadge status={order.status} />
            Placed {formatDateTime(order.created_at)}
          </Meta>
        }
        actions={actions}
      />
      <OrderNotices order={order} verify={verify} />
      <Grid>
        <Side>
          <OrderItems order={order} />
          <OrderReturns order={order} />
          {order.pay_later && (
            <Card aria-labelledby="order-plan">
              <CardTitle id="order-plan">Pay-later plan</CardTitle>
              <PayLaterPlan plan={order.pay_later} order={order} />
            </Card>
          )}
        </Side>
        <Side>
          <OrderDelivery order={order} />
          <Card aria-labelledby="order-progress">
            <CardTitle id="order-progress">Status</CardTitle>
            <OrderTimeline order={order} />
          </Card>
          <OrderPromotions order={order} />
          <DeliveryAddress
            address={order.shipping_address}
            {...(order.delivery?.station ? { title: 'Your details' } : {})}
          />
          <OrderPayment order={order} checking={verify.isPending} />
        </Side>
      </Grid>
    </>
  );
}

function OrderLoader({ id }: { id: number }) {
  const order = useOrder(id);
  if (order.isPending) return <LoadingState label="Loading your order…" compact={false} />;
  if (order.isError) {
    if (statusOf(order.error) === 404)
      return (
        <EmptyState title="Order not found" level={1}>
          <p>We could not find this order in your account.</p>
          <ButtonLink to="/orders">See your orders</ButtonLink>
        </EmptyState>
      );
    return (
      <ErrorState
        title="We could not load this order"
        level={1}
        message={errorMessage(order.error, 'Please try again.')}
        onRetry={() => void order.refetch()}
      />
    );
  }
  return (
    <>
      <title>{`Order ${order.data.number} | ${STORE_NAME}`}</title>
      <OrderDetail order={order.data} />
    </>
  );
}

/** /orders/{id} */
export default function OrderPage() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const { orderId } = useParams();
  const id = Number(orderId);
  return (
    <Page>
      {!authenticated ? (
        <>
          <title>{`Order | ${STORE_NAME}`}</title>
          <SignInPrompt title="Your order" level={1}>
            <p>Sign in to see this order.</p>
          </SignInPrompt>
        </>
      ) : Number.isInteger(id) && id > 0 ? (
        <OrderLoader id={id} />
      ) : (
        <EmptyState title="Order not found" level={1}>
          <ButtonLink to="/orders">See your orders</ButtonLink>
        </EmptyState>
      )}
    </Page>
  );
}
