import { defineMessage, defineMessages } from 'react-intl';

/** The header's words (docs/storefront.md §1.2; English as SPEC.md has it). */
export const navbarMessages = defineMessages({
  main: { id: 'shell.navbar.main', defaultMessage: 'Main' },
  home: { id: 'shell.navbar.home', defaultMessage: 'Home' },
  categories: { id: 'shell.navbar.categories', defaultMessage: 'Categories' },
  allCategories: { id: 'shell.navbar.allCategories', defaultMessage: 'All Categories' },
  wishlist: { id: 'shell.navbar.wishlist', defaultMessage: 'Wishlist' },
  contact: { id: 'shell.navbar.contact', defaultMessage: 'Contact' },
  account: { id: 'shell.navbar.account', defaultMessage: 'Account' },
  orders: { id: 'shell.navbar.orders', defaultMessage: 'Orders' },
  logout: { id: 'shell.navbar.logout', defaultMessage: 'Logout' },
  login: { id: 'shell.navbar.login', defaultMessage: 'Login' },
  signUp: { id: 'shell.navbar.signUp', defaultMessage: 'Sign Up' },
  openMenu: { id: 'shell.navbar.openMenu', defaultMessage: 'Open menu' },
  closeMenu: { id: 'shell.navbar.closeMenu', defaultMessage: 'Close menu' },
  searchProducts: { id: 'shell.navbar.searchProducts', defaultMessage: 'Search products' },
  searchPlaceholder: { id: 'shell.navbar.searchPlaceholder', defaultMessage: 'Search products...' },
  search: { id: 'shell.navbar.search', defaultMessage: 'Search' },
  language: { id: 'shell.navbar.language', defaultMessage: 'Language' },
  cart: { id: 'shell.navbar.cart', defaultMessage: 'Cart' },
});

/** The cart link's name for a screen reader, with the number of items in it. */
export const cartLabel = defineMessage<{ count: number }>({
  id: 'shell.navbar.cartLabel',
  defaultMessage: 'Cart, {count} items',
});
