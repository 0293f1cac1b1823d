import { SESSION_EXPIRED_MESSAGE } from 'shop-runtime/constants';

/** Every user-facing string of docs/storefront.md §5 and §8, word for word. */
export const messages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordComplexity: 'Password must contain uppercase, lowercase, and number',
  passwordsMismatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  usernameRequired: 'Username is required',
  termsRequired: 'You must agree to the terms and conditions',

  loginSuccess: 'Login Successful!',
  loginFailed: 'Login failed. Please try again.',
  signupFailed: 'Signup failed. Please try again.',
  unexpected: 'An unexpected error occurred',
  requestSuccessful: 'Request successful!',
  sessionExpired: SESSION_EXPIRED_MESSAGE,
  notAuthenticatedDetail: 'Authentication credentials were not provided.',

  loginToAddToCart: 'Please login to add to cart!',
  addToCartFailed: 'Failed to add to cart!',
  clearCartFailed: 'Failed to clear cart!',
  removeFromCartFailed: 'Failed to remove item from cart!',
  addedToCart: 'Added to cart!',
  cartCleared: 'Cart cleared!',
  itemRemoved: 'Item removed from cart!',
  addingToCart: 'Adding to cart...',
  clearingCart: 'Clearing cart...',
  removingFromCart: 'Removing item from cart...',
  loginToViewWishlist: 'Please login to view your wishlist!',
  loginToViewCart: 'Please login to view your cart!',
  /** The shop's own (docs/storefront.md §8): Add to Wishlist while signed out (the other wishlist message is for opening it). */
  loginToAddToWishlist: 'Please login to add to your wishlist!',
} as const;

/**
 * docs/storefront.md §11.2–11.3: shopping without a connection. Apart from `messages`, so a page that shows none of
 * them does not carry them.
 */
export const offlineMessages = {
  waitingForConnection: 'Waiting for connection',
  changeKeptOffline: "You're offline. We'll send this change when your connection returns.",
  cartChangesWaiting:
    'Waiting for connection: the marked changes are kept on this device and sent when your connection returns.',
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

export type MessageKey = keyof typeof messages;
