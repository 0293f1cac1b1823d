import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  formatNaira,
  type AdminOrder,
  formatNigerianPhone,
  hasProcessedRefund,
  paymentStatusLabel,
  ORDER_STATUS_WORDS,
  PAYMENT_METHOD_LABELS,
} from 'shared-contracts';
import { Card, CardTitle, Muted, Row } from 'shared-contracts/ui/layout';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import {
  AdminPageHeader,
  BackLink,
  ExternalLink,
  NoWrapCell,
  TextLink,
} from '../../../components/common/layout';
import { PaymentStatusBadge, StatusBadge } from '../../../components/common/status-badge';
import { useOrder, useSetOrderStatus } from '../../../hooks/api/orders';
import { customerEmail } from '../../../lib/customer-email';
import { formatDateTime, humanize } from '../../../lib/format';
import { OnlinePayments } from './components/online-payments';
import { OrderReturns } from './components/order-returns';
import { InvoiceButton } from './components/invoice-button';
import { DeliveryCard } from './components/delivery-card';
import { StatusActions } from './components/status-actions';
import { loadErrorMessage } from '../../../lib/load-error';
import { OrderTotalLines } from 'shared-contracts/ui/order-totals';
import { DescriptionList } from 'shared-contracts/ui/description-list';
import { DeliveryAddress } from 'shared-contracts/ui/delivery-address';

/** The product's name keeps a readable width; on a phone the table scrolls sideways inside its card instead. */
const ProductCell = styled.td`
  min-width: 10rem;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 16px;
  align-items: start;
  @media (max-width: 1024px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Totals = styled(DescriptionList)`
  margin-top: 12px;
  max-width: 320px;
  margin-left: auto;
`;

/** A pickup order's station: what the packer and the counter need first, large. */
const Station = styled(Card)`
  border-width: 2px;
  h2 {
    font-size: 1.35rem;
  }
  .station-name {
    font-size: 1.25rem;
    font-weight: 700;
    margin: 0 0 4px;
  }
  address {
    font-style: normal;
    font-size: 1rem;
    line-height: 1.5;
  }
`;

const StationFirst = styled.div`
  margin-bottom: 16px;
  &:empty {
    display: none;
  }
`;

const History = styled.ol`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  font-size: 14px;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 4px 0;
    border-top: 1px solid #eee;
  }
`;

/** The pickup station an order is collected from, and who collects it. */
function PickupStation({ order }: { order: AdminOrder }) {
  const station = order.delivery?.station;
  if (!station) return null;
  const { phone, second_phone } = order.shipping_address;
  const phones = second_phone
    ? `${formatNigerianPhone(phone)} or ${formatNigerianPhone(second_phone)}`
    : formatNigerianPhone(phone);
  return (
    <Station aria-labelledby="order-station">
      <CardTitle id="order-station">Pickup station</CardTitle>
      <p className="station-name">{station.name}</p>
      <address>
        {station.address}, {station.state}
        <br />
        Open {station.opening_hours}
      </address>
      <Muted>
        Collected by {order.shipping_address.full_name}, {phones}, against the 6-digit pickup code mailed to
        them.
      </Muted>
    </Station>
  );
}

/** What the order was priced with: each promotion and code by name, with what it took off. */
function Promotions({ order }: { order: AdminOrder }) {
  const promotions = order.promotions ?? [];
  if (promotions.length === 0) return null;
  return (
    <Card aria-labelledby="order-promotions">
      <CardTitle id="order-promotions">Promotions</CardTitle>
      <DescriptionList $layout="totals" $compact>
        {promotions.map((p) => (
          <FragmentPair
            key={p.id}
            term={p.code ? `${p.name} (code ${p.code})` : p.name}
            value={`−${formatNaira(p.discount)}`}
          />
        ))}
      </DescriptionList>
    </Card>
  );
}

function FragmentPair({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

const Address = styled.address`
  font-style: normal;
  font-size: 14px;
  line-height: 1.5;
`;

function OrderItems({ order }: { order: AdminOrder }) {
  return (
    <Card aria-labelledby="order-items">
      <CardTitle id="order-items">Items</CardTitle>
      <TableWrap>
        <Table>
          <thead>
            <tr>
              <th>Product</th>
              <th>SKU</th>
              <th className="num">Unit price</th>
              <th className="num">Qty</th>
              <th className="num">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <ProductCell>
                  <Link to={`/admin/products/view-product/${item.product_id}`}>{item.product_name}</Link>
                  {item.variant_label ? (
                    <>
                      <br />
                      <Muted as="span">{item.variant_label}</Muted>
                    </>
                  ) : null}
                </ProductCell>
                <NoWrapCell>{item.sku}</NoWrapCell>
                <td className="num">{formatNaira(item.unit_price)}</td>
                <td className="num">{item.quantity}</td>
                <td className="num">{formatNaira(item.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      <Totals $layout="totals" $compact>
        <OrderTotalLines order={order} />
      </Totals>
    </Card>
  );
}

export default function OrderDetailPage() {
  const orderId = Number(useParams().orderId);
  const order = useOrder(orderId);
  const setStatus = useSetOrderStatus(orderId);

  if (!Number.isInteger(orderId) || orderId < 1)
    return <ErrorState compact message={loadErrorMessage(new Error('Unknown order'))} />;
  if (order.isPending) return <LoadingState label="Loading order…" />;
  if (order.isError)
    return (
      <ErrorState compact message={loadErrorMessage(order.error)} onRetry={() => void order.refetch()} />
    );
  const data = order.data;

  return (
    <>
      <BackLink to="/admin/orders">Orders</BackLink>
      <AdminPageHeader
        title={`Order ${data.number}`}
        subtitle={
          <Row as="span">
            <span>Placed {formatDateTime(data.created_at)}</span>
            <StatusBadge status={data.status} />
            <PaymentStatusBadge status={data.payment_status} refundProcessed={hasProcessedRefund(data)} />
          </Row>
        }
      />
      {/* A pickup order's station comes first, at every width: it is where the order goes. */}
      <StationFirst>
        <PickupStation order={data} />
      </StationFirst>
      <Layout>
        <Side>
          <OrderItems order={data} />
          <Card aria-labelledby="order-status">
            <CardTitle id="order-status">Status</CardTitle>
            <StatusActions
              orderNumber={data.number}
              status={data.status}
              pickup={data.delivery?.method === 'pickup'}
              onChange={(change) => setStatus.mutateAsync(change)}
            />
            {data.courier || data.tracking_number ? (
              <p>
                Shipped with {data.courier ?? 'a courier'}
                {data.tracking_number ? `, tracking number ${data.tracking_number}` : ''}.
              </p>
            ) : null}
            {(data.history ?? []).length > 0 ? (
              <History aria-label="Status history">
                {(data.history ?? []).map((h) => (
                  <li key={`${h.status}-${h.at}`}>
                    <span>
                      {ORDER_STATUS_WORDS[h.status]} <Muted as="span">by {h.by}</Muted>
                    </span>
                    <span>{formatDateTime(h.at)}</span>
                  </li>
                ))}
              </History>
            ) : null}
          </Card>
          <DeliveryCard order={data} />
          <Card aria-labelledby="order-documents">
            <CardTitle id="order-documents">Documents</CardTitle>
            <Row>
              <TextLink to={`/admin/orders/${data.id}/packing-slip`}>Packing slip</TextLink>
              <InvoiceButton orderId={data.id} orderNumber={data.number} />
            </Row>
          </Card>
          <OrderReturns returns={data.returns ?? []} />
          {data.payment_method === 'pay_now' && (
            <OnlinePayments orderId={data.id} orderNumber={data.number} />
          )}
        </Side>
        <Side>
          <Promotions order={data} />
          <Card aria-labelledby="order-customer">
            <CardTitle id="order-customer">Customer</CardTitle>
            <Address>
              <strong>{data.customer.name || data.customer.email}</strong>
              <br />
              {customerEmail(data.customer.email) ? (
                <ExternalLink href={`mailto:${data.customer.email}`}>{data.customer.email}</ExternalLink>
              ) : (
                'No email (signs in with a phone)'
              )}
              {data.customer.phone ? (
                <>
                  <br />
                  {formatNigerianPhone(data.customer.phone)}
                </>
              ) : null}
              <br />
              <TextLink to={`/admin/customers?search=${encodeURIComponent(data.customer.email)}`}>
                View customer
              </TextLink>
            </Address>
          </Card>
          <DeliveryAddress
            address={data.shipping_address}
            title={data.delivery?.station ? 'Customer’s address' : 'Shipping address'}
          />
          <Card aria-labelledby="order-payment">
            <CardTitle id="order-payment">Payment</CardTitle>
            <DescriptionList $layout="totals" $compact>
              <dt>Placed</dt>
              <dd>{data.channel === 'ussd' ? 'By USSD (a phone’s menu)' : 'On the website'}</dd>
              <dt>Method</dt>
              <dd>{PAYMENT_METHOD_LABELS[data.payment_method]}</dd>
              <dt>Status</dt>
              <dd>{paymentStatusLabel(data)}</dd>
              {data.pay_later ? (
                <>
                  <dt>Instalments</dt>
                  <dd>
                    {data.pay_later.paid_instalments} of {data.pay_later.instalments} paid
                  </dd>
                  <dt>Paid so far</dt>
                  <dd>{formatNaira(data.pay_later.amount_paid)}</dd>
                  <dt>Plan</dt>
                  <dd>
                    <TextLink to="/admin/pay-later">{humanize(data.pay_later.status)}</TextLink>
                  </dd>
                </>
              ) : null}
              {data.transfer ? (
                <>
                  <dt>Received by transfer</dt>
                  <dd>{formatNaira(data.transfer.paid)}</dd>
                  <dt>Still due</dt>
                  <dd>
                    {formatNaira(data.transfer.due)} · <TextLink to="/admin/transfers">Transfers</TextLink>
                  </dd>
                </>
              ) : null}
            </DescriptionList>
          </Card>
        </Side>
      </Layout>
    </>
  );
}
