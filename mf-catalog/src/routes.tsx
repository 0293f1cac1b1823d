import { formatNaira } from 'shared-contracts';
export default function CatalogRoutes() {
  return <p>{formatNaira(1500)}</p>;
}
