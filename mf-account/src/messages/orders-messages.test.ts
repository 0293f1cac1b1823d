import type { MessageDescriptor } from 'react-intl';
import { catalogueProblems } from 'shared-contracts/testing/messages';
import * as orders from '../features/orders/orders.messages';
import * as returns from '../features/returns/returns.messages';
import pcm from './orders.pcm.json';
import ha from './orders.ha.json';
import yo from './orders.yo.json';
import ig from './orders.ig.json';

const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && 'id' in value && 'defaultMessage' in value;

/** Every message a module exports, alone or in a group of `defineMessages`. */
const messagesOf = (module: Record<string, unknown>): MessageDescriptor[] =>
  Object.values(module).flatMap((value) =>
    isDescriptor(value)
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.values(value).filter(isDescriptor)
        : [],
  );

const descriptors = [orders, returns].flatMap(messagesOf);

describe("the orders' and returns' words in every language", () => {
  it('has every message in Pidgin, Hausa, Yoruba and Igbo, with the same arguments as the English, in NFC', () => {
    expect(descriptors.length).toBeGreaterThan(175);
    expect(descriptors.every(({ id }) => /^account\.(orders|returns)\./.test(String(id)))).toBe(true);
    expect(catalogueProblems(descriptors, { pcm, ha, yo, ig })).toEqual([]);
  });

  it('keeps the English words of docs/storefront.md', () => {
    const english = Object.fromEntries(descriptors.map(({ id, defaultMessage }) => [id, defaultMessage]));
    expect(english).toMatchObject({
      // §2.11 Paying online
      'account.orders.notice.checking': 'Checking your payment…',
      'account.orders.verified.succeeded': 'Payment received. Thank you!',
      'account.orders.verified.failed':
        'Your payment did not go through. Nothing was charged; you can try again.',
      'account.orders.verified.notComplete':
        'Your payment is not complete yet. If you paid, it will show here shortly.',
      'account.orders.verified.needsReview':
        'We received a payment that we need to check before we confirm your order. We will contact you.',
      'account.orders.tryAgain': 'Try again',
      'account.orders.cancel.button': 'Cancel order',
      'account.orders.pay.heldUntil':
        'Your items are held for you until {time}. Pay before then to keep them.',
      'account.orders.pay.payNow': 'Pay now',
      'account.orders.notice.cancelledBecause': 'This order was cancelled: {reason}.',
      'account.orders.notice.cancelledByYou':
        'You cancelled this order. Its items went back on sale and nothing more is due.',
      'account.orders.plan.cancelled': 'Cancelled',
      'account.orders.plan.cancelledByYou': 'You cancelled this order, so nothing more is due on its plan.',
      'account.orders.payment.payNow': 'Pay now — card, bank transfer or USSD',
      'account.orders.paymentStatus.unpaid': 'Not paid yet',
      'account.orders.payment.paidOnlineBy': 'Paid online by {channel}',
      'account.orders.paymentStatus.paid': 'Paid',
      'account.orders.paymentStatus.partiallyPaid': 'Partly paid',
      'account.orders.paymentStatus.partlyRefunded': 'Partly refunded',
      'account.orders.paymentStatus.refunded': 'Refunded',
      'account.orders.refund.of': 'Refund of {amount}',
      'account.orders.refund.pending': 'Pending',
      'account.orders.refund.processed': 'Processed',
      'account.orders.refund.failed': 'Failed',
      // §13.4 Receipts, §13.5 Order status
      'account.orders.step.collected': 'Collected',
      'account.orders.status.readyForPickup': 'Ready for pickup',
      'account.orders.delivery.title': 'Delivery',
      'account.orders.delivery.pickupStation': 'Pickup station',
      'account.orders.delivery.pickupCode': 'Pickup code',
      'account.orders.statusTitle': 'Status',
      'account.orders.delivery.promotions': 'Promotions',
      // §15 Returns
      'account.returns.form.returnItems': 'Return items',
      'account.returns.reason.wrongItem': 'Wrong item',
      'account.returns.reason.damaged': 'Damaged',
      'account.returns.reason.notAsDescribed': 'Not as described',
      'account.returns.reason.changedMind': 'Changed my mind',
      'account.returns.method.pickupStation': 'Drop it at a pickup station',
      'account.returns.method.courier': 'A courier collects it',
      'account.returns.title': 'Returns',
      'account.returns.status.requested': 'Return requested',
      'account.returns.status.refunded': 'Return refunded',
      'account.returns.badge.refundOnItsWay': 'Refund on its way',
      'account.returns.badge.refundFailed': 'Refund failed',
      'account.returns.badge.refundNeedsBank': 'Refund needs bank details',
      // §16 Reviews
      'account.orders.items.writeReview': 'Write a review',
      // SPEC.md's route table: /orders shows the word Orders
      'account.orders.title': 'Orders',
    });
  });

  it('keeps the shop’s names and codes as they are in every language', () => {
    for (const catalogue of [pcm, ha, yo, ig]) {
      expect(catalogue['account.orders.channel.ussd']).toBe('USSD');
      expect(catalogue['account.orders.payment.line']).toBe('{method} · {status}');
    }
  });
});
