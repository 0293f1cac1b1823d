import { messageCatalogue } from 'shared-contracts/i18n';

/** The cart's own words in each language (the cart, the wishlist, checkout); English is in the code. */
export const cartMessages = messageCatalogue({
  pcm: () => import(/* webpackChunkName: "cart-messages-pcm" */ './pcm.json'),
  ha: () => import(/* webpackChunkName: "cart-messages-ha" */ './ha.json'),
  yo: () => import(/* webpackChunkName: "cart-messages-yo" */ './yo.json'),
  ig: () => import(/* webpackChunkName: "cart-messages-ig" */ './ig.json'),
});
