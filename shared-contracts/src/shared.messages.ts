import { defineMessage, defineMessages } from 'react-intl';

/**
 * The words of docs/storefront.md §5 and §8 (`messages`, word for word) as messages: the toasts, the sign-in and
 * sign-up forms' validation, the session's words. Their English is `messages`' (a test holds them equal); the
 * translations are shared-contracts' catalogue (`src/messages/<locale>.json`), which the shell provides to the whole
 * page.
 */
export const sharedMessages = defineMessages({
  emailRequired: { id: 'shared.emailRequired', defaultMessage: 'Email is required' },
  emailInvalid: { id: 'shared.emailInvalid', defaultMessage: 'Email is invalid' },
  passwordRequired: { id: 'shared.passwordRequired', defaultMessage: 'Password is required' },
  passwordMin: { id: 'shared.passwordMin', defaultMessage: 'Password must be at least 8 characters' },
  passwordComplexity: {
    id: 'shared.passwordComplexity',
    defaultMessage: 'Password must contain uppercase, lowercase, and number',
  },
  passwordsMismatch: { id: 'shared.passwordsMismatch', defaultMessage: 'Passwords do not match' },
  firstNameRequired: { id: 'shared.firstNameRequired', defaultMessage: 'First name is required' },
  lastNameRequired: { id: 'shared.lastNameRequired', defaultMessage: 'Last name is required' },
  usernameRequired: { id: 'shared.usernameRequired', defaultMessage: 'Username is required' },
  termsRequired: { id: 'shared.termsRequired', defaultMessage: 'You must agree to the terms and conditions' },
  loginSuccess: { id: 'shared.loginSuccess', defaultMessage: 'Login Successful!' },
  loginFailed: { id: 'shared.loginFailed', defaultMessage: 'Login failed. Please try again.' },
  signupFailed: { id: 'shared.signupFailed', defaultMessage: 'Signup failed. Please try again.' },
  unexpected: { id: 'shared.unexpected', defaultMessage: 'An unexpected error occurred' },
  requestSuccessful: { id: 'shared.requestSuccessful', defaultMessage: 'Request successful!' },
  sessionExpired: { id: 'shared.sessionExpired', defaultMessage: 'Session expired, please signin again.' },
  notAuthenticatedDetail: {
    id: 'shared.notAuthenticatedDetail',
    defaultMessage: 'Authentication credentials were not provided.',
  },
  loginToAddToCart: { id: 'shared.loginToAddToCart', defaultMessage: 'Please login to add to cart!' },
  addToCartFailed: { id: 'shared.addToCartFailed', defaultMessage: 'Failed to add to cart!' },
  clearCartFailed: { id: 'shared.clearCartFailed', defaultMessage: 'Failed to clear cart!' },
  removeFromCartFailed: {
    id: 'shared.removeFromCartFailed',
    defaultMessage: 'Failed to remove item from cart!',
  },
  addedToCart: { id: 'shared.addedToCart', defaultMessage: 'Added to cart!' },
  cartCleared: { id: 'shared.cartCleared', defaultMessage: 'Cart cleared!' },
  itemRemoved: { id: 'shared.itemRemoved', defaultMessage: 'Item removed from cart!' },
  addingToCart: { id: 'shared.addingToCart', defaultMessage: 'Adding to cart...' },
  clearingCart: { id: 'shared.clearingCart', defaultMessage: 'Clearing cart...' },
  removingFromCart: { id: 'shared.removingFromCart', defaultMessage: 'Removing item from cart...' },
  loginToViewWishlist: {
    id: 'shared.loginToViewWishlist',
    defaultMessage: 'Please login to view your wishlist!',
  },
  loginToViewCart: { id: 'shared.loginToViewCart', defaultMessage: 'Please login to view your cart!' },
  loginToAddToWishlist: {
    id: 'shared.loginToAddToWishlist',
    defaultMessage: 'Please login to add to your wishlist!',
  },
});

/**
 * The words of the rules every form shares (shared-contracts' schemas: the delivery address, any text field), which
 * the API answers too: the checkout's and the address book's errors.
 */
export const ruleMessages = defineMessages({
  fullName: { id: 'shared.address.fullName', defaultMessage: 'Full name is required' },
  street: { id: 'shared.address.street', defaultMessage: 'Street address is required' },
  state: { id: 'shared.address.state', defaultMessage: 'Choose one of the 36 states or FCT' },
  phone: {
    id: 'shared.address.phone',
    defaultMessage: 'Phone must be +234 followed by 10 digits, or 0 followed by 10 digits',
  },
  secondPhone: {
    id: 'shared.address.secondPhone',
    defaultMessage: 'Second phone must be +234 followed by 10 digits, or 0 followed by 10 digits',
  },
  controlCharacters: {
    id: 'shared.controlCharacters',
    defaultMessage: 'Must not contain control characters',
  },
});

/** The UI kit's own words (shared-contracts/ui). */
export const kitMessages = defineMessages({
  close: { id: 'kit.dialog.close', defaultMessage: 'Close' },
  loading: { id: 'kit.states.loading', defaultMessage: 'Loading…' },
  tryAgain: { id: 'kit.states.tryAgain', defaultMessage: 'Try again' },
  pagination: { id: 'kit.pagination.label', defaultMessage: 'Pagination' },
  previous: { id: 'kit.pagination.previous', defaultMessage: 'Previous' },
  next: { id: 'kit.pagination.next', defaultMessage: 'Next' },
  deliveryAddress: { id: 'kit.address.title', defaultMessage: 'Delivery address' },
  browseAll: { id: 'kit.noScript.browseAll', defaultMessage: 'Browse all products' },
  home: { id: 'kit.noScript.home', defaultMessage: 'Home' },
  subtotal: { id: 'kit.totals.subtotal', defaultMessage: 'Subtotal' },
  discount: { id: 'kit.totals.discount', defaultMessage: 'Discount' },
  shipping: { id: 'kit.totals.shipping', defaultMessage: 'Shipping' },
  free: { id: 'kit.totals.free', defaultMessage: 'Free' },
  total: { id: 'kit.totals.total', defaultMessage: 'Total' },
  pickupStation: { id: 'kit.totals.pickupStation', defaultMessage: 'Pickup station' },
  instalment: { id: 'kit.instalments.instalment', defaultMessage: 'Instalment' },
  due: { id: 'kit.instalments.due', defaultMessage: 'Due' },
  amount: { id: 'kit.instalments.amount', defaultMessage: 'Amount' },
  status: { id: 'kit.instalments.status', defaultMessage: 'Status' },
  paid: { id: 'kit.instalments.paid', defaultMessage: 'Paid' },
  cancelled: { id: 'kit.instalments.cancelled', defaultMessage: 'Cancelled' },
  dueStatus: { id: 'kit.instalments.dueStatus', defaultMessage: 'Due' },
});

/** The UI kit's words with arguments. */
export const pageNumber = defineMessage<{ page: number }>({
  id: 'kit.pagination.page',
  defaultMessage: 'Page {page}',
});
export const pageRange = defineMessage<{ from: number; to: number; count: number }>({
  id: 'kit.pagination.range',
  defaultMessage: '{from}–{to} of {count}',
});
export const pickupAt = defineMessage<{ station: string }>({
  id: 'kit.totals.pickupAt',
  defaultMessage: 'Pickup at {station}',
});
export const deliveryTo = defineMessage<{ zone: string }>({
  id: 'kit.totals.deliveryTo',
  defaultMessage: 'Delivery ({zone})',
});
export const includesVat = defineMessage<{ rate: number }>({
  id: 'kit.totals.includesVat',
  defaultMessage: 'Includes VAT at {rate}%',
});
export const stationOpen = defineMessage<{ address: string; hours: string }>({
  id: 'kit.totals.stationOpen',
  defaultMessage: '{address}. Open {hours}.',
});
export const instalmentOf = defineMessage<{ number: number; count: number }>({
  id: 'kit.instalments.numberOf',
  defaultMessage: '{number} of {count}',
});

/** The schemas' length rule (`Must be at most 64 characters`), for any field. */
export const tooLong = defineMessage<{ max: number }>({
  id: 'shared.tooLong',
  defaultMessage: 'Must be at most {max} characters',
});
