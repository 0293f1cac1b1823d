import { defineMessage, defineMessages } from 'react-intl';

/** The public tracking page, /track and /track/{order number} (docs/delivery.md, "The shopper"). */
export const trackMessages = defineMessages({
  heading: { id: 'catalog.track.heading', defaultMessage: 'Track your order' },
  intro: {
    id: 'catalog.track.intro',
    defaultMessage:
      'Enter your order number and the phone number you ordered with to see where your order is.',
  },
  introPhone: {
    id: 'catalog.track.introPhone',
    defaultMessage: 'Enter the phone number you ordered with to see where this order is.',
  },
  orderNumber: { id: 'catalog.track.orderNumber', defaultMessage: 'Order number' },
  orderNumberHint: {
    id: 'catalog.track.orderNumberHint',
    defaultMessage: 'It is in the mail or text we sent when you ordered.',
  },
  phone: { id: 'catalog.track.phone', defaultMessage: 'Phone number' },
  phoneHint: {
    id: 'catalog.track.phoneHint',
    defaultMessage: 'The phone number you ordered with, e.g. 0803 123 4567.',
  },
  submit: { id: 'catalog.track.submit', defaultMessage: 'Track order' },
  checking: { id: 'catalog.track.checking', defaultMessage: 'Finding your order…' },
  orderStatus: { id: 'catalog.track.orderStatus', defaultMessage: 'Order status' },
  expected: { id: 'catalog.track.expected', defaultMessage: 'Expected by' },
  delivery: { id: 'catalog.track.delivery', defaultMessage: 'Delivery' },
  notShipped: {
    id: 'catalog.track.notShipped',
    defaultMessage:
      'Your order has not been handed to a courier yet. Each step of its delivery will show here once it has.',
  },
  notFound: {
    id: 'catalog.track.notFound',
    defaultMessage: 'We could not find an order with that number and phone number. Check both and try again.',
  },
  tooManyTries: {
    id: 'catalog.track.tooManyTries',
    defaultMessage: 'Too many tries. Wait a minute and try again.',
  },
  failed: {
    id: 'catalog.track.failed',
    defaultMessage: 'We could not check your order just now. Check your connection and try again.',
  },
  trackAnother: { id: 'catalog.track.trackAnother', defaultMessage: 'Track another order' },
});

/** The page's heading once it names the order. */
export const trackOrderHeading = defineMessage<{ number: string }>({
  id: 'catalog.track.headingOrder',
  defaultMessage: 'Track order {number}',
});

/** The answer's greeting: the shopper's first name, the one personal thing the page shows. */
export const greeting = defineMessage<{ name: string; number: string }>({
  id: 'catalog.track.greeting',
  defaultMessage: 'Hello {name}, here is where order {number} is.',
});

/** The order's status in words (the API's `status` is ORDER_STATUS_WORDS, put in the page's language here). */
export const orderStatusMessages = defineMessages({
  pending: { id: 'catalog.track.status.pending', defaultMessage: 'Pending' },
  confirmed: { id: 'catalog.track.status.confirmed', defaultMessage: 'Confirmed' },
  processing: { id: 'catalog.track.status.processing', defaultMessage: 'Being prepared' },
  shipped: { id: 'catalog.track.status.shipped', defaultMessage: 'Shipped' },
  ready_for_pickup: { id: 'catalog.track.status.readyForPickup', defaultMessage: 'Ready for pickup' },
  delivered: { id: 'catalog.track.status.delivered', defaultMessage: 'Delivered' },
  cancelled: { id: 'catalog.track.status.cancelled', defaultMessage: 'Cancelled' },
});

/** The tracking page's head: the order number and the shop's name, never the shopper's name or phone. */
export const trackTitle = defineMessage<{ number: string }>({
  id: 'catalog.seo.trackTitle',
  defaultMessage: 'Track order {number} | Kasuwa',
});
export const trackDescription = defineMessage<{ number: string }>({
  id: 'catalog.seo.trackDescription',
  defaultMessage:
    'See where Kasuwa order {number} is: its status, its courier and each step of its delivery. Enter the phone number it was ordered with.',
});
export const trackSeoMessages = defineMessages({
  title: { id: 'catalog.seo.trackPageTitle', defaultMessage: 'Track your order | Kasuwa' },
  description: {
    id: 'catalog.seo.trackPageDescription',
    defaultMessage:
      'See where your Kasuwa order is: enter its order number and the phone number you ordered with.',
  },
});
