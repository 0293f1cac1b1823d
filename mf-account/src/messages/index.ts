import { messageCatalogue } from 'shared-contracts/i18n';

/**
 * The account's own words in each language (sign-in and create-account, the /auth pages, the account page); English
 * is in the code.
 */
export const accountMessages = messageCatalogue({
  pcm: () => import(/* webpackChunkName: "account-messages-pcm" */ './pcm.json'),
  ha: () => import(/* webpackChunkName: "account-messages-ha" */ './ha.json'),
  yo: () => import(/* webpackChunkName: "account-messages-yo" */ './yo.json'),
  ig: () => import(/* webpackChunkName: "account-messages-ig" */ './ig.json'),
});
