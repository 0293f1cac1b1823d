import { defineMessage, defineMessages } from 'react-intl';

/** The words of a product's card, its prices and its rating (docs/storefront.md §2; English as SPEC.md has it). */
export const cardMessages = defineMessages({
  outOfStock: { id: 'catalog.card.outOfStock', defaultMessage: 'Out of stock' },
  sale: { id: 'catalog.card.sale', defaultMessage: 'Sale' },
  inYourWishlist: { id: 'catalog.card.inYourWishlist', defaultMessage: 'In your wishlist' },
  addToWishlist: { id: 'catalog.card.addToWishlist', defaultMessage: 'Add to wishlist' },
});

type PriceValues = { price: string };

export const salePrice = defineMessage<PriceValues>({
  id: 'catalog.card.salePrice',
  defaultMessage: 'Sale price {price}',
});

export const regularPrice = defineMessage<PriceValues>({
  id: 'catalog.card.regularPrice',
  defaultMessage: 'Regular price {price}',
});

export const promotionPrice = defineMessage<PriceValues>({
  id: 'catalog.card.promotionPrice',
  defaultMessage: 'Promotion price {price}',
});

/** The price a promotion brings down, struck through. */
export const beforePromotion = defineMessage<PriceValues>({
  id: 'catalog.card.beforePromotion',
  defaultMessage: 'Before the promotion {price}',
});

/** After a promotion's or an offer's name: when it ends. */
export const endsOn = defineMessage<{ date: string }>({
  id: 'catalog.card.endsOn',
  defaultMessage: 'ends {date}',
});

/** What an offer of the shopper's order of this product takes off (docs/storefront.md §2.3). */
export const amountOff = defineMessage<{ amount: string }>({
  id: 'catalog.card.amountOff',
  defaultMessage: '{amount} off your order of this product',
});

export const percentOff = defineMessage<{ percent: number }>({
  id: 'catalog.card.percentOff',
  defaultMessage: '{percent}% off your order of this product',
});

export const percentOffUpTo = defineMessage<{ percent: number; max: string }>({
  id: 'catalog.card.percentOffUpTo',
  defaultMessage: '{percent}% off your order of this product, up to {max}',
});

export const saveToWishlist = defineMessage<{ name: string }>({
  id: 'catalog.card.saveToWishlist',
  defaultMessage: 'Save {name} to your wishlist',
});

/** A product's number of reviews. */
export const reviewCount = defineMessage<{ count: number }>({
  id: 'catalog.card.reviewCount',
  defaultMessage: '{count, plural, one {# review} other {# reviews}}',
});
