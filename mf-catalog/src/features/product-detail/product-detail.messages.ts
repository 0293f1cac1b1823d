import { defineMessage, defineMessages } from 'react-intl';

/** The product page's words (docs/storefront.md §3; English as SPEC.md has it). */
export const productMessages = defineMessages({
  notFound: { id: 'catalog.product.notFound', defaultMessage: 'Product not found' },
  notFoundText: {
    id: 'catalog.product.notFoundText',
    defaultMessage: 'This product does not exist or is no longer available.',
  },
  browseAll: { id: 'catalog.product.browseAll', defaultMessage: 'Browse all products' },
  loading: { id: 'catalog.product.loading', defaultMessage: 'Loading product' },
  loadFailed: { id: 'catalog.product.loadFailed', defaultMessage: "We couldn't load this product" },
  checkConnection: {
    id: 'catalog.product.checkConnection',
    defaultMessage: 'Please check your connection and try again.',
  },
  noScriptBuy: {
    id: 'catalog.product.noScriptBuy',
    defaultMessage: 'Choose options and add to cart with JavaScript on',
  },
  combinationUnavailable: {
    id: 'catalog.product.combinationUnavailable',
    defaultMessage: 'This combination is not available',
  },
  outOfStock: { id: 'catalog.product.outOfStock', defaultMessage: 'Out of stock' },
  inStock: { id: 'catalog.product.inStock', defaultMessage: 'In stock' },
  quantity: { id: 'catalog.product.quantity', defaultMessage: 'Quantity' },
  addToCart: { id: 'catalog.product.addToCart', defaultMessage: 'Add to Cart' },
  inWishlist: { id: 'catalog.product.inWishlist', defaultMessage: 'In Wishlist' },
  addToWishlist: { id: 'catalog.product.addToWishlist', defaultMessage: 'Add to Wishlist' },
  shareOnWhatsApp: { id: 'catalog.product.shareOnWhatsApp', defaultMessage: 'Share on WhatsApp' },
  description: { id: 'catalog.product.description', defaultMessage: 'Description' },
  buy: { id: 'catalog.product.buy', defaultMessage: 'Buy' },
  option: { id: 'catalog.product.option', defaultMessage: 'Option' },
});

/** A variant with only a few left. */
export const lowStock = defineMessage<{ stock: number }>({
  id: 'catalog.product.lowStock',
  defaultMessage: 'Only {stock} left in stock',
});

/** Adding more than is left once the cart's own line is counted. */
export const allInCart = defineMessage<{ stock: number }>({
  id: 'catalog.product.allInCart',
  defaultMessage: 'Only {stock} left, and all of them are already in your cart.',
});

export const addedFewer = defineMessage<{ stock: number; quantity: number }>({
  id: 'catalog.product.addedFewer',
  defaultMessage: 'Only {stock} left — we added {quantity}',
});

/** A choice of a variant picker that is out of stock (its title, and its name for a screen reader). */
export const optionOutOfStock = defineMessage<{ option: string }>({
  id: 'catalog.product.optionOutOfStock',
  defaultMessage: '{option} is out of stock',
});

export const optionUnavailable = defineMessage<{ option: string }>({
  id: 'catalog.product.optionUnavailable',
  defaultMessage: '{option} (unavailable)',
});

/** A thumbnail of the gallery. */
export const showImage = defineMessage<{ number: number; count: number }>({
  id: 'catalog.product.showImage',
  defaultMessage: 'Show image {number} of {count}',
});

/** The delivery promise (docs/storefront.md §3.4). */
export const deliveryMessages = defineMessages({
  delivery: { id: 'catalog.delivery.label', defaultMessage: 'Delivery' },
  chooseState: {
    id: 'catalog.delivery.chooseState',
    defaultMessage: 'Choose your state to see the delivery fee and when it arrives.',
  },
  changeState: { id: 'catalog.delivery.changeState', defaultMessage: 'Change state' },
  yourState: { id: 'catalog.delivery.yourState', defaultMessage: 'Your state' },
  aState: { id: 'catalog.delivery.aState', defaultMessage: 'Choose a state' },
  free: { id: 'catalog.delivery.free', defaultMessage: 'free delivery' },
});

type DeliveryValues = { state: string; fee: string; dates: string };

export const deliverTo = defineMessage<DeliveryValues>({
  id: 'catalog.delivery.deliverTo',
  defaultMessage: 'Deliver to {state}: {fee}, arrives {dates}',
});

export const deliverToPayOnDelivery = defineMessage<DeliveryValues>({
  id: 'catalog.delivery.deliverToPayOnDelivery',
  defaultMessage: 'Deliver to {state}: {fee}, arrives {dates}; pay on delivery available',
});

/** The first and last days a parcel may arrive. */
export const dateRange = defineMessage<{ from: string; to: string }>({
  id: 'catalog.delivery.dateRange',
  defaultMessage: '{from} – {to}',
});
