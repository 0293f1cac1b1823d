import { defineMessage, defineMessages } from 'react-intl';

/** The words the cart's and checkout's order summaries and lines share. */
export const summaryMessages = defineMessages({
  heading: { id: 'cart.summary.heading', defaultMessage: 'Order summary' },
  delivery: { id: 'cart.summary.delivery', defaultMessage: 'Delivery' },
  total: { id: 'cart.summary.total', defaultMessage: 'Total' },
  free: { id: 'cart.summary.free', defaultMessage: 'Free' },
  outOfStock: { id: 'cart.summary.outOfStock', defaultMessage: 'Out of stock' },
  remove: { id: 'cart.summary.remove', defaultMessage: 'Remove' },
});

export const subtotalOf = defineMessage<{ count: number }>({
  id: 'cart.summary.subtotal',
  defaultMessage: 'Subtotal ({count, plural, one {# item} other {# items}})',
});

export const onlyLeft = defineMessage<{ count: number }>({
  id: 'cart.summary.onlyLeft',
  defaultMessage: 'Only {count} left in stock',
});

/** When an order arrives, in working days: "Arrives in 2–4 working days". */
export const arrivesIn = defineMessage<{ days: number }>({
  id: 'cart.summary.arrivesIn',
  defaultMessage: '{days, plural, one {Arrives in # working day} other {Arrives in # working days}}',
});

export const arrivesBetween = defineMessage<{ min: number; max: number }>({
  id: 'cart.summary.arrivesBetween',
  defaultMessage: 'Arrives in {min}–{max} working days',
});
