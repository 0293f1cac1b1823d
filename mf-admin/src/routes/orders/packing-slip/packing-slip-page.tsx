import { useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { formatNigerianPhone } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { BackLink } from '../../../components/common/layout';
import { useOrder } from '../../../hooks/api/orders';
import { formatDateTime } from '../../../lib/format';
import { loadErrorMessage } from '../../../lib/load-error';

/** On paper only the slip is printed: the admin's navigation and the page's buttons are left out. */
const PrintOnlyTheSlip = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    #packing-slip,
    #packing-slip * {
      visibility: visible;
    }
    #packing-slip {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      border: 0;
      padding: 0;
    }
    @page {
      size: A4;
      margin: 15mm;
    }
  }
`;

const Actions = styled.div`
  margin: 0 0 12px;
`;

const Slip = styled.article`
  background: #fff;
  color: #000;
  border: 1px solid #ddd;
  padding: 24px;
  max-width: 760px;
  font-size: 14px;
  line-height: 1.45;
  h1 {
    font-size: 1.4rem;
    margin: 0 0 4px;
  }
  .to {
    font-size: 1.2rem;
    border: 2px solid #000;
    padding: 12px;
    margin: 16px 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-top: 12px;
  }
  th,
  td {
    text-align: left;
    border-bottom: 1px solid #999;
    padding: 6px 4px;
    vertical-align: top;
  }
  .qty {
    text-align: right;
    width: 4rem;
  }
  .check {
    width: 2rem;
  }
`;

/** /admin/orders/{id}/packing-slip: what to pack and where it goes, without prices; printed from the browser. */
export default function PackingSlipPage() {
  const orderId = Number(useParams().orderId);
  const order = useOrder(orderId);
  if (order.isPending) return <LoadingState label="Loading order…" />;
  if (order.isError)
    return (
      <ErrorState compact message={loadErrorMessage(order.error)} onRetry={() => void order.refetch()} />
    );
  const data = order.data;
  const station = data.delivery?.station;
  const address = data.shipping_address;
  return (
    <>
      <PrintOnlyTheSlip />
      <BackLink to={`/admin/orders/${data.id}`}>{`Order ${data.number}`}</BackLink>
      <Actions>
        <Button onClick={() => window.print()}>Print packing slip</Button>
      </Actions>
      <Slip id="packing-slip" aria-label={`Packing slip for order ${data.number}`}>
        <h1>Packing slip · Order {data.number}</h1>
        <div>Placed {formatDateTime(data.created_at)}</div>
        <div className="to">
          {station ? (
            <>
              <strong>Pickup at {station.name}</strong>
              <br />
              {station.address}, {station.state}
              <br />
              Open {station.opening_hours}
              <br />
              For {address.full_name}, {formatNigerianPhone(address.phone)}
              {address.second_phone ? ` or ${formatNigerianPhone(address.second_phone)}` : null}
            </>
          ) : (
            <>
              <strong>{address.full_name}</strong>
              <br />
              {address.street}
              <br />
              {address.city}, {address.state}
              <br />
              {formatNigerianPhone(address.phone)}
              {address.second_phone && ` · ${formatNigerianPhone(address.second_phone)}`}
            </>
          )}
        </div>
        <table>
          <thead>
            <tr>
              <th className="check">Packed</th>
              <th>Item</th>
              <th>SKU</th>
              <th className="qty">Qty</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.id}>
                <td className="check">☐</td>
                <td>
                  {item.product_name}
                  {item.variant_label ? ` (${item.variant_label})` : ''}
                </td>
                <td>{item.sku}</td>
                <td className="qty">{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          {data.items.reduce((n, i) => n + i.quantity, 0)} item(s) ·{' '}
          {data.payment_method === 'pay_on_delivery' && data.payment_status !== 'paid'
            ? 'Pay on delivery: collect the total.'
            : 'Nothing to collect.'}
        </p>
      </Slip>
    </>
  );
}
