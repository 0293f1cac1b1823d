import { defineMessage, defineMessages } from 'react-intl';

/** The wishlist page's words (docs/storefront.md §2.4; English as SPEC.md has it). */
export const wishlistMessages = defineMessages({
  title: { id: 'cart.wishlist.title', defaultMessage: 'Your Wishlist' },
  loading: { id: 'cart.wishlist.loading', defaultMessage: 'Loading wishlist' },
  loadFailed: { id: 'cart.wishlist.loadFailed', defaultMessage: "We couldn't load your wishlist" },
  checkConnection: {
    id: 'cart.wishlist.checkConnection',
    defaultMessage: 'Please check your connection and try again.',
  },
  emptyTitle: { id: 'cart.wishlist.emptyTitle', defaultMessage: 'Your wishlist is empty' },
  emptyText: {
    id: 'cart.wishlist.emptyText',
    defaultMessage: 'Tap the heart on a product to save it for later.',
  },
  browse: { id: 'cart.wishlist.browse', defaultMessage: 'Browse products' },
  outOfStock: { id: 'cart.wishlist.outOfStock', defaultMessage: 'Out of stock' },
  addToCart: { id: 'cart.wishlist.addToCart', defaultMessage: 'Add to Cart' },
  moveNeedsConnection: {
    id: 'cart.wishlist.moveNeedsConnection',
    defaultMessage: 'Moving to the cart needs a connection',
  },
  remove: { id: 'cart.wishlist.remove', defaultMessage: 'Remove' },
});

export const wishlistTitle = defineMessage<{ store: string }>({
  id: 'cart.wishlist.pageTitle',
  defaultMessage: 'Wishlist | {store}',
});

/** The toast once an item has moved: "Adire Shirt moved to your cart!" */
export const movedToCart = defineMessage<{ name: string }>({
  id: 'cart.wishlist.movedToCart',
  defaultMessage: '{name} moved to your cart!',
});
