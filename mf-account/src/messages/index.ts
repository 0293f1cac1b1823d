import { combinedCatalogue, messageCatalogue } from 'shared-contracts/i18n';

/**
 * The words of signing in and creating an account (the dialogs, the /auth pages, the field labels and their
 * validation) in each language; English is in the code. A part of its own: the sign-in dialog opens on a shopper's
 * first visit to any page, and brings only these.
 */
export const authMessages = messageCatalogue({
  pcm: () => import(/* webpackChunkName: "auth-messages-pcm" */ './auth/pcm.json'),
  ha: () => import(/* webpackChunkName: "auth-messages-ha" */ './auth/ha.json'),
  yo: () => import(/* webpackChunkName: "auth-messages-yo" */ './auth/yo.json'),
  ig: () => import(/* webpackChunkName: "auth-messages-ig" */ './auth/ig.json'),
});

/** The account's own words in each language (its pages: the account, the orders and returns) with authMessages. */
export const accountMessages = combinedCatalogue(
  messageCatalogue({
    pcm: () => import(/* webpackChunkName: "account-messages-pcm" */ './pcm.json'),
    ha: () => import(/* webpackChunkName: "account-messages-ha" */ './ha.json'),
    yo: () => import(/* webpackChunkName: "account-messages-yo" */ './yo.json'),
    ig: () => import(/* webpackChunkName: "account-messages-ig" */ './ig.json'),
  }),
  authMessages,
);
