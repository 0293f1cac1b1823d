import { combinedCatalogue, messageCatalogue } from 'shared-contracts/i18n';
import { sharedCatalogue } from 'shared-contracts/messages/index';
import { sdkCatalogue } from 'shop-sdk';

const ownMessages = messageCatalogue({
  pcm: () => import(/* webpackChunkName: "messages-pcm" */ './pcm.json'),
  ha: () => import(/* webpackChunkName: "messages-ha" */ './ha.json'),
  yo: () => import(/* webpackChunkName: "messages-yo" */ './yo.json'),
  ig: () => import(/* webpackChunkName: "messages-ig" */ './ig.json'),
});

/**
 * The words the shell provides to the whole page in each language: its own (the header, the footer, the shell's
 * pages) and those every package shares (the toasts, the validation messages, the UI kit's). English is in the code.
 */
export const shellMessages = combinedCatalogue(ownMessages, sharedCatalogue, sdkCatalogue);
