import { lazy, memo, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  formatDate,
  type OwnReview,
  type ProductReviews as Reviews,
  type Review,
  type ReviewSort,
} from 'shared-contracts';
import { errorMessage, notify, useAskToSignIn, useIsSignedIn } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { HydrateWhenSeen } from 'shop-sdk/ui/hydrate-when-seen';
import { hiddenWithoutScript } from 'shared-contracts/ui/no-script';
import { Pagination } from 'shared-contracts/ui/pagination';
import { Stars } from 'shared-contracts/ui/stars';
import { theme } from 'shared-contracts/ui/theme';
import { reviewCount } from '../../components/card.messages';
import type { Translate } from '../../messages/translate';
import { basedOn, foundHelpful, hiddenBecause, reviewMessages, starCount } from './reviews.messages';
import { reviewParamsOf, reviewsHref, useHelpfulVote, useMyReview, useProductReviews } from './api';

/** The form loads only when a signed-in shopper who may review opens it. */
const ReviewForm = lazy(() => import('./review-form'));

const Section = styled.section`
  display: grid;
  gap: 1.25rem;
  margin-top: 2.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${theme.border};
  scroll-margin-top: 5rem;
  overflow-wrap: anywhere;
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
`;

const Summary = styled.div`
  display: grid;
  gap: 1.25rem;
  align-items: start;
  @media (min-width: 700px) {
    grid-template-columns: 14rem minmax(0, 22rem);
  }
`;

const Average = styled.div`
  display: grid;
  gap: 0.3rem;
  strong {
    font-size: 2.25rem;
    line-height: 1;
  }
  p {
    margin: 0;
    color: ${theme.muted};
    font-size: 0.9rem;
  }
`;

const Bars = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.35rem;
  font-size: 0.85rem;
  li {
    display: grid;
    grid-template-columns: 3.2rem 1fr 2rem;
    align-items: center;
    gap: 0.5rem;
  }
  li > span:last-child {
    text-align: right;
    color: ${theme.muted};
  }
`;

const Bar = styled.span`
  height: 0.55rem;
  border-radius: 999px;
  background: ${theme.surfaceStrong};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${theme.accent};
  }
`;

const SortLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  font-size: 0.9rem;
  a {
    color: ${theme.primary};
    font-weight: 600;
  }
  a[aria-current] {
    color: ${theme.text};
    text-decoration: none;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const Item = styled.li`
  display: grid;
  gap: 0.4rem;
  padding-bottom: 1rem;
  border-bottom: 1px solid ${theme.border};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    line-height: 1.55;
    white-space: pre-line;
  }
`;

const Meta = styled.p`
  color: ${theme.muted};
  font-size: 0.8rem;
`;

const Verified = styled.span`
  color: ${theme.primary};
  font-weight: 600;
`;

const Helpful = styled.div`
  ${hiddenWithoutScript}
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.8rem;
  color: ${theme.muted};
`;

function HelpfulVote({ review, productId }: { review: Review; productId: number }) {
  const signedIn = useIsSignedIn();
  const askToSignIn = useAskToSignIn();
  const vote = useHelpfulVote(productId);
  const { formatMessage: t } = useIntl();
  const [voted, setVoted] = useState(false);
  const onVote = () => {
    if (!signedIn) return askToSignIn(t(reviewMessages.helpfulSignIn));
    vote.mutate(review.id, {
      onSuccess: () => setVoted(true),
      onError: (error) => notify.error(errorMessage(error)),
    });
  };
  return (
    <Helpful>
      {review.helpful > 0 && <span>{t(foundHelpful, { count: review.helpful })}</span>}
      <Button type="button" $variant="secondary" $small onClick={onVote} disabled={voted || vote.isPending}>
        {t(voted ? reviewMessages.thanks : reviewMessages.helpful)}
      </Button>
    </Helpful>
  );
}

export function ReviewItem({ review, productId }: { review: Review; productId: number }) {
  const { formatMessage: t } = useIntl();
  return (
    <Item>
      <Stars value={review.rating} />
      <h3>{review.title}</h3>
      <Meta>
        {review.author}
        {review.verified_purchase && (
          <>
            {' · '}
            <Verified>{t(reviewMessages.verifiedPurchase)}</Verified>
          </>
        )}
        {' · '}
        <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
      </Meta>
      <p>{review.body}</p>
      <HelpfulVote review={review} productId={productId} />
    </Item>
  );
}

const SORTS: { value: ReviewSort; label: MessageDescriptor }[] = [
  { value: 'newest', label: reviewMessages.newest },
  { value: 'helpful', label: reviewMessages.mostHelpful },
];

/** What the author reads of their own review when others do not see it. */
export function ownReviewNote(review: OwnReview, t: Translate): string | null {
  if (review.status === 'held') return t(reviewMessages.held);
  if (review.status === 'hidden')
    return review.status_reason
      ? t(hiddenBecause, { reason: review.status_reason })
      : t(reviewMessages.hidden);
  return null;
}

/** The signed-in shopper's review of the product, and the form to write or change it (loaded when opened). */
function YourReview({ productId }: { productId: number }) {
  const signedIn = useIsSignedIn();
  const mine = useMyReview(productId, signedIn);
  const [open, setOpen] = useState(false);
  const { formatMessage: t } = useIntl();
  if (!signedIn || !mine.data?.can_review) return null;
  const review = mine.data.review;
  const note = review ? ownReviewNote(review, t) : null;
  return (
    <div id="write-review">
      {note && <Banner tone={review?.status === 'hidden' ? 'warning' : 'info'}>{note}</Banner>}
      {open ? (
        <Suspense fallback={<p>{t(reviewMessages.loadingForm)}</p>}>
          <ReviewForm productId={productId} review={review} onDone={() => setOpen(false)} />
        </Suspense>
      ) : (
        <Button type="button" $variant={review ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
          {t(review ? reviewMessages.editYourReview : reviewMessages.writeReview)}
        </Button>
      )}
    </div>
  );
}

function Summaries({ reviews }: { reviews: Reviews }) {
  const { formatMessage: t } = useIntl();
  return (
    <Summary>
      <Average>
        {reviews.count > 0 ? (
          <>
            <strong>{reviews.average.toFixed(1)}</strong>
            <Stars value={reviews.average} size="1.25rem" />
            <p>{t(basedOn, { reviews: t(reviewCount, { count: reviews.count }) })}</p>
          </>
        ) : (
          <p>{t(reviewMessages.noReviews)}</p>
        )}
      </Average>
      {reviews.count > 0 && (
        <Bars aria-label={t(reviewMessages.byStars)}>
          {reviews.distribution.map((d) => (
            <li key={d.stars}>
              <span>{t(starCount, { count: d.stars })}</span>
              <Bar aria-hidden="true">
                <span style={{ width: `${Math.round((d.count / reviews.count) * 100)}%` }} />
              </Bar>
              <span>{d.count}</span>
            </li>
          ))}
        </Bars>
      )}
    </Summary>
  );
}

/**
 * The product page's reviews (docs/storefront.md §16): rendered by the server from the URL's order and page, with
 * real links for both, so they read and page without JavaScript.
 */
/**
 * The reviews, below the product: hydrated once they come near the screen or are pointed at (their sort links and
 * pages work as plain links until then). Memoised, so that the product page's own updates leave them waiting.
 */
export const ProductReviews = memo(function ProductReviews({ productId }: { productId: number }) {
  return (
    <HydrateWhenSeen>
      <ReviewsSection productId={productId} />
    </HydrateWhenSeen>
  );
});

function ReviewsSection({ productId, ...part }: { productId: number; 'data-hydrate'?: string }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { sort, page } = reviewParamsOf(params);
  const reviews = useProductReviews(productId, sort, page);
  const data = reviews.data;
  const { formatMessage: t } = useIntl();
  return (
    <Section id="reviews" aria-labelledby="reviews-heading" {...part}>
      <h2 id="reviews-heading">{t(reviewMessages.customerReviews)}</h2>
      {reviews.isError && (
        <Banner tone="error">{errorMessage(reviews.error, t(reviewMessages.loadFailed))}</Banner>
      )}
      {data && <Summaries reviews={data} />}
      <YourReview productId={productId} />
      {data && data.count > 0 && (
        <>
          <SortLinks aria-label={t(reviewMessages.sortReviews)}>
            <span>{t(reviewMessages.sortBy)}</span>
            {SORTS.map((s) => (
              <Link
                key={s.value}
                to={reviewsHref(pathname, params, { sort: s.value })}
                aria-current={s.value === sort || undefined}
                preventScrollReset
              >
                {t(s.label)}
              </Link>
            ))}
          </SortLinks>
          <List aria-label={t(reviewMessages.reviews)}>
            {data.results.map((review) => (
              <ReviewItem key={review.id} review={review} productId={productId} />
            ))}
          </List>
          {data.count > data.page_size && (
            <Pagination
              label={t(reviewMessages.reviewPages)}
              page={page}
              count={data.count}
              pageSize={data.page_size}
              hrefFor={(p) => reviewsHref(pathname, params, { page: p })}
              onPage={(p) =>
                void navigate(reviewsHref(pathname, params, { page: p }), { preventScrollReset: true })
              }
            />
          )}
        </>
      )}
    </Section>
  );
}
