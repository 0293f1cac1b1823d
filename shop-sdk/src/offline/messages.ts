/** What a shopper reads about shopping without a connection (docs/storefront.md §11.2–11.3). */
export const offlineMessages = {
  changeKeptOffline: "You're offline. We'll send this change when your connection returns.",
  offlineChangesSaved: 'Your changes made offline have been saved.',
  checkoutNeedsConnection:
    "Checkout needs a connection. You're offline: your cart is kept on this device, and you can place your order once you're back online.",
  checkoutWaitsForChanges:
    'Your latest cart changes are still being sent. You can place your order once they are saved.',
} as const;

/** What a shopper is told when a change made offline is answered (docs/storefront.md §11.2). */
export const offlineChangeMessages = {
  /** The server refused the change (4xx): its own words follow. */
  refused: (what: string, reason: string) => `${what} was not saved: ${reason}`,
  cartAdd: (name: string) => `Adding ${name} to your cart`,
  cartQuantity: (name: string) => `Changing the quantity of ${name}`,
  cartRemove: (name: string) => `Removing ${name} from your cart`,
  wishlistAdd: (name: string) => `Saving ${name} to your wishlist`,
  wishlistRemove: (name: string) => `Removing ${name} from your wishlist`,
  /** The change was saved, but the server's cart differs from what the device showed. */
  lineGone: (name: string) => `${name} is no longer available and has left your cart.`,
  lineChanged: (name: string, quantity: number) =>
    `Your cart now has ${quantity} of ${name}: it changed while you were offline.`,
};
