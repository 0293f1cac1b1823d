import {
  isAwaitingOnlinePayment,
  paymentChannelLabel,
  paymentStatusLabel,
  type Order,
} from 'shared-contracts';
import { Card, CardTitle } from 'shared-contracts/ui/layout';
import { PayOnline } from './pay-online';
import { OrderRefunds } from './order-refunds';

const PAYMENT_METHOD = {
  pay_on_delivery: 'Pay on delivery',
  pay_later: 'Pay later',
  pay_now: 'Pay now — card, bank transfer or USSD',
} as const;

/** The method, and once paid online, the channel the provider says paid ("Paid online by bank transfer"). */
const methodText = (order: Order) =>
  order.payment_method === 'pay_now' && order.payment_channel
    ? `Paid online by ${paymentChannelLabel(order.payment_channel)}`
    : PAYMENT_METHOD[order.payment_method];

/**
 * How the order is paid and how far, with each refund; a pay-now order still owed offers to pay (not while a
 * return is checked).
 */
export function OrderPayment({ order, checking }: { order: Order; checking: boolean }) {
  return (
    <Card aria-labelledby="order-payment">
      <CardTitle id="order-payment">Payment</CardTitle>
      <p>
        {methodText(order)}
        {order.pay_later ? ` in ${order.pay_later.instalments} instalments` : ''} ·{' '}
        {paymentStatusLabel(order)}
      </p>
      <OrderRefunds refunds={order.refunds ?? []} />
      {isAwaitingOnlinePayment(order) && !checking && <PayOnline order={order} />}
    </Card>
  );
}
