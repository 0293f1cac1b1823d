import { messageCatalogue } from 'shared-contracts/i18n';

/**
 * The contact form's words in each language (the Contact dialog's and the /contact page's): a chunk of their own,
 * fetched with the form rather than with every page.
 */
export const contactCatalogue = messageCatalogue({
  pcm: () => import(/* webpackChunkName: "contact-messages-pcm" */ './pcm.json'),
  ha: () => import(/* webpackChunkName: "contact-messages-ha" */ './ha.json'),
  yo: () => import(/* webpackChunkName: "contact-messages-yo" */ './yo.json'),
  ig: () => import(/* webpackChunkName: "contact-messages-ig" */ './ig.json'),
});
