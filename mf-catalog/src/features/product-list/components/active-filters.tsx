import { formatNaira, type ProductFacets as Facets } from 'shared-contracts';
import { ChipList, RemovableChip } from 'shared-contracts/ui/chip';
import { useIntl } from 'react-intl';
import type { Translate } from '../../../messages/translate';
import type { ProductFilters } from '../hooks/use-product-filters';
import { brandFilter, filterMessages, priceBetween, priceFrom, priceUpTo } from '../product-list.messages';

/** One filter in force: its words, and the listing's parameters that remove it. */
export interface ActiveFilter {
  label: string;
  remove: Record<string, string | undefined>;
  /** Another path, when removing it leaves the category's page (a category chosen within a search). */
  path?: string;
}

/** "Price: ₦10,000 – ₦49,999.99", "Price: from ₦500,000", "Price: up to ₦9,999.99". */
function priceLabel(min: string, max: string, t: Translate): string {
  if (min && max) return t(priceBetween, { min: formatNaira(Number(min)), max: formatNaira(Number(max)) });
  if (min) return t(priceFrom, { min: formatNaira(Number(min)) });
  return t(priceUpTo, { max: formatNaira(Number(max)) });
}

/**
 * The filters that narrow the listing, one each: the brand, the price range, in stock, on sale, 4★ & up, and a
 * category chosen within a search. Neither the order nor the search's own words are filters (the words are the
 * heading above the results); a category page's category is the page.
 */
export function activeFilters(
  filters: ProductFilters,
  facets: Facets | undefined,
  t: Translate,
): ActiveFilter[] {
  const found: ActiveFilter[] = [];
  const search = filters.search.trim();
  if (filters.category && search) {
    const category = filters.category.toLowerCase();
    const known = facets?.categories.find((c) => c.value === category || c.label.toLowerCase() === category);
    found.push({
      label: known?.label ?? filters.category,
      remove: { category: undefined },
      path: '/products',
    });
  }
  if (filters.brand) {
    const known = facets?.brands.find((b) => b.value === filters.brand.toLowerCase());
    found.push({
      label: t(brandFilter, { brand: known?.label ?? filters.brand }),
      remove: { brand: undefined },
    });
  }
  if (filters.minPrice || filters.maxPrice)
    found.push({
      label: priceLabel(filters.minPrice, filters.maxPrice, t),
      remove: { min_price: undefined, max_price: undefined },
    });
  if (filters.inStock) found.push({ label: t(filterMessages.inStock), remove: { in_stock: undefined } });
  if (filters.onSale) found.push({ label: t(filterMessages.onSale), remove: { on_sale: undefined } });
  if (filters.fourStars)
    found.push({ label: t(filterMessages.fourStars), remove: { min_rating: undefined } });
  return found;
}

/** The filters in force as chips above the results, each removing itself. */
export function ActiveFilters({
  active,
  hrefOf,
}: {
  active: ActiveFilter[];
  hrefOf: (changes: Record<string, string | undefined>, path?: string) => string;
}) {
  const { formatMessage: t } = useIntl();
  if (active.length === 0) return null;
  return (
    <ChipList aria-label={t(filterMessages.inForce)}>
      {active.map((filter) => (
        <li key={filter.label}>
          <RemovableChip label={filter.label} to={hrefOf(filter.remove, filter.path)} />
        </li>
      ))}
    </ChipList>
  );
}
