import { defineMessages } from 'react-intl';

/** A path under the catalog's prefixes that names no page. */
export const notFoundMessages = defineMessages({
  noSuchPage: { id: 'catalog.notFound.noSuchPage', defaultMessage: 'There is no such page in our catalog.' },
  browseAll: { id: 'catalog.notFound.browseAll', defaultMessage: 'Browse all products' },
});
