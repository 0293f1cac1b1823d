import { messageCatalogue } from 'shared-contracts/i18n';

/** The shell's own words in each language (the header, the footer, the shell's pages); English is in the code. */
export const shellMessages = messageCatalogue({
  pcm: () => import(/* webpackChunkName: "messages-pcm" */ './pcm.json'),
  ha: () => import(/* webpackChunkName: "messages-ha" */ './ha.json'),
  yo: () => import(/* webpackChunkName: "messages-yo" */ './yo.json'),
  ig: () => import(/* webpackChunkName: "messages-ig" */ './ig.json'),
});
