import type {
  HelpfulAnswer,
  MyReview,
  OwnReview,
  ProductReviews,
  ReviewInput,
  ReviewSort,
} from 'shared-contracts/schemas/reviews';
import { request } from './endpoints';

const { get, post, put } = request;

/** A product's reviews and the shopper's own. */
export const reviewsApi = {
  ofProduct: (productId: number, sort: ReviewSort, page: number) =>
    get<ProductReviews>(`products/${productId}/reviews`, { sort, page }),
  mine: (productId: number) => get<MyReview>(`products/${productId}/reviews/mine`),
  save: (productId: number, input: ReviewInput) =>
    put<OwnReview>(`products/${productId}/reviews/mine`, input),
  helpful: (reviewId: number) => post<HelpfulAnswer>(`reviews/${reviewId}/helpful`),
};
