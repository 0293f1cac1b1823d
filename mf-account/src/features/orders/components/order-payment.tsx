import { isAwaitingOnlinePayment, type Order } from 'shared-contracts';
import { Card, CardTitle } from 'shared-contracts/ui/layout';
import { PayOnline } from './pay-online';

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

/** How the order is paid and how far; a pay-now order still owed offers to pay (not while a return is checked). */
export function OrderPayment({ order, checking }: { order: Order; checking: boolean }) {
  return (
    <Card aria-labelledby="order-payment">
      <CardTitle id="order-payment">Payment</CardTitle>
      <p>
        {PAYMENT_METHOD[order.payment_method]}
        {order.pay_later ? ` in ${order.pay_later.instalments} instalments` : ''} ·{' '}
        {PAYMENT_STATUS[order.payment_status]}
      </p>
      {isAwaitingOnlinePayment(order) && !checking && <PayOnline order={order} />}
    </Card>
  );
}
