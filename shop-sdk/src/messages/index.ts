import { messageCatalogue } from 'shared-contracts/i18n';

/** The SDK's words in each language (sdk.messages.ts); the shell provides them to the whole page with its own. */
export const sdkCatalogue = messageCatalogue({
  pcm: () => import(/* webpackChunkName: "sdk-messages-pcm" */ './pcm.json'),
  ha: () => import(/* webpackChunkName: "sdk-messages-ha" */ './ha.json'),
  yo: () => import(/* webpackChunkName: "sdk-messages-yo" */ './yo.json'),
  ig: () => import(/* webpackChunkName: "sdk-messages-ig" */ './ig.json'),
});
