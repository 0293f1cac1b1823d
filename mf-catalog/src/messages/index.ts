import { messageCatalogue } from 'shared-contracts/i18n';

/** The catalog's own words in each language (its pages, cards and head); English is in the code. */
export const catalogMessages = messageCatalogue({
  pcm: () => import(/* webpackChunkName: "catalog-messages-pcm" */ './pcm.json'),
  ha: () => import(/* webpackChunkName: "catalog-messages-ha" */ './ha.json'),
  yo: () => import(/* webpackChunkName: "catalog-messages-yo" */ './yo.json'),
  ig: () => import(/* webpackChunkName: "catalog-messages-ig" */ './ig.json'),
});
