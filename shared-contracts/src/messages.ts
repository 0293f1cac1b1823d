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

export type MessageKey = keyof typeof messages;
