import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminReviewListQuery, type ReviewModeration } from 'shared-contracts';
import { adminApi } from 'shop-sdk/admin';

/** Under `['admin']`, so signing out drops them with the rest. */
export const reviewKeys = {
  lists: ['admin', 'reviews', 'list'] as const,
  list: (query: AdminReviewListQuery) => ['admin', 'reviews', 'list', query] as const,
};

/** The latest reviews, of one status if asked (`admin/reviews`). */
export const useAdminReviews = (query: AdminReviewListQuery) =>
  useQuery({
    queryKey: reviewKeys.list(query),
    queryFn: () => adminApi.reviews(query),
  });

/** Shows or hides a review, with the reason. */
export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReviewModeration }) => adminApi.moderateReview(id, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: reviewKeys.lists }),
  });
}
