import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Product } from 'shared-contracts';
import { ProductCard, ProductCardSkeleton, ProductGridLayout } from '../../../components/product-card';
import { SectionTitle } from 'shared-contracts/ui/layout';
import { theme } from 'shared-contracts/ui/theme';

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

interface Props {
  id: string;
  title: string;
  products: Product[];
  loading: boolean;
  moreTo: string;
}

/** A titled row of product cards with a link into the catalog; hidden when it has nothing to show. */
export function ProductRail({ id, title, products, loading, moreTo }: Props) {
  if (!loading && products.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Head>
        <SectionTitle id={id}>{title}</SectionTitle>
        <Link to={moreTo}>View all</Link>
      </Head>
      <ProductGridLayout>
        {loading
          ? Array.from({ length: 4 }, (_, i) => <ProductCardSkeleton key={i} />)
          : products.map((p) => <ProductCard key={p.id} product={p} />)}
      </ProductGridLayout>
    </section>
  );
}
