import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/*
 * The orders' words (docs/storefront.md §2.11, §13.4, §13.5): the list, an order's page, its status, delivery,
 * payment, refunds, pay-later plan and cancelling. The values sent to the API (statuses, methods) never change; they
 * are put in words here, at display.
 */

/** The orders list (`/orders`). */
export const listMessages = defineMessages({
  title: { id: 'account.orders.title', defaultMessage: 'Orders' },
  signInText: {
    id: 'account.orders.signInText',
    defaultMessage: 'Sign in to see your orders and follow their delivery.',
  },
  loading: { id: 'account.orders.loading', defaultMessage: 'Loading your orders…' },
  loadFailed: {
    id: 'account.orders.loadFailed',
    defaultMessage: 'We could not load your orders. Please try again.',
  },
  emptyTitle: { id: 'account.orders.emptyTitle', defaultMessage: 'No orders yet' },
  emptyText: {
    id: 'account.orders.emptyText',
    defaultMessage: 'When you place an order, it shows up here so you can follow it.',
  },
  startShopping: { id: 'account.orders.startShopping', defaultMessage: 'Start shopping' },
  yourOrders: { id: 'account.orders.yourOrders', defaultMessage: 'Your orders' },
  pages: { id: 'account.orders.pages', defaultMessage: 'Order pages' },
});

export const ordersPageTitle = defineMessage<{ store: string }>({
  id: 'account.orders.pageTitle',
  defaultMessage: 'Orders | {store}',
});

/** "3 items", beside an order's date in the list. */
export const itemCount = defineMessage<{ count: number }>({
  id: 'account.orders.itemCount',
  defaultMessage: '{count, plural, one {# item} other {# items}}',
});

/** An order by its number: the list's link, the order page's heading and title. */
export const orderNumber = defineMessage<{ number: string }>({
  id: 'account.orders.orderNumber',
  defaultMessage: 'Order {number}',
});

/** The order page's heading: its number never broken at its hyphens (`<n>`). */
export const orderHeading = defineMessage<{ number: string; n: MessageTag }>({
  id: 'account.orders.heading',
  defaultMessage: 'Order <n>{number}</n>',
});

/** The order page (`/orders/{id}`). */
export const detailMessages = defineMessages({
  yourOrder: { id: 'account.orders.yourOrder', defaultMessage: 'Your order' },
  signInText: { id: 'account.orders.signInToSee', defaultMessage: 'Sign in to see this order.' },
  loading: { id: 'account.orders.loadingOrder', defaultMessage: 'Loading your order…' },
  notFound: { id: 'account.orders.notFound', defaultMessage: 'Order not found' },
  notFoundText: {
    id: 'account.orders.notFoundText',
    defaultMessage: 'We could not find this order in your account.',
  },
  seeOrders: { id: 'account.orders.seeOrders', defaultMessage: 'See your orders' },
  loadFailed: { id: 'account.orders.loadOrderFailed', defaultMessage: 'We could not load this order' },
  tryAgainLater: { id: 'account.orders.pleaseTryAgain', defaultMessage: 'Please try again.' },
  planTitle: { id: 'account.orders.planTitle', defaultMessage: 'Pay-later plan' },
  statusTitle: { id: 'account.orders.statusTitle', defaultMessage: 'Status' },
  deliveryAddress: { id: 'account.orders.deliveryAddress', defaultMessage: 'Delivery address' },
  yourDetails: { id: 'account.orders.yourDetails', defaultMessage: 'Your details' },
  tryAgain: { id: 'account.orders.tryAgain', defaultMessage: 'Try again' },
});

export const orderPageTitle = defineMessage<{ number: string; store: string }>({
  id: 'account.orders.orderPageTitle',
  defaultMessage: 'Order {number} | {store}',
});

export const orderPageTitleSignedOut = defineMessage<{ store: string }>({
  id: 'account.orders.orderPageTitleSignedOut',
  defaultMessage: 'Order | {store}',
});

export const placedAt = defineMessage<{ time: string }>({
  id: 'account.orders.placedAt',
  defaultMessage: 'Placed {time}',
});

/** An order's status, as its badge shows it. */
export const statusMessages = defineMessages({
  pending: { id: 'account.orders.status.pending', defaultMessage: 'Pending' },
  confirmed: { id: 'account.orders.status.confirmed', defaultMessage: 'Confirmed' },
  processing: { id: 'account.orders.status.processing', defaultMessage: 'Processing' },
  shipped: { id: 'account.orders.status.shipped', defaultMessage: 'Shipped' },
  ready_for_pickup: { id: 'account.orders.status.readyForPickup', defaultMessage: 'Ready for pickup' },
  delivered: { id: 'account.orders.status.delivered', defaultMessage: 'Delivered' },
  cancelled: { id: 'account.orders.status.cancelled', defaultMessage: 'Cancelled' },
});

/** A pay-later plan's status, as its badge shows it. */
export const planStatusMessages = defineMessages({
  pending: { id: 'account.orders.planStatus.pending', defaultMessage: 'Awaiting approval' },
  approved: { id: 'account.orders.planStatus.approved', defaultMessage: 'Approved' },
  rejected: { id: 'account.orders.planStatus.rejected', defaultMessage: 'Not approved' },
  completed: { id: 'account.orders.planStatus.completed', defaultMessage: 'Fully paid' },
});

/** The steps of the Status timeline, each return's steps after them. */
export const stepMessages = defineMessages({
  pending: { id: 'account.orders.step.placed', defaultMessage: 'Order placed' },
  confirmed: { id: 'account.orders.step.confirmed', defaultMessage: 'Confirmed' },
  processing: { id: 'account.orders.step.processing', defaultMessage: 'Being prepared' },
  shipped: { id: 'account.orders.step.shipped', defaultMessage: 'On its way' },
  ready_for_pickup: { id: 'account.orders.step.readyForPickup', defaultMessage: 'Ready for pickup' },
  delivered: { id: 'account.orders.step.delivered', defaultMessage: 'Delivered' },
  cancelled: { id: 'account.orders.step.cancelled', defaultMessage: 'Cancelled' },
  collected: { id: 'account.orders.step.collected', defaultMessage: 'Collected' },
  progress: { id: 'account.orders.step.progress', defaultMessage: 'Order progress' },
});

export const returnStepMessages = defineMessages({
  requested: { id: 'account.orders.returnStep.requested', defaultMessage: 'Return requested' },
  approved: { id: 'account.orders.returnStep.approved', defaultMessage: 'Return approved' },
  rejected: { id: 'account.orders.returnStep.rejected', defaultMessage: 'Return rejected' },
  received: { id: 'account.orders.returnStep.received', defaultMessage: 'Return received' },
  refunded: { id: 'account.orders.returnStep.refunded', defaultMessage: 'Return refunded' },
});

/** The Delivery or Pickup station card. */
export const deliveryMessages = defineMessages({
  pickupStation: { id: 'account.orders.delivery.pickupStation', defaultMessage: 'Pickup station' },
  delivery: { id: 'account.orders.delivery.title', defaultMessage: 'Delivery' },
  pickupCode: { id: 'account.orders.delivery.pickupCode', defaultMessage: 'Pickup code' },
  ready: {
    id: 'account.orders.delivery.ready',
    defaultMessage: 'Your order is ready. Show this pickup code at the station:',
  },
  shipped: { id: 'account.orders.delivery.shipped', defaultMessage: 'Shipped' },
  /** The link from the order's courier details to its public tracking page. */
  trackThisOrder: { id: 'account.orders.delivery.trackThisOrder', defaultMessage: 'Track this order' },
  promotions: { id: 'account.orders.delivery.promotions', defaultMessage: 'Promotions' },
});

export const openHours = defineMessage<{ hours: string }>({
  id: 'account.orders.delivery.open',
  defaultMessage: 'Open {hours}',
});

/** How a pickup code is sent: by email, or by text message to an account with a phone number alone. */
export const readyBy = defineMessage<{ date: string; channel: 'text' | 'email' }>({
  id: 'account.orders.delivery.readyBy',
  defaultMessage:
    'Ready to collect by {date}. We {channel, select, text {text} other {email}} you a pickup code when it is.',
});

export const readyBetween = defineMessage<{ earliest: string; latest: string; channel: 'text' | 'email' }>({
  id: 'account.orders.delivery.readyBetween',
  defaultMessage:
    'Ready to collect between {earliest} and {latest}. We {channel, select, text {text} other {email}} you a pickup code when it is.',
});

export const arrivesBy = defineMessage<{ date: string }>({
  id: 'account.orders.delivery.arrivesBy',
  defaultMessage: 'Arrives by {date}',
});

export const arrivesBetween = defineMessage<{ earliest: string; latest: string }>({
  id: 'account.orders.delivery.arrivesBetween',
  defaultMessage: 'Arrives between {earliest} and {latest}',
});

export const withCourier = defineMessage<{ courier: string }>({
  id: 'account.orders.delivery.withCourier',
  defaultMessage: 'With {courier}',
});

export const withCourierTracking = defineMessage<{ courier: string; number: string }>({
  id: 'account.orders.delivery.withCourierTracking',
  defaultMessage: 'With {courier}, tracking number {number}',
});

export const shippedTracking = defineMessage<{ number: string }>({
  id: 'account.orders.delivery.shippedTracking',
  defaultMessage: 'Shipped, tracking number {number}',
});

export const promotionWithCode = defineMessage<{ name: string; code: string }>({
  id: 'account.orders.delivery.promotionWithCode',
  defaultMessage: '{name} (code {code})',
});

/** What was ordered and what it came to (the figures of docs/storefront.md §13.4). */
export const itemsMessages = defineMessages({
  items: { id: 'account.orders.items.title', defaultMessage: 'Items' },
  writeReview: { id: 'account.orders.items.writeReview', defaultMessage: 'Write a review' },
});

export const writeReviewOf = defineMessage<{ name: string }>({
  id: 'account.orders.items.writeReviewOf',
  defaultMessage: 'Write a review of {name}',
});

/** What the shopper is told above the order. */
export const noticeMessages = defineMessages({
  checking: { id: 'account.orders.notice.checking', defaultMessage: 'Checking your payment…' },
  checkFailed: {
    id: 'account.orders.notice.checkFailed',
    defaultMessage: 'We could not check your payment. Reload this page to try again.',
  },
  cancelledByYou: {
    id: 'account.orders.notice.cancelledByYou',
    defaultMessage: 'You cancelled this order. Its items went back on sale and nothing more is due.',
  },
});

export const placedPayLater = defineMessage<{ number: string; b: MessageTag }>({
  id: 'account.orders.notice.placedPayLater',
  defaultMessage:
    'Thank you! Your order <b>{number}</b> has been placed. We will review your pay-later plan and let you know once it is approved.',
});

export const placedPayNow = defineMessage<{ number: string; b: MessageTag }>({
  id: 'account.orders.notice.placedPayNow',
  defaultMessage: 'Thank you! Your order <b>{number}</b> has been placed. Pay now to complete it.',
});

export const placedPayOnDelivery = defineMessage<{ number: string; b: MessageTag }>({
  id: 'account.orders.notice.placedPayOnDelivery',
  defaultMessage: 'Thank you! Your order <b>{number}</b> has been placed. You pay when it is delivered.',
});

/** The shop's reason is the shop's own text (as the admin wrote it). */
export const cancelledBecause = defineMessage<{ reason: string }>({
  id: 'account.orders.notice.cancelledBecause',
  defaultMessage: 'This order was cancelled: {reason}.',
});

/** What the shopper reads once the return from the payment page has been verified (docs/storefront.md §2.11). */
export const verifiedMessages = defineMessages({
  succeeded: { id: 'account.orders.verified.succeeded', defaultMessage: 'Payment received. Thank you!' },
  notComplete: {
    id: 'account.orders.verified.notComplete',
    defaultMessage: 'Your payment is not complete yet. If you paid, it will show here shortly.',
  },
  failed: {
    id: 'account.orders.verified.failed',
    defaultMessage: 'Your payment did not go through. Nothing was charged; you can try again.',
  },
  needsReview: {
    id: 'account.orders.verified.needsReview',
    defaultMessage:
      'We received a payment that we need to check before we confirm your order. We will contact you.',
  },
  refunded: { id: 'account.orders.verified.refunded', defaultMessage: 'This payment was refunded.' },
});

/** Paying online from the order page. */
export const payMessages = defineMessages({
  payNow: { id: 'account.orders.pay.payNow', defaultMessage: 'Pay now' },
  opening: { id: 'account.orders.pay.opening', defaultMessage: 'Opening the payment page…' },
  openFailed: { id: 'account.orders.pay.openFailed', defaultMessage: 'We could not open the payment page.' },
  payToComplete: {
    id: 'account.orders.pay.payToComplete',
    defaultMessage: 'Pay now to complete your order.',
  },
});

export const heldUntil = defineMessage<{ time: string }>({
  id: 'account.orders.pay.heldUntil',
  defaultMessage: 'Your items are held for you until {time}. Pay before then to keep them.',
});

/** The Payment card: the method, how far it is paid, and the channel the provider says paid. */
export const paymentMessages = defineMessages({
  title: { id: 'account.orders.payment.title', defaultMessage: 'Payment' },
  pay_on_delivery: { id: 'account.orders.payment.payOnDelivery', defaultMessage: 'Pay on delivery' },
  pay_later: { id: 'account.orders.payment.payLater', defaultMessage: 'Pay later' },
  pay_now: { id: 'account.orders.payment.payNow', defaultMessage: 'Pay now — card, bank transfer or USSD' },
  account_transfer: {
    id: 'account.orders.payment.accountTransfer',
    defaultMessage: 'Bank transfer to my Kasuwa account',
  },
});

/** An order waiting for a transfer to the shopper's own account number: what is due, and what came so far. */
export const transferDue = defineMessage<{ amount: string }>({
  id: 'account.orders.transfer.due',
  defaultMessage: 'Transfer {amount} to your Kasuwa account to pay for this order.',
});

export const transferPartPaid = defineMessage<{ paid: string; due: string }>({
  id: 'account.orders.transfer.partPaid',
  defaultMessage: 'We have received {paid}. {due} is still to pay.',
});

export const paidOnlineBy = defineMessage<{ channel: string }>({
  id: 'account.orders.payment.paidOnlineBy',
  defaultMessage: 'Paid online by {channel}',
});

export const paymentLine = defineMessage<{ method: string; status: string }>({
  id: 'account.orders.payment.line',
  defaultMessage: '{method} · {status}',
});

export const paymentLineInstalments = defineMessage<{ method: string; count: number; status: string }>({
  id: 'account.orders.payment.lineInstalments',
  defaultMessage: '{method} in {count} instalments · {status}',
});

/** A payment channel as the provider names it (shared-contracts' `paymentChannelLabel`, in the page's language). */
export const channelMessages = defineMessages({
  card: { id: 'account.orders.channel.card', defaultMessage: 'card' },
  bank: { id: 'account.orders.channel.bank', defaultMessage: 'bank account' },
  bank_transfer: { id: 'account.orders.channel.bankTransfer', defaultMessage: 'bank transfer' },
  ussd: { id: 'account.orders.channel.ussd', defaultMessage: 'USSD' },
  mobile_money: { id: 'account.orders.channel.mobileMoney', defaultMessage: 'mobile money' },
  qr: { id: 'account.orders.channel.qr', defaultMessage: 'QR code' },
});

/** How far an order is paid (shared-contracts' `PAYMENT_STATUS_LABELS`, in the page's language). */
export const paymentStatusMessages = defineMessages({
  unpaid: { id: 'account.orders.paymentStatus.unpaid', defaultMessage: 'Not paid yet' },
  partially_paid: { id: 'account.orders.paymentStatus.partiallyPaid', defaultMessage: 'Partly paid' },
  paid: { id: 'account.orders.paymentStatus.paid', defaultMessage: 'Paid' },
  partly_refunded: { id: 'account.orders.paymentStatus.partlyRefunded', defaultMessage: 'Partly refunded' },
  refunded: { id: 'account.orders.paymentStatus.refunded', defaultMessage: 'Refunded' },
});

/** Each refund of an order. */
export const refundMessages = defineMessages({
  refunds: { id: 'account.orders.refund.list', defaultMessage: 'Refunds' },
  pending: { id: 'account.orders.refund.pending', defaultMessage: 'Pending' },
  processing: { id: 'account.orders.refund.processing', defaultMessage: 'On its way' },
  needs_attention: { id: 'account.orders.refund.needsAttention', defaultMessage: 'Needs your bank details' },
  processed: { id: 'account.orders.refund.processed', defaultMessage: 'Processed' },
  failed: { id: 'account.orders.refund.failed', defaultMessage: 'Failed' },
  waitingPending: {
    id: 'account.orders.refund.waitingPending',
    defaultMessage:
      'Your refund has been started. Depending on your bank it can take up to 10 working days to reach you.',
  },
  waitingProcessing: {
    id: 'account.orders.refund.waitingProcessing',
    defaultMessage:
      'Your refund is on its way. Depending on your bank it can take up to 10 working days to reach you.',
  },
  waitingNeedsAttention: {
    id: 'account.orders.refund.waitingNeedsAttention',
    defaultMessage:
      'Your card could not take this refund back. We will contact you for the bank account to send it to.',
  },
});

export const refundOf = defineMessage<{ amount: string }>({
  id: 'account.orders.refund.of',
  defaultMessage: 'Refund of {amount}',
});

/** A pay-later order's plan. */
export const planMessages = defineMessages({
  pending: {
    id: 'account.orders.plan.pending',
    defaultMessage: 'We are reviewing your plan; your order ships once it is approved.',
  },
  approved: {
    id: 'account.orders.plan.approved',
    defaultMessage: 'Your plan is approved. Pay each instalment by its due date.',
  },
  rejected: {
    id: 'account.orders.plan.rejected',
    defaultMessage: 'Your plan was not approved, so the order was cancelled.',
  },
  completed: { id: 'account.orders.plan.completed', defaultMessage: 'Every instalment is paid. Thank you!' },
  cancelled: { id: 'account.orders.plan.cancelled', defaultMessage: 'Cancelled' },
  cancelledByYou: {
    id: 'account.orders.plan.cancelledByYou',
    defaultMessage: 'You cancelled this order, so nothing more is due on its plan.',
  },
});

export const instalmentsPaid = defineMessage<{ paid: number; count: number; amount: string }>({
  id: 'account.orders.plan.instalmentsPaid',
  defaultMessage: '{paid} of {count} instalments paid ({amount})',
});

/** Cancelling an order. */
export const cancelMessages = defineMessages({
  cancel: { id: 'account.orders.cancel.button', defaultMessage: 'Cancel order' },
  question: { id: 'account.orders.cancel.question', defaultMessage: 'Cancel this order?' },
  keep: { id: 'account.orders.cancel.keep', defaultMessage: 'Keep order' },
  failed: {
    id: 'account.orders.cancel.failed',
    defaultMessage: 'We could not cancel the order. Please try again.',
  },
});

export const cancelWhat = defineMessage<{ number: string }>({
  id: 'account.orders.cancel.what',
  defaultMessage: 'Order {number} will be cancelled and its items put back on sale. This cannot be undone.',
});

export const cancelled = defineMessage<{ number: string }>({
  id: 'account.orders.cancel.done',
  defaultMessage: 'Order {number} was cancelled.',
});
