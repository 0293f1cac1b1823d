import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime, formatNaira } from 'shared-contracts';
import { statusOf, usePageMeta, type PageMeta } from 'shop-sdk';
import type { PromotionLanding } from 'shared-contracts/schemas/banners';
import { ButtonLink } from 'shared-contracts/ui/button';
import { Page, Muted, Title } from 'shared-contracts/ui/layout';
import { Pagination } from 'shared-contracts/ui/pagination';
import { EmptyState } from 'shared-contracts/ui/states';
import { theme } from 'shared-contracts/ui/theme';
import { ProductResults } from '../../features/product-list/components/product-results';
import { landingPageOf, usePromotionLanding } from '../../features/promotions/api/get-promotion-landing';
import { Countdown } from '../../features/promotions/components/countdown';

const Header = styled.header`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1.5rem;
  padding-bottom: 1rem;
  border-bottom: 1px solid ${theme.border};
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Offer = styled.p`
  font-size: 1.1rem;
  font-weight: 600;
  color: ${theme.primaryDark};
`;

const Code = styled.code`
  padding: 0.1rem 0.4rem;
  border: 1px dashed ${theme.primary};
  border-radius: 4px;
  font-weight: 700;
`;

type Promotion = PromotionLanding['promotion'];

/** What the promotion gives, in a line. */
export function offerLine(promotion: Promotion): string {
  if (promotion.kind === 'percentage' && promotion.percent_off !== null)
    return `${promotion.percent_off}% off`;
  if (promotion.kind === 'fixed' && promotion.amount_off !== null)
    return `${formatNaira(promotion.amount_off)} off`;
  return 'Free delivery';
}

const SITE = 'Kasuwa';

const NOT_RUNNING_META: PageMeta = { title: `Promotion not found | ${SITE}`, status: 404 };

const landingMeta = (promotion: Promotion, page: number): PageMeta => ({
  title: `${promotion.name}: ${offerLine(promotion)} | ${SITE}`,
  description: `${promotion.name} at ${SITE}: ${offerLine(promotion)}${
    promotion.ends_at ? `, until ${formatDateTime(promotion.ends_at)}` : ''
  }. Prices in Naira, delivery across Nigeria.`,
  canonical: `/promotions/${promotion.slug}${page > 1 ? `?page=${page}` : ''}`,
});

/** /promotions/:slug: a running promotion's products, with the prices checkout charges for them. */
export default function PromotionPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = landingPageOf(params);
  const landing = usePromotionLanding(slug, page);
  const notFound = statusOf(landing.error) === 404;
  const promotion = landing.data?.promotion;
  usePageMeta(
    promotion
      ? landingMeta(promotion, page)
      : notFound
        ? NOT_RUNNING_META
        : { title: `Promotion | ${SITE}`, canonical: `/promotions/${slug}` },
  );

  if (notFound) {
    return (
      <Page>
        <EmptyState title="This promotion is not running" level={1}>
          <p>It may have ended. Have a look at what is on sale now.</p>
          <ButtonLink to="/products?on_sale=true">See what is on sale</ButtonLink>
        </EmptyState>
      </Page>
    );
  }

  const products = landing.data?.products;
  const pages = products ? Math.max(1, Math.ceil(products.count / products.page_size)) : 1;
  const hrefOfPage = (target: number) =>
    `/promotions/${promotion?.slug ?? slug}${target > 1 ? `?page=${target}` : ''}`;

  return (
    <Page>
      <Header>
        <Title>{promotion?.name ?? 'Promotion'}</Title>
        {promotion && (
          <>
            <Offer>
              {offerLine(promotion)}
              {promotion.code ? (
                <>
                  {' '}
                  with the code <Code>{promotion.code}</Code> at checkout
                </>
              ) : null}
            </Offer>
            {promotion.ends_at ? <Countdown endsAt={promotion.ends_at} /> : <Muted>While it lasts.</Muted>}
          </>
        )}
      </Header>
      <ProductResults
        data={products}
        isPending={landing.isPending}
        isError={landing.isError}
        isStale={landing.isPlaceholderData}
        error={landing.error}
        onRetry={() => void landing.refetch()}
        hasFilters={false}
        onReset={() => undefined}
      />
      {products && (
        <Pagination
          page={page}
          pages={pages}
          onPage={(target) => {
            setParams(target > 1 ? { page: String(target) } : {});
            window.scrollTo?.({ top: 0, behavior: 'smooth' });
          }}
          hrefFor={hrefOfPage}
        />
      )}
    </Page>
  );
}
