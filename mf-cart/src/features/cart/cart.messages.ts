import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** The cart page's words (docs/storefront.md §2.2; English as SPEC.md has it). */
export const cartMessages = defineMessages({
  title: { id: 'cart.cart.title', defaultMessage: 'Your Cart' },
  clear: { id: 'cart.cart.clear', defaultMessage: 'Clear cart' },
  clearNeedsConnection: {
    id: 'cart.cart.clearNeedsConnection',
    defaultMessage: 'Clearing the cart needs a connection',
  },
  clearQuestion: { id: 'cart.cart.clearQuestion', defaultMessage: 'Clear your cart?' },
  keep: { id: 'cart.cart.keep', defaultMessage: 'Keep my cart' },
  emptyTitle: { id: 'cart.cart.emptyTitle', defaultMessage: 'Your cart is empty' },
  emptyText: {
    id: 'cart.cart.emptyText',
    defaultMessage: 'Find something you love and it will show up here.',
  },
  startShopping: { id: 'cart.cart.startShopping', defaultMessage: 'Start shopping' },
  items: { id: 'cart.cart.items', defaultMessage: 'Cart items' },
  notPlaced: { id: 'cart.cart.notPlaced', defaultMessage: 'Your order was not placed.' },
  fixMarked: {
    id: 'cart.cart.fixMarked',
    defaultMessage:
      'Change the quantity of the marked item or remove it, then check out again. The rest of your cart is as you left it.',
  },
  checkAgain: {
    id: 'cart.cart.checkAgain',
    defaultMessage: 'Your cart is as you left it. Check it, then check out again.',
  },
  notFound: { id: 'cart.cart.notFound', defaultMessage: 'There is no such page here.' },
  goToCart: { id: 'cart.cart.goToCart', defaultMessage: 'Go to your cart' },
});

export const cartTitle = defineMessage<{ store: string }>({
  id: 'cart.cart.pageTitle',
  defaultMessage: 'Cart | {store}',
});

/** What "Clear cart" will do, asked before it does. */
export const clearWhat = defineMessage<{ count: number }>({
  id: 'cart.cart.clearWhat',
  defaultMessage:
    '{count, plural, one {The item in your cart will be removed.} other {All # items in your cart will be removed.}}',
});

/** A cart line's words. */
export const lineMessages = defineMessages({
  stopped: { id: 'cart.line.stopped', defaultMessage: 'This item stopped your order' },
});

export const eachPrice = defineMessage<{ price: string }>({
  id: 'cart.line.each',
  defaultMessage: '{price} each',
});

/** A unit's price after a promotion, then the price before it struck through. */
export const promotedEachPrice = defineMessage<{
  price: string;
  before: string;
  promo: MessageTag;
  was: MessageTag;
}>({
  id: 'cart.line.promotedEach',
  defaultMessage: '<promo>{price}</promo> each<was>{before}</was>',
});

export const promotionPrice = defineMessage<{ price: string }>({
  id: 'cart.line.promotionPrice',
  defaultMessage: 'Promotion price {price}',
});

export const beforePromotion = defineMessage<{ price: string }>({
  id: 'cart.line.beforePromotion',
  defaultMessage: 'Before the promotion {price}',
});

export const lineTotal = defineMessage<{ amount: string }>({
  id: 'cart.line.total',
  defaultMessage: 'Line total {amount}',
});

export const atMostPerOrder = defineMessage<{ max: number }>({
  id: 'cart.line.atMostPerOrder',
  defaultMessage: 'At most {max} per order',
});

export const onlyInStock = defineMessage<{ count: number }>({
  id: 'cart.line.onlyInStock',
  defaultMessage: 'Only {count} in stock',
});

/** The quantity stepper's names for a screen reader. */
export const quantityOf = defineMessage<{ name: string }>({
  id: 'cart.quantity.of',
  defaultMessage: 'Quantity of {name}',
});

export const decreaseQuantity = defineMessage<{ name: string }>({
  id: 'cart.quantity.decrease',
  defaultMessage: 'Decrease quantity of {name}',
});

export const increaseQuantity = defineMessage<{ name: string }>({
  id: 'cart.quantity.increase',
  defaultMessage: 'Increase quantity of {name}',
});

/** The cart's summary: the words it does not share with checkout's. */
export const cartSummaryMessages = defineMessages({
  calculating: { id: 'cart.cartSummary.calculating', defaultMessage: 'Calculating…' },
  atCheckout: { id: 'cart.cartSummary.atCheckout', defaultMessage: 'At checkout' },
  shownAtCheckout: { id: 'cart.cartSummary.shownAtCheckout', defaultMessage: 'Shown at checkout' },
  proceed: { id: 'cart.cartSummary.proceed', defaultMessage: 'Proceed to Checkout' },
  feeAtCheckout: {
    id: 'cart.cartSummary.feeAtCheckout',
    defaultMessage: 'The delivery fee to your state is shown at checkout.',
  },
  freeDelivery: { id: 'cart.cartSummary.freeDelivery', defaultMessage: 'Free delivery.' },
});

export const freeDeliveryTo = defineMessage<{ state: string }>({
  id: 'cart.cartSummary.freeDeliveryTo',
  defaultMessage: 'Free delivery to {state}.',
});

export const addForFreeDelivery = defineMessage<{ amount: string; zone: string }>({
  id: 'cart.cartSummary.addForFreeDelivery',
  defaultMessage: 'Add {amount} more for free delivery to {zone}.',
});

export const deliveryCosts = defineMessage<{ amount: string }>({
  id: 'cart.cartSummary.deliveryCosts',
  defaultMessage: 'Delivery costs {amount}; the fee for your address is shown at checkout.',
});

export const deliveryToCosts = defineMessage<{ state: string; amount: string }>({
  id: 'cart.cartSummary.deliveryToCosts',
  defaultMessage: 'Delivery to {state} costs {amount}; the fee for your address is shown at checkout.',
});
