import { defineMessage, defineMessages, type PrimitiveType } from 'react-intl';

/** The home page's promotion banners and a promotion's landing page (docs/storefront.md §17). */
export const promotionMessages = defineMessages({
  promotions: { id: 'catalog.promotions.promotions', defaultMessage: 'Promotions' },
  shopTheOffer: { id: 'catalog.promotions.shopTheOffer', defaultMessage: 'Shop the offer' },
  ended: { id: 'catalog.promotions.ended', defaultMessage: 'Ended' },
  freeDelivery: { id: 'catalog.promotions.freeDelivery', defaultMessage: 'Free delivery' },
  notFoundTitle: { id: 'catalog.promotions.notFoundTitle', defaultMessage: 'Promotion not found | Kasuwa' },
  pageTitle: { id: 'catalog.promotions.pageTitle', defaultMessage: 'Promotion | Kasuwa' },
  notRunning: { id: 'catalog.promotions.notRunning', defaultMessage: 'This promotion is not running' },
  mayHaveEnded: {
    id: 'catalog.promotions.mayHaveEnded',
    defaultMessage: 'It may have ended. Have a look at what is on sale now.',
  },
  seeOnSale: { id: 'catalog.promotions.seeOnSale', defaultMessage: 'See what is on sale' },
  promotion: { id: 'catalog.promotions.promotion', defaultMessage: 'Promotion' },
  whileItLasts: { id: 'catalog.promotions.whileItLasts', defaultMessage: 'While it lasts.' },
});

/** The time a countdown has left: days, then hours:minutes:seconds. */
export const timeLeftMessage = defineMessage<{ days: number; clock: string }>({
  id: 'catalog.promotions.timeLeft',
  defaultMessage: '{days}d {clock} left',
});

/** When a promotion ends (`time`: a `<time>` element). */
export const endsAt = defineMessage<{ time: PrimitiveType }>({
  id: 'catalog.promotions.endsAt',
  defaultMessage: 'Ends {time}',
});

export const percentOff = defineMessage<{ percent: number }>({
  id: 'catalog.promotions.percentOff',
  defaultMessage: '{percent}% off',
});

export const amountOff = defineMessage<{ amount: string }>({
  id: 'catalog.promotions.amountOff',
  defaultMessage: '{amount} off',
});

/** After the offer: the code to enter at checkout (`code`: a `<code>` element). */
export const withCode = defineMessage<{ code: PrimitiveType }>({
  id: 'catalog.promotions.withCode',
  defaultMessage: 'with the code {code} at checkout',
});

export const landingDescription = defineMessage<{ name: string; offer: string }>({
  id: 'catalog.promotions.description',
  defaultMessage: '{name} at Kasuwa: {offer}. Prices in Naira, delivery across Nigeria.',
});

export const landingDescriptionUntil = defineMessage<{ name: string; offer: string; until: string }>({
  id: 'catalog.promotions.descriptionUntil',
  defaultMessage: '{name} at Kasuwa: {offer}, until {until}. Prices in Naira, delivery across Nigeria.',
});
