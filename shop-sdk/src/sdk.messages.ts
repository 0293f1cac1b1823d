import { defineMessage, defineMessages } from 'react-intl';

/**
 * The SDK's own words (docs/storefront.md §4.2, §11.2): the wishlist's and the cart's toasts beyond §8's, and what a
 * shopper reads about changes made offline. Their translations are shop-sdk's catalogue (`src/messages`), which the
 * shell provides to the whole page; toasts are put in words where they are shown (`notify`, `ToastWords`).
 */
export const sdkMessages = defineMessages({
  /** The buttons of a page behind sign-in (SignInPrompt), as the account's own pages say them. */
  signIn: { id: 'sdk.signInPrompt.signIn', defaultMessage: 'Sign In' },
  createAccount: { id: 'sdk.signInPrompt.createAccount', defaultMessage: 'Create Account' },
  /** A remote's own 404 (SectionNotFound), in the shell's 404 words. */
  notFoundTitle: { id: 'sdk.sectionNotFound.title', defaultMessage: 'Page Not Found' },
  notFoundHeading: { id: 'sdk.sectionNotFound.heading', defaultMessage: 'Oops! Page Not Found' },
  goHome: { id: 'sdk.sectionNotFound.goHome', defaultMessage: 'Go to Homepage' },
  viewCart: { id: 'sdk.toast.viewCart', defaultMessage: 'View cart' },
  addedToWishlist: { id: 'sdk.wishlist.added', defaultMessage: 'Added to wishlist!' },
  addToWishlistFailed: { id: 'sdk.wishlist.addFailed', defaultMessage: 'Failed to add to wishlist!' },
  removedFromWishlist: { id: 'sdk.wishlist.removed', defaultMessage: 'Removed from wishlist!' },
  removeFromWishlistFailed: {
    id: 'sdk.wishlist.removeFailed',
    defaultMessage: 'Failed to remove from wishlist!',
  },
  updatingCart: { id: 'sdk.cart.updating', defaultMessage: 'Updating cart...' },
  cartUpdated: { id: 'sdk.cart.updated', defaultMessage: 'Cart updated!' },
  updateCartFailed: { id: 'sdk.cart.updateFailed', defaultMessage: 'Failed to update cart!' },
  waitingForConnection: { id: 'sdk.offline.waiting', defaultMessage: 'Waiting for connection' },
  cartChangesWaiting: {
    id: 'sdk.offline.cartChangesWaiting',
    defaultMessage:
      'Waiting for connection: the marked changes are kept on this device and sent when your connection returns.',
  },
  changeKeptOffline: {
    id: 'sdk.offline.changeKept',
    defaultMessage: "You're offline. We'll send this change when your connection returns.",
  },
  offlineChangesSaved: {
    id: 'sdk.offline.saved',
    defaultMessage: 'Your changes made offline have been saved.',
  },
  checkoutNeedsConnection: {
    id: 'sdk.offline.checkoutNeedsConnection',
    defaultMessage:
      "Checkout needs a connection. You're offline: your cart is kept on this device, and you can place your order once you're back online.",
  },
  checkoutWaitsForChanges: {
    id: 'sdk.offline.checkoutWaitsForChanges',
    defaultMessage:
      'Your latest cart changes are still being sent. You can place your order once they are saved.',
  },
});

/** What a shopper is told when a change made offline is answered (docs/storefront.md §11.2). */
export const refusedChange = defineMessage<{ what: string; reason: string }>({
  id: 'sdk.offline.refused',
  defaultMessage: '{what} was not saved: {reason}',
});
export const cartAddChange = defineMessage<{ name: string }>({
  id: 'sdk.offline.cartAdd',
  defaultMessage: 'Adding {name} to your cart',
});
export const cartQuantityChange = defineMessage<{ name: string }>({
  id: 'sdk.offline.cartQuantity',
  defaultMessage: 'Changing the quantity of {name}',
});
export const cartRemoveChange = defineMessage<{ name: string }>({
  id: 'sdk.offline.cartRemove',
  defaultMessage: 'Removing {name} from your cart',
});
export const wishlistAddChange = defineMessage<{ name: string }>({
  id: 'sdk.offline.wishlistAdd',
  defaultMessage: 'Saving {name} to your wishlist',
});
export const wishlistRemoveChange = defineMessage<{ name: string }>({
  id: 'sdk.offline.wishlistRemove',
  defaultMessage: 'Removing {name} from your wishlist',
});
export const lineGone = defineMessage<{ name: string }>({
  id: 'sdk.offline.lineGone',
  defaultMessage: '{name} is no longer available and has left your cart.',
});
export const lineChanged = defineMessage<{ name: string; quantity: number }>({
  id: 'sdk.offline.lineChanged',
  defaultMessage: 'Your cart now has {quantity} of {name}: it changed while you were offline.',
});

/** Each status of a courier's shipment as the shopper reads it (shared-contracts' SHIPMENT_STATUS_WORDS). */
export const shipmentStatusMessages = defineMessages({
  booked: { id: 'sdk.shipment.status.booked', defaultMessage: 'Booked with the courier' },
  picked_up: { id: 'sdk.shipment.status.pickedUp', defaultMessage: 'Picked up by the courier' },
  in_transit: { id: 'sdk.shipment.status.inTransit', defaultMessage: 'On its way' },
  failed_attempt: { id: 'sdk.shipment.status.failedAttempt', defaultMessage: 'Delivery attempt failed' },
  out_for_delivery: { id: 'sdk.shipment.status.outForDelivery', defaultMessage: 'Out for delivery' },
  delivered: { id: 'sdk.shipment.status.delivered', defaultMessage: 'Delivered' },
  returned: { id: 'sdk.shipment.status.returned', defaultMessage: 'Returned to the shop' },
  cancelled: { id: 'sdk.shipment.status.cancelled', defaultMessage: 'Shipment cancelled' },
});

/** A shipment's details and its timeline (ui/shipment.tsx), on the order page and the public tracking page. */
export const shipmentMessages = defineMessages({
  courier: { id: 'sdk.shipment.courier', defaultMessage: 'Courier' },
  trackingNumber: { id: 'sdk.shipment.trackingNumber', defaultMessage: 'Tracking number' },
  status: { id: 'sdk.shipment.status', defaultMessage: 'Delivery status' },
  expected: { id: 'sdk.shipment.expected', defaultMessage: 'Expected by' },
  courierPage: {
    id: 'sdk.shipment.courierPage',
    defaultMessage: '(opens the courier’s tracking page)',
  },
  updates: { id: 'sdk.shipment.updates', defaultMessage: 'Delivery updates' },
  noUpdates: {
    id: 'sdk.shipment.noUpdates',
    defaultMessage: 'The courier has not reported anything yet.',
  },
});
