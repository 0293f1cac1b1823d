import styled from 'styled-components';
import { useCategories } from 'shared-contracts';
import { isOnSale } from 'shared-contracts/ui/price';
import { Page } from 'shared-contracts/ui/layout';
import { useProducts } from '../../features/product-list/api/get-products';
import { CategoryTiles } from '../../features/home/components/category-tiles';
import { Hero } from '../../features/home/components/hero';
import { ProductRail } from '../../features/home/components/product-rail';

const Sections = styled.div`
  display: grid;
  gap: 2.5rem;
`;

const RAIL_SIZE = 8;

/** The shop's front page: hero, categories, new arrivals and deals. */
export default function HomePage() {
  const categories = useCategories();
  const newest = useProducts({ sort: 'newest', page_size: RAIL_SIZE });
  // Sale prices are per variant, so the deals rail is picked from a wider, cheapest-first page.
  const deals = useProducts({ sort: 'price_asc', page_size: 48 });
  const onSale = (deals.data?.results ?? []).filter((p) => p.variants.some(isOnSale)).slice(0, RAIL_SIZE);

  return (
    <Page>
      <title>Kasuwa | Shop online in Nigeria</title>
      <Sections>
        <Hero />
        <CategoryTiles categories={categories.data ?? []} loading={categories.isPending} />
        <ProductRail
          id="new-arrivals"
          title="New arrivals"
          products={newest.data?.results ?? []}
          loading={newest.isPending}
          moreTo="/products?sort=newest"
        />
        <ProductRail
          id="on-sale"
          title="On sale"
          products={onSale}
          loading={deals.isPending}
          moreTo="/products?sort=price_asc"
        />
      </Sections>
    </Page>
  );
}
