import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MyReview, type ReviewInput, type ReviewSort } from 'shared-contracts';
import { queryKeys, reviewsApi } from 'shop-sdk';

/** The product page's reviews, as its URL asks: `?reviews_sort=helpful&reviews_page=2` (links work without script). */
export const REVIEW_PARAMS = { sort: 'reviews_sort', page: 'reviews_page' } as const;

export function reviewParamsOf(params: URLSearchParams): { sort: ReviewSort; page: number } {
  const sort = params.get(REVIEW_PARAMS.sort);
  const page = Number(params.get(REVIEW_PARAMS.page));
  return {
    // The two orders of reviewSortSchema, compared here so the page's script does not carry the review schemas.
    sort: sort === 'helpful' ? 'helpful' : 'newest',
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

/** The page's URL with the reviews' order or page changed (page 1 and newest have none), to the reviews. */
export function reviewsHref(
  pathname: string,
  params: URLSearchParams,
  change: { sort?: ReviewSort; page?: number },
): string {
  const next = new URLSearchParams(params);
  const sort = change.sort ?? reviewParamsOf(params).sort;
  const page = change.page ?? 1;
  if (sort === 'newest') next.delete(REVIEW_PARAMS.sort);
  else next.set(REVIEW_PARAMS.sort, sort);
  if (page > 1) next.set(REVIEW_PARAMS.page, String(page));
  else next.delete(REVIEW_PARAMS.page);
  const search = next.toString();
  return `${pathname}${search ? `?${search}` : ''}#reviews`;
}

/** Under the product's key, so reading the product again reads its reviews again. */
const reviewsKey = (productId: number) => [...queryKeys.products.detail(productId), 'reviews'] as const;

/** GET products/{id}/reviews: the summary and a page of visible reviews. */
export const reviewsQueryOptions = (productId: number, sort: ReviewSort, page: number) =>
  queryOptions({
    queryKey: [...reviewsKey(productId), sort, page] as const,
    queryFn: () => reviewsApi.ofProduct(productId, sort, page),
  });

export const useProductReviews = (productId: number, sort: ReviewSort, page: number) =>
  useQuery({
    ...reviewsQueryOptions(productId, sort, page),
    enabled: Number.isInteger(productId) && productId > 0,
  });

/** The shopper's own review and whether they may write one: under the profile, so signing out forgets it. */
const mineKey = (productId: number) => [...queryKeys.profile.all, 'reviews', productId] as const;

export const useMyReview = (productId: number, enabled: boolean) =>
  useQuery({
    queryKey: mineKey(productId),
    queryFn: () => reviewsApi.mine(productId),
    enabled,
  });

export function useSaveReview(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => reviewsApi.save(productId, input),
    onSuccess: (review) => {
      client.setQueryData<MyReview>(mineKey(productId), { can_review: true, review });
      // The product's rating and its list of reviews.
      void client.invalidateQueries({ queryKey: queryKeys.products.detail(productId) });
    },
  });
}

export function useHelpfulVote(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) => reviewsApi.helpful(reviewId),
    onSuccess: () => void client.invalidateQueries({ queryKey: reviewsKey(productId) }),
  });
}
