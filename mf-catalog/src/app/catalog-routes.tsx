import { useLocation, useRoutes } from 'react-router-dom';
import { useHydrateAllWhenChanged } from 'shop-sdk/ui/hydrate-when-seen';
import { catalogRoutes } from './route-table';

export { preloadPage as preload } from './route-table';

/** The catalog's route subtree, exposed as `./routes` (its table: route-table.tsx). */
export default function CatalogRoutes() {
  // A navigation hydrates the parts of the server's page still waiting (cards, reviews, filters) first.
  useHydrateAllWhenChanged(useLocation().key);
  return useRoutes(catalogRoutes);
}
