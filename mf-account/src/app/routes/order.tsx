import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  errorMessage,
  formatDateTime,
  formatNaira,
  formatNigerianPhone,
  isAuthenticatedAtom,
  isAwaitingOnlinePayment,
  statusOf,
  STORE_NAME,
  type Order,
} from 'shared-contracts';
import { useOrder } from '../../features/orders/api/get-order';
import { Banner } from 'shared-contracts/ui/banner';
import { Button, ButtonLink } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { Card, CardTitle, Page, PageHeader } from 'shared-contracts/ui/layout';
import { SignInPrompt } from 'shared-contracts/ui/sign-in-prompt';
import { Picture, SquareImage } from 'shared-contracts/ui/square-image';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { theme } from 'shared-contracts/ui/theme';
import { useCancelOrder } from '../../features/orders/api/cancel-order';
import { useVerifyPayment } from '../../features/orders/api/pay-order';
import { PayOnline, VERIFIED_MESSAGES } from '../../features/orders/components/pay-online';
import { OrderStatusBadge } from '../../features/orders/components/order-status-badge';
import { OrderTimeline } from '../../features/orders/components/order-timeline';
import { PayLaterPlan } from '../../features/orders/components/pay-later-plan';
import { OrderTotalLines } from 'shared-contracts/ui/order-totals';
import { DescriptionList } from 'shared-contracts/ui/description-list';

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

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** One line of the order. Its total sits at the right: under the name on a phone, beside it from 700 px. */
const Item = styled.li`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: 4px 12px;
  align-items: center;
  padding: 12px 0;
  border-bottom: 1px solid ${theme.border};
  > :first-child {
    grid-row: span 2;
    align-self: start;
  }
  > strong {
    grid-column: 2;
    justify-self: end;
    white-space: nowrap;
  }
  @media (min-width: 700px) {
    grid-template-columns: 64px minmax(0, 1fr) auto;
    > :first-child {
      grid-row: auto;
      align-self: center;
    }
    > strong {
      grid-column: auto;
    }
  }
  a {
    color: ${theme.text};
    font-weight: 600;
    text-decoration: none;
  }
  small {
    display: block;
    color: ${theme.muted};
  }
`;

const Totals = styled(DescriptionList)`
  margin-top: 12px;
`;

const Address = styled.address`
  font-style: normal;
  line-height: 1.6;
  overflow-wrap: anywhere;
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

const PAYMENT_METHOD = {
  pay_on_delivery: 'Pay on delivery',
  pay_later: 'Pay later',
  pay_now: 'Pay now — card, bank transfer or USSD',
} as const;
const PAYMENT_STATUS = {
  unpaid: 'Not paid yet',
  partially_paid: 'Partly paid',
  paid: 'Paid',
  refunded: 'Refunded',
} as const;

/** The shopper may cancel until the order is being prepared, while nothing has been paid on it. */
const cancellable = (order: Order) =>
  (order.status === 'pending' || order.status === 'confirmed') && order.payment_status === 'unpaid';

/**
 * Back from the payment provider's page (`?trxref=…&reference=…`): the reference is verified once by the server, then
 * dropped from the address so a reload does not ask again.
 */
function useVerifyReturn(order: Order) {
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const verify = useVerifyPayment(order.id);
  const asked = useRef<string | null>(null);
  const { mutate } = verify;
  useEffect(() => {
    if (!reference || asked.current === reference || order.payment_method !== 'pay_now') return;
    asked.current = reference;
    mutate(reference, { onSettled: () => setParams({}, { replace: true }) });
  }, [reference, order.payment_method, mutate, setParams]);
  return verify;
}

function OrderDetail({ order }: { order: Order }) {
  const location = useLocation();
  const state = location.state as { placed?: string; payError?: string } | null;
  const placed = state?.placed === order.number;
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder();
  const verify = useVerifyReturn(order);
  const verified = verify.data ? VERIFIED_MESSAGES[verify.data.payment_status] : null;
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
        actions={
          cancellable(order) ? (
            <Button $variant="danger" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
              Cancel order
            </Button>
          ) : undefined
        }
      />
      {placed && (
        <Banner tone="success">
          <p>
            Thank you! Your order <strong>{order.number}</strong> has been placed.
            {order.payment_method === 'pay_later'
              ? ' We will review your pay-later plan and let you know once it is approved.'
              : order.payment_method === 'pay_now'
                ? ' Pay now to complete it.'
                : ' You pay when it is delivered.'}
          </p>
        </Banner>
      )}
      {placed && state?.payError && <Banner tone="error">{state.payError}</Banner>}
      {verify.isPending && <Banner>Checking your payment…</Banner>}
      {verified && <Banner tone={verified.tone}>{verified.text}</Banner>}
      {verify.isError && (
        <Banner tone="error">
          {errorMessage(verify.error, 'We could not check your payment. Reload this page to try again.')}
        </Banner>
      )}
      {order.status === 'cancelled' && order.cancel_reason && (
        <Banner tone="warning">This order was cancelled: {order.cancel_reason}.</Banner>
      )}
      <Grid>
        <Side>
          <Card aria-labelledby="order-items">
            <CardTitle id="order-items">Items</CardTitle>
            <Items>
              {order.items.map((item) => (
                <Item key={item.id}>
                  <SquareImage $rounded style={{ width: 64 }}>
                    {item.image && (
                      <Picture
                        src={item.image.url}
                        sizes="64px"
                        alt=""
                        loading="lazy"
                        width={64}
                        height={64}
                      />
                    )}
                  </SquareImage>
                  <div>
                    {item.product_id ? (
                      <Link to={`/products/${item.product_id}`}>{item.product_name}</Link>
                    ) : (
                      <strong>{item.product_name}</strong>
                    )}
                    {item.variant_label && <small>{item.variant_label}</small>}
                    <small>
                      {item.quantity} × {formatNaira(item.unit_price)}
                    </small>
                  </div>
                  <strong>{formatNaira(item.line_total)}</strong>
                </Item>
              ))}
            </Items>
            <Totals $layout="totals">
              <OrderTotalLines order={order} />
            </Totals>
          </Card>
          {order.pay_later && (
            <Card aria-labelledby="order-plan">
              <CardTitle id="order-plan">Pay-later plan</CardTitle>
              <PayLaterPlan plan={order.pay_later} />
            </Card>
          )}
        </Side>
        <Side>
          <Card aria-labelledby="order-progress">
            <CardTitle id="order-progress">Status</CardTitle>
            <OrderTimeline order={order} />
          </Card>
          <Card aria-labelledby="order-address">
            <CardTitle id="order-address">Delivery address</CardTitle>
            <Address>
              {order.shipping_address.full_name}
              <br />
              {order.shipping_address.street}
              <br />
              {order.shipping_address.city}, {order.shipping_address.state}
              <br />
              {formatNigerianPhone(order.shipping_address.phone)}
            </Address>
          </Card>
          <Card aria-labelledby="order-payment">
            <CardTitle id="order-payment">Payment</CardTitle>
            <p>
              {PAYMENT_METHOD[order.payment_method]}
              {order.pay_later ? ` in ${order.pay_later.instalments} instalments` : ''} ·{' '}
              {PAYMENT_STATUS[order.payment_status]}
            </p>
            {isAwaitingOnlinePayment(order) && !verify.isPending && <PayOnline order={order} />}
          </Card>
        </Side>
      </Grid>
      {confirming && (
        <ConfirmDialog
          title="Cancel this order?"
          confirmLabel="Cancel order"
          cancelLabel="Keep order"
          pending={cancel.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => cancel.mutate(order.id, { onSettled: () => setConfirming(false) })}
        >
          Order {order.number} will be cancelled and its items put back on sale. This cannot be undone.
        </ConfirmDialog>
      )}
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
