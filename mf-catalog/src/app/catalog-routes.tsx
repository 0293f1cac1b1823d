import { useLocation, useRoutes } from 'react-router-dom';
import { OwnMessages } from 'shared-contracts/i18n';
import { splitLocalePath } from 'shared-contracts/locales';
import { useHydrateAllWhenChanged } from 'shop-sdk/ui/hydrate-when-seen';
import { catalogMessages } from '../messages';
import { catalogRoutes, preloadPage } from './route-table';

/**
 * What the page at `path` (without its language's prefix) needs before the browser hydrates it: its code, and the
 * catalog's words in the page's language (the URL's prefix), so that hydration does not wait for them.
 */
export function preload(path: string): Promise<void> {
  const { locale } = splitLocalePath(window.location.pathname);
  return Promise.all([preloadPage(path), catalogMessages.load(locale)]).then(() => undefined);
}

function Routes() {
  // A navigation hydrates the parts of the server's page still waiting (cards, reviews, filters) first.
  useHydrateAllWhenChanged(useLocation().key);
  return useRoutes(catalogRoutes);
}

/** The catalog's route subtree, exposed as `./routes` (its table: route-table.tsx), in the page's language. */
export default function CatalogRoutes() {
  return (
    <OwnMessages catalogue={catalogMessages}>
      <Routes />
    </OwnMessages>
  );
}
