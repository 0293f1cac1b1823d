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
import { useIntl } from 'react-intl';
import type { Translate } from '../../messages/translate';
import {
  amountOff,
  landingDescription,
  landingDescriptionUntil,
  percentOff,
  promotionMessages,
  withCode,
} from '../../features/promotions/promotions.messages';

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
export function offerLine(promotion: Promotion, t: Translate): string {
  if (promotion.kind === 'percentage' && promotion.percent_off !== null)
    return t(percentOff, { percent: promotion.percent_off });
  if (promotion.kind === 'fixed' && promotion.amount_off !== null)
    return t(amountOff, { amount: formatNaira(promotion.amount_off) });
  return t(promotionMessages.freeDelivery);
}

const SITE = 'Kasuwa';

const landingMeta = (promotion: Promotion, page: number, t: Translate): PageMeta => ({
  title: `${promotion.name}: ${offerLine(promotion, t)} | ${SITE}`,
  description: promotion.ends_at
    ? t(landingDescriptionUntil, {
        name: promotion.name,
        offer: offerLine(promotion, t),
        until: formatDateTime(promotion.ends_at),
      })
    : t(landingDescription, { name: promotion.name, offer: offerLine(promotion, t) }),
  canonical: `/promotions/${promotion.slug}${page > 1 ? `?page=${page}` : ''}`,
});

/** /promotions/:slug: a running promotion's products, with the prices checkout charges for them. */
export default function PromotionPage() {
  const { slug = '' } = useParams();
  const { formatMessage: t } = useIntl();
  const [params, setParams] = useSearchParams();
  const page = landingPageOf(params);
  const landing = usePromotionLanding(slug, page);
  const notFound = statusOf(landing.error) === 404;
  const promotion = landing.data?.promotion;
  usePageMeta(
    promotion
      ? landingMeta(promotion, page, t)
      : notFound
        ? { title: t(promotionMessages.notFoundTitle), status: 404 }
        : { title: t(promotionMessages.pageTitle), canonical: `/promotions/${slug}` },
  );

  if (notFound) {
    return (
      <Page>
        <EmptyState title={t(promotionMessages.notRunning)} level={1}>
          <p>{t(promotionMessages.mayHaveEnded)}</p>
          <ButtonLink to="/products?on_sale=true">{t(promotionMessages.seeOnSale)}</ButtonLink>
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
        <Title>{promotion?.name ?? t(promotionMessages.promotion)}</Title>
        {promotion && (
          <>
            <Offer>
              {offerLine(promotion, t)}
              {promotion.code ? <> {t(withCode, { code: <Code>{promotion.code}</Code> })}</> : null}
            </Offer>
            {promotion.ends_at ? (
              <Countdown endsAt={promotion.ends_at} />
            ) : (
              <Muted>{t(promotionMessages.whileItLasts)}</Muted>
            )}
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
