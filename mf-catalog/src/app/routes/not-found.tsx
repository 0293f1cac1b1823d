import { SectionNotFound } from 'shop-sdk/ui/section-not-found';

/** A path under the catalog's prefixes that names no catalog page. */
export default function CatalogNotFoundPage() {
  return (
    <SectionNotFound
      message="There is no such page in our catalog."
      back={{ to: '/products', label: 'Browse all products' }}
    />
  );
}
