import { defineMessage } from 'react-intl';

/** docs/storefront.md §11.1: the banner's words, shown even when the banner's code cannot be fetched. */
export const offlineMessage = defineMessage({
  id: 'shell.offline.banner',
  defaultMessage: "You're offline — showing saved pages",
});
