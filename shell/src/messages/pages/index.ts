import { messageCatalogue } from 'shared-contracts/i18n';

/**
 * The words of the shell's two pages that load on their own (the error page, the 404 page) in each language: a chunk
 * of their own, fetched with either page rather than with every page.
 */
export const pagesCatalogue = messageCatalogue({
  pcm: () => import(/* webpackChunkName: "page-messages-pcm" */ './pcm.json'),
  ha: () => import(/* webpackChunkName: "page-messages-ha" */ './ha.json'),
  yo: () => import(/* webpackChunkName: "page-messages-yo" */ './yo.json'),
  ig: () => import(/* webpackChunkName: "page-messages-ig" */ './ig.json'),
});
