import { useMemo } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { type ProductListQuery } from 'shared-contracts';
import { useCategories, usePageMeta } from 'shop-sdk';
import { Page } from 'shared-contracts/ui/layout';
import { homeMeta } from '../../features/seo/page-meta';
import { homeMessages } from '../../features/home/home.messages';
import { useDeferredProducts, useProducts } from '../../features/product-list/api/get-products';
import { CategoryTiles } from '../../features/home/components/category-tiles';
import { Hero } from '../../features/home/components/hero';
import { useBanners } from '../../features/promotions/api/get-banners';
import { PromotionBanners } from '../../features/promotions/components/promotion-banners';
import { ProductRail, railProducts } from '../../features/home/components/product-rail';

const Sections = styled.div`
  display: grid;
  gap: 2.5rem;
`;

const RAIL_SIZE = 8;

/** The two rails' queries: a few more than a rail shows, so that those out of stock can give way to those in stock. */
export const HOME_QUERIES = {
  newest: { sort: 'newest', page_size: RAIL_SIZE + 4 },
  deals: { on_sale: true, sort: 'price_asc', page_size: RAIL_SIZE + 4 },
} as const satisfies Record<string, ProductListQuery>;

/** The shop's front page: the promotions' banners, hero, categories, new arrivals and deals. */
export default function HomePage() {
  const categories = useCategories();
  const { formatMessage: t } = useIntl();
  usePageMeta(useMemo(() => homeMeta(t), [t]));
  const newest = useProducts(HOME_QUERIES.newest);
  const deals = useProducts(HOME_QUERIES.deals);
  const banners = useBanners();
  // Until the cards have been rendered (as deferred work) the rails keep their skeletons.
  const newestPage = useDeferredProducts(newest);
  const dealsPage = useDeferredProducts(deals);
  const newArrivals = useMemo(
    () => railProducts(newestPage.data?.results ?? [], RAIL_SIZE),
    [newestPage.data],
  );
  const onSale = useMemo(() => railProducts(dealsPage.data?.results ?? [], RAIL_SIZE), [dealsPage.data]);

  return (
    <Page>
      <Sections>
        <PromotionBanners banners={banners.data ?? []} />
        <Hero />
        <CategoryTiles categories={categories.data ?? []} loading={categories.isPending} />
        <ProductRail
          id="new-arrivals"
          title={t(homeMessages.newArrivals)}
          products={newArrivals}
          loading={newestPage.pending}
          moreTo="/products?sort=newest"
        />
        <ProductRail
          id="on-sale"
          title={t(homeMessages.onSale)}
          products={onSale}
          loading={dealsPage.pending}
          moreTo="/products?on_sale=true&sort=price_asc"
        />
      </Sections>
    </Page>
  );
}
