import { messageCatalogue } from 'shared-contracts/i18n';

/**
 * What a page that needs JavaScript says inside its `<noscript>` (components/no-script-page.tsx), in each language.
 * Only the server's render shows it: a browser that runs script neither renders nor compares what is inside a
 * `<noscript>`, so the server adds these words to the page's (server/render.tsx) and no browser fetches them.
 */
export const noScriptCatalogue = messageCatalogue({
  pcm: () => import(/* webpackChunkName: "no-script-messages-pcm" */ './pcm.json'),
  ha: () => import(/* webpackChunkName: "no-script-messages-ha" */ './ha.json'),
  yo: () => import(/* webpackChunkName: "no-script-messages-yo" */ './yo.json'),
  ig: () => import(/* webpackChunkName: "no-script-messages-ig" */ './ig.json'),
});
