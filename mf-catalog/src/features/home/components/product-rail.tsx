import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Product } from 'shared-contracts';
import { ProductCard, ProductCardSkeleton } from '../../../components/product-card';
import { SectionTitle } from 'shared-contracts/ui/layout';
import { theme } from 'shared-contracts/ui/theme';
import { useIntl } from 'react-intl';
import { homeMessages } from '../home.messages';

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 1rem;
  a {
    color: ${theme.primary};
    font-weight: 600;
    text-decoration: none;
  }
`;

/** Columns of a rail: 2 on a phone, 4 from a tablet up. A rail shows whole rows of both. */
const RAIL_COLUMNS = 4;

const RailGrid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: 700px) {
    grid-template-columns: repeat(${RAIL_COLUMNS}, minmax(0, 1fr));
  }
`;

/**
 * What a rail shows of its candidates: those in stock first (each group keeping its order), then as many as fill
 * whole rows, at most `size`. Fewer than a row are shown as they are.
 */
export function railProducts(candidates: Product[], size: number): Product[] {
  const ranked = [...candidates.filter((p) => p.in_stock), ...candidates.filter((p) => !p.in_stock)];
  const count = Math.min(ranked.length, size);
  const whole = count - (count % RAIL_COLUMNS);
  return ranked.slice(0, whole > 0 ? whole : count);
}

interface Props {
  id: string;
  title: string;
  products: Product[];
  loading: boolean;
  moreTo: string;
}

/** A titled row of product cards with a link into the catalog; hidden when it has nothing to show. */
export function ProductRail({ id, title, products, loading, moreTo }: Props) {
  const { formatMessage: t } = useIntl();
  if (!loading && products.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Head>
        <SectionTitle id={id}>{title}</SectionTitle>
        <Link to={moreTo}>{t(homeMessages.viewAll)}</Link>
      </Head>
      <RailGrid>
        {loading
          ? Array.from({ length: RAIL_COLUMNS }, (_, i) => <ProductCardSkeleton key={i} />)
          : products.map((p) => <ProductCard key={p.id} product={p} />)}
      </RailGrid>
    </section>
  );
}
