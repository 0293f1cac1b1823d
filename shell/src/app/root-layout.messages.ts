import { defineMessage } from 'react-intl';

/** The first link of every storefront page, for the keyboard: it jumps over the header to the page's content. */
export const skipToContent = defineMessage({
  id: 'shell.layout.skipToContent',
  defaultMessage: 'Skip to content',
});
