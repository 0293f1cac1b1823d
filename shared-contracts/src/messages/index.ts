import { messageCatalogue } from '../i18n';

/**
 * The words every package shares (shared.messages.ts: docs/storefront.md's toasts and validation messages, the UI
 * kit's words) in each language; the shell provides them to the whole page with its own.
 */
export const sharedCatalogue = messageCatalogue({
  pcm: () => import(/* webpackChunkName: "shared-messages-pcm" */ './pcm.json'),
  ha: () => import(/* webpackChunkName: "shared-messages-ha" */ './ha.json'),
  yo: () => import(/* webpackChunkName: "shared-messages-yo" */ './yo.json'),
  ig: () => import(/* webpackChunkName: "shared-messages-ig" */ './ig.json'),
});
