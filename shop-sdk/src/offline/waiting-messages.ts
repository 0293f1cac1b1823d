/**
 * What marks a change kept on the device (docs/storefront.md §11.2): on the cart line, the wishlist item and the
 * navbar's cart count. A module of their own, since the navbar is on every page's first load.
 */
export const waitingMessages = {
  waitingForConnection: 'Waiting for connection',
  cartChangesWaiting:
    'Waiting for connection: the marked changes are kept on this device and sent when your connection returns.',
} as const;
