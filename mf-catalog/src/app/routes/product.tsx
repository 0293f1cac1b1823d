import { useParams, useSearchParams, type Params } from 'react-router-dom';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { errorMessage, shopQueryClient, statusOf, usePageMeta } from 'shop-sdk';
import { getProductQueryOptions, useProduct } from '../../features/product-detail/api/get-product';
import { ButtonLink } from 'shared-contracts/ui/button';
import { Page } from 'shared-contracts/ui/layout';
import { Skeleton } from 'shared-contracts/ui/skeleton';
import { EmptyState, ErrorState } from 'shared-contracts/ui/states';
import { NotifyMe, preloadNotifyMe } from '../../features/back-in-stock/components/lazy-notify-me';
import { ProductDetails } from '../../features/product-detail/components/product-details';
import { productMeta, productNotFoundMeta, productPageMeta } from '../../features/seo/page-meta';
import { productIdOf } from '../../features/product-detail/product-id';
import { reviewParamsOf, useProductReviews } from '../../features/reviews/api';
import { ProductReviews } from '../../features/reviews/product-reviews';
import { productMessages } from '../../features/product-detail/product-detail.messages';

const SkeletonLayout = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: 1fr;
  @media (min-width: 860px) {
    grid-template-columns: 1fr 1fr;
  }
  > div {
    display: grid;
    gap: 1rem;
    align-content: start;
  }
`;

function NotFound() {
  const { formatMessage: t } = useIntl();
  return (
    <EmptyState title={t(productMessages.notFound)} level={1}>
      <p>{t(productMessages.notFoundText)}</p>
      <ButtonLink to="/products">{t(productMessages.browseAll)}</ButtonLink>
    </EmptyState>
  );
}

/**
 * What the page at `params` loads besides its own code before the browser hydrates it, from the data the server
 * rendered it with: "Notify me" for a product out of stock.
 */
export function preloadParts(params: Params): Promise<void> {
  const id = productIdOf(params.productId);
  return preloadNotifyMe(shopQueryClient.getQueryData(getProductQueryOptions(id).queryKey));
}

/** /products/:productId */
export default function ProductPage() {
  const { productId = '' } = useParams();
  const { formatMessage: t } = useIntl();
  const id = productIdOf(productId);
  const product = useProduct(id);
  const [params] = useSearchParams();
  const { sort, page } = reviewParamsOf(params);
  // The reviews the page shows are the ones its structured data names.
  const reviews = useProductReviews(id, sort, page);
  const notFound = !Number.isInteger(id) || id <= 0 || statusOf(product.error) === 404;
  usePageMeta(
    product.data
      ? productMeta(product.data, reviews.data?.results, t)
      : notFound
        ? productNotFoundMeta(t)
        : productPageMeta(productId, t),
  );

  if (notFound) {
    return (
      <Page>
        <NotFound />
      </Page>
    );
  }
  if (product.isPending) {
    return (
      <Page aria-busy="true" aria-label={t(productMessages.loading)}>
        <SkeletonLayout>
          <Skeleton $height="auto" style={{ aspectRatio: '1 / 1' }} />
          <div>
            <Skeleton $width="30%" />
            <Skeleton $height="2rem" $width="80%" />
            <Skeleton $height="1.6rem" $width="40%" />
            <Skeleton $height="2.5rem" />
            <Skeleton $height="6rem" />
          </div>
        </SkeletonLayout>
      </Page>
    );
  }
  if (product.isError) {
    return (
      <Page>
        <ErrorState
          level={1}
          title={t(productMessages.loadFailed)}
          message={errorMessage(product.error, t(productMessages.checkConnection))}
          onRetry={() => void product.refetch()}
        />
      </Page>
    );
  }
  return (
    <Page>
      <ProductDetails
        key={product.data.id}
        product={product.data}
        outOfStock={<NotifyMe productId={product.data.id} productName={product.data.name} />}
      />
      <ProductReviews productId={product.data.id} />
    </Page>
  );
}
