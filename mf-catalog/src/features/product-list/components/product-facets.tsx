import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira, type ProductFacets as Facets } from 'shared-contracts';
import { theme } from 'shared-contracts/ui/theme';
import { useIntl } from 'react-intl';
import type { Translate } from '../../../messages/translate';
import type { ProductFilters } from '../hooks/use-product-filters';
import { bandAbove, bandUnder, filterMessages } from '../product-list.messages';
import { useTextLang } from 'shared-contracts/i18n';

const Group = styled.section`
  & + & {
    margin-top: 1rem;
  }
  h2 {
    font-size: 0.95rem;
    margin: 0 0 0.4rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.15rem;
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.3rem 0.4rem;
    border-radius: ${theme.radius};
    color: ${theme.text};
    text-decoration: none;
    min-height: 2rem;
    align-items: center;
  }
  a:hover {
    background: ${theme.surfaceStrong};
  }
  a[aria-current='true'] {
    font-weight: 600;
    color: ${theme.primary};
  }
`;

const Count = styled.span`
  color: ${theme.muted};
  font-size: 0.85rem;
`;

interface Props {
  facets: Facets | undefined;
  filters: ProductFilters;
  /** A link to the listing with some parameters changed (undefined removes one), on its first page. */
  hrefOf: (changes: Record<string, string | undefined>, path?: string) => string;
}

/** A price band's words: "Under ₦10,000", "₦10,000 – ₦49,999.99", "₦500,000 and above". */
function bandLabel(min: number, max: number | null, t: Translate): string {
  if (min === 0 && max !== null) return t(bandUnder, { max: formatNaira(max + 0.01) });
  if (max === null) return t(bandAbove, { min: formatNaira(min) });
  return `${formatNaira(min)} – ${formatNaira(max)}`;
}

/**
 * The listing's facets: plain links with the number of products each choice shows, rendered by the server with
 * the page, so they work before (and without) JavaScript. A chosen value links back to the listing without it.
 */
export function ProductFacets({ facets, filters, hrefOf }: Props) {
  const { formatMessage: t } = useIntl();
  const langOf = useTextLang();
  if (!facets) return null;
  const category = filters.category?.toLowerCase();
  const brand = filters.brand.toLowerCase();
  const bandChosen = (min: number, max: number | null) =>
    filters.minPrice === String(min) && filters.maxPrice === (max === null ? '' : String(max));
  return (
    <nav aria-label={t(filterMessages.narrow)}>
      {facets.categories.length > 0 && (
        <Group aria-labelledby="facet-category">
          <h2 id="facet-category">{t(filterMessages.category)}</h2>
          <ul>
            {facets.categories.map((c) => {
              const chosen = category === c.value || category === c.label.toLowerCase();
              return (
                <li key={c.value}>
                  <Link
                    aria-current={chosen || undefined}
                    to={
                      chosen
                        ? hrefOf({ category: undefined }, '/products')
                        : hrefOf({ category: undefined }, `/products/category/${c.value}`)
                    }
                  >
                    <span lang={langOf(c.lang)}>{c.label}</span>
                    <Count>{c.count}</Count>
                  </Link>
                </li>
              );
            })}
          </ul>
        </Group>
      )}
      {facets.brands.length > 0 && (
        <Group aria-labelledby="facet-brand">
          <h2 id="facet-brand">{t(filterMessages.brand)}</h2>
          <ul>
            {facets.brands.map((b) => {
              const chosen = brand === b.value;
              return (
                <li key={b.value}>
                  <Link
                    aria-current={chosen || undefined}
                    to={hrefOf({ brand: chosen ? undefined : b.value })}
                  >
                    <span>{b.label}</span>
                    <Count>{b.count}</Count>
                  </Link>
                </li>
              );
            })}
          </ul>
        </Group>
      )}
      <Group aria-labelledby="facet-price">
        <h2 id="facet-price">{t(filterMessages.price)}</h2>
        <ul>
          {facets.price_bands
            .filter((band) => band.count > 0 || bandChosen(band.min, band.max))
            .map((band) => {
              const chosen = bandChosen(band.min, band.max);
              return (
                <li key={band.min}>
                  <Link
                    aria-current={chosen || undefined}
                    to={hrefOf(
                      chosen
                        ? { min_price: undefined, max_price: undefined }
                        : {
                            min_price: String(band.min),
                            max_price: band.max === null ? undefined : String(band.max),
                          },
                    )}
                  >
                    <span>{bandLabel(band.min, band.max, t)}</span>
                    <Count>{band.count}</Count>
                  </Link>
                </li>
              );
            })}
        </ul>
      </Group>
      <Group aria-labelledby="facet-availability">
        <h2 id="facet-availability">{t(filterMessages.availability)}</h2>
        <ul>
          <li>
            <Link
              aria-current={filters.inStock || undefined}
              to={hrefOf({ in_stock: filters.inStock ? undefined : 'true' })}
            >
              <span>{t(filterMessages.inStock)}</span>
              <Count>{facets.in_stock}</Count>
            </Link>
          </li>
          <li>
            <Link
              aria-current={filters.onSale || undefined}
              to={hrefOf({ on_sale: filters.onSale ? undefined : 'true' })}
            >
              <span>{t(filterMessages.onSale)}</span>
              <Count>{facets.on_sale}</Count>
            </Link>
          </li>
        </ul>
      </Group>
      <Group aria-labelledby="facet-rating">
        <h2 id="facet-rating">{t(filterMessages.customerRating)}</h2>
        <ul>
          <li>
            <Link
              aria-current={filters.fourStars || undefined}
              to={hrefOf({ min_rating: filters.fourStars ? undefined : '4' })}
            >
              <span>{t(filterMessages.fourStars)}</span>
            </Link>
          </li>
        </ul>
      </Group>
    </nav>
  );
}
