import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  hasProcessedRefund,
  isAwaitingOnlinePayment,
  paymentChannelLabel,
  paymentDisplayStatus,
  type Order,
} from 'shared-contracts';
import { Card, CardTitle } from 'shared-contracts/ui/layout';
import { PayOnline } from './pay-online';
import { TransferDue } from './transfer-due';
import { OrderRefunds } from './order-refunds';
import {
  channelMessages,
  paidOnlineBy,
  paymentLine,
  paymentLineInstalments,
  paymentMessages as m,
  paymentStatusMessages,
} from '../orders.messages';

type Format = IntlShape['formatMessage'];

/** A channel the provider names and the shop knows, in the page's language; any other as the provider names it. */
const channelText = (t: Format, channel: string) =>
  Object.hasOwn(channelMessages, channel)
    ? t(channelMessages[channel as keyof typeof channelMessages])
    : paymentChannelLabel(channel);

/** The method, and once paid online, the channel the provider says paid ("Paid online by bank transfer"). */
const methodText = (t: Format, order: Order) =>
  order.payment_method === 'pay_now' && order.payment_channel
    ? t(paidOnlineBy, { channel: channelText(t, order.payment_channel) })
    : t(m[order.payment_method]);

/** How far the order is paid, with its refunds ("Partly refunded"), in the page's language. */
export const paymentStatusText = (t: Format, order: Pick<Order, 'payment_status' | 'refunds'>) =>
  t(paymentStatusMessages[paymentDisplayStatus(order.payment_status, hasProcessedRefund(order))]);

/**
 * How the order is paid and how far, with each refund; a pay-now order still owed offers to pay (not while a
 * return is checked), and one paid by transfer to the shopper's account says what is due and where to pay it.
 */
export function OrderPayment({
  order,
  checking,
  transferAccount,
}: {
  order: Order;
  checking: boolean;
  /** Where an order paid by transfer to the shopper's own account is paid into (the account feature's panel). */
  transferAccount?: ReactNode;
}) {
  const { formatMessage: t } = useIntl();
  const method = methodText(t, order);
  const status = paymentStatusText(t, order);
  return (
    <Card aria-labelledby="order-payment">
      <CardTitle id="order-payment">{t(m.title)}</CardTitle>
      <p>
        {order.pay_later
          ? t(paymentLineInstalments, { method, count: order.pay_later.instalments, status })
          : t(paymentLine, { method, status })}
      </p>
      <OrderRefunds refunds={order.refunds ?? []} />
      {isAwaitingOnlinePayment(order) && !checking && <PayOnline order={order} />}
      {order.transfer && order.transfer.due > 0 && (
        <TransferDue order={order} transfer={order.transfer}>
          {transferAccount}
        </TransferDue>
      )}
    </Card>
  );
}
