import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
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
import { BankAccountPanel } from '../../features/account/components/bank-account';
import { OrderStatusBadge } from '../../features/orders/components/order-status-badge';
import { OrderTimeline } from '../../features/orders/components/order-timeline';
import { PayLaterPlan } from '../../features/orders/components/pay-later-plan';
import { PayButton } from '../../features/orders/components/pay-online';
import { useVerifyReturn } from '../../features/orders/hooks/use-verify-return';
import {
  detailMessages as m,
  orderHeading,
  orderPageTitle,
  orderPageTitleSignedOut,
  placedAt,
} from '../../features/orders/orders.messages';
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
  const { formatMessage: t } = useIntl();
  const verify = useVerifyReturn(order);
  // Back from a declined payment: trying again comes first, cancelling second.
  const declined = verify.data?.payment_status === 'failed' && isAwaitingOnlinePayment(order);
  const actions =
    declined || cancellable(order) || returnable(order) ? (
      <>
        {declined && <PayButton order={order} label={t(m.tryAgain)} />}
        {cancellable(order) && <CancelOrder order={order} />}
        {returnable(order) && <ReturnItems order={order} />}
      </>
    ) : undefined;
  return (
    <>
      <PageHeader
        title={
          <>
            {t(orderHeading, {
              number: order.number,
              n: (chunks) => <OrderNumber key="number">{chunks}</OrderNumber>,
            })}
          </>
        }
        subtitle={
          <Meta as="span">
            <OrderStatusBadge status={order.status} />
            {t(placedAt, { time: formatDateTime(order.created_at) })}
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
              <CardTitle id="order-plan">{t(m.planTitle)}</CardTitle>
              <PayLaterPlan plan={order.pay_later} order={order} />
            </Card>
          )}
        </Side>
        <Side>
          <OrderDelivery order={order} />
          <Card aria-labelledby="order-progress">
            <CardTitle id="order-progress">{t(m.statusTitle)}</CardTitle>
            <OrderTimeline order={order} />
          </Card>
          <OrderPromotions order={order} />
          <DeliveryAddress
            address={order.shipping_address}
            title={order.delivery?.station ? t(m.yourDetails) : t(m.deliveryAddress)}
          />
          <OrderPayment order={order} checking={verify.isPending} transferAccount={<BankAccountPanel />} />
        </Side>
      </Grid>
    </>
  );
}

function OrderLoader({ id }: { id: number }) {
  const { formatMessage: t } = useIntl();
  const order = useOrder(id);
  if (order.isPending) return <LoadingState label={t(m.loading)} compact={false} />;
  if (order.isError) {
    if (statusOf(order.error) === 404)
      return (
        <EmptyState title={t(m.notFound)} level={1}>
          <p>{t(m.notFoundText)}</p>
          <ButtonLink to="/orders">{t(m.seeOrders)}</ButtonLink>
        </EmptyState>
      );
    return (
      <ErrorState
        title={t(m.loadFailed)}
        level={1}
        message={errorMessage(order.error, t(m.tryAgainLater))}
        onRetry={() => void order.refetch()}
      />
    );
  }
  return (
    <>
      <title>{t(orderPageTitle, { number: order.data.number, store: STORE_NAME })}</title>
      <OrderDetail order={order.data} />
    </>
  );
}

/** /orders/{id} */
export default function OrderPage() {
  const { formatMessage: t } = useIntl();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const { orderId } = useParams();
  const id = Number(orderId);
  return (
    <Page>
      {!authenticated ? (
        <>
          <title>{t(orderPageTitleSignedOut, { store: STORE_NAME })}</title>
          <SignInPrompt title={t(m.yourOrder)} level={1}>
            <p>{t(m.signInText)}</p>
          </SignInPrompt>
        </>
      ) : Number.isInteger(id) && id > 0 ? (
        <OrderLoader id={id} />
      ) : (
        <EmptyState title={t(m.notFound)} level={1}>
          <ButtonLink to="/orders">{t(m.seeOrders)}</ButtonLink>
        </EmptyState>
      )}
    </Page>
  );
}
