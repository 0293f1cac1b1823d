import { messageCatalogue } from 'shared-contracts/i18n';

/**
 * The help pages' words in each language (their titles, the articles): most of the shell's text, so a chunk of their
 * own, fetched when a help page is opened rather than with every page (`OwnMessages` in pages/help/help-page.tsx).
 */
export const helpCatalogue = messageCatalogue({
  pcm: () => import(/* webpackChunkName: "help-messages-pcm" */ './pcm.json'),
  ha: () => import(/* webpackChunkName: "help-messages-ha" */ './ha.json'),
  yo: () => import(/* webpackChunkName: "help-messages-yo" */ './yo.json'),
  ig: () => import(/* webpackChunkName: "help-messages-ig" */ './ig.json'),
});
