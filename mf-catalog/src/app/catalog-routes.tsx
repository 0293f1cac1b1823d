import { useRoutes } from 'react-router-dom';
import { catalogRoutes } from './route-table';

export { preloadPage as preload } from './route-table';

/** The catalog's route subtree, exposed as `./routes` (its table: route-table.tsx). */
export default function CatalogRoutes() {
  return useRoutes(catalogRoutes);
}
