import { defineMessages } from 'react-intl';

/** What each page left to the browser needs JavaScript for (docs/storefront.md §13), by path prefix. */
export const noScriptMessages = defineMessages({
  turnOn: {
    id: 'shell.noScript.turnOn',
    defaultMessage: 'Turn JavaScript on to use it; the catalogue works without it.',
  },
  cartTitle: { id: 'shell.noScript.cart.title', defaultMessage: 'Your cart needs JavaScript' },
  cartWhy: {
    id: 'shell.noScript.cart.why',
    defaultMessage:
      'Your cart is kept in your account and on this device, and your browser keeps you signed in to it.',
  },
  wishlistTitle: { id: 'shell.noScript.wishlist.title', defaultMessage: 'Your wishlist needs JavaScript' },
  wishlistWhy: {
    id: 'shell.noScript.wishlist.why',
    defaultMessage: 'Your wishlist is kept in your account, and your browser keeps you signed in to it.',
  },
  checkoutTitle: { id: 'shell.noScript.checkout.title', defaultMessage: 'Checkout needs JavaScript' },
  checkoutWhy: {
    id: 'shell.noScript.checkout.why',
    defaultMessage:
      'Checkout works out your delivery and takes payment (card, bank transfer, USSD or pay later) in your browser, through the payment provider’s secure window.',
  },
  authTitle: { id: 'shell.noScript.auth.title', defaultMessage: 'Signing in needs JavaScript' },
  authWhy: {
    id: 'shell.noScript.auth.why',
    defaultMessage:
      'Signing in, signing up and resetting a password run in your browser, which keeps your session safe.',
  },
  accountTitle: { id: 'shell.noScript.account.title', defaultMessage: 'Your account needs JavaScript' },
  accountWhy: {
    id: 'shell.noScript.account.why',
    defaultMessage: 'Your account is private and runs in your browser.',
  },
  ordersTitle: { id: 'shell.noScript.orders.title', defaultMessage: 'Your orders need JavaScript' },
  ordersWhy: {
    id: 'shell.noScript.orders.why',
    defaultMessage: 'Your orders are private and run in your browser.',
  },
  generalTitle: { id: 'shell.noScript.general.title', defaultMessage: 'This page needs JavaScript' },
  generalWhy: { id: 'shell.noScript.general.why', defaultMessage: 'This page runs in your browser.' },
});

/** The admin's: it speaks English only (docs/storefront.md §18.1), so it has no translations. */
export const adminNoScriptMessages = defineMessages({
  title: { id: 'shell.noScript.admin.title', defaultMessage: 'The admin needs JavaScript' },
  why: {
    id: 'shell.noScript.admin.why',
    defaultMessage: 'Managing the shop runs in your browser. Turn JavaScript on to use it.',
  },
});
