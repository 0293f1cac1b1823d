import { defineMessage, defineMessages } from 'react-intl';

/** The product page's reviews and the form to write one (docs/storefront.md §16; English as SPEC.md has it). */
export const reviewMessages = defineMessages({
  helpfulSignIn: {
    id: 'catalog.reviews.helpfulSignIn',
    defaultMessage: 'Please sign in to say a review helped you.',
  },
  thanks: { id: 'catalog.reviews.thanks', defaultMessage: 'Thanks!' },
  helpful: { id: 'catalog.reviews.helpful', defaultMessage: 'Helpful' },
  verifiedPurchase: { id: 'catalog.reviews.verifiedPurchase', defaultMessage: 'Verified purchase' },
  newest: { id: 'catalog.reviews.newest', defaultMessage: 'Newest' },
  mostHelpful: { id: 'catalog.reviews.mostHelpful', defaultMessage: 'Most helpful' },
  held: {
    id: 'catalog.reviews.held',
    defaultMessage: 'Your review is waiting for a check by the shop before other shoppers can see it.',
  },
  hidden: { id: 'catalog.reviews.hidden', defaultMessage: 'The shop hid your review.' },
  loadingForm: { id: 'catalog.reviews.loadingForm', defaultMessage: 'Loading the form…' },
  editYourReview: { id: 'catalog.reviews.editYourReview', defaultMessage: 'Edit your review' },
  writeReview: { id: 'catalog.reviews.writeReview', defaultMessage: 'Write a review' },
  noReviews: {
    id: 'catalog.reviews.noReviews',
    defaultMessage: 'No reviews yet. Shoppers who received this product can review it.',
  },
  byStars: { id: 'catalog.reviews.byStars', defaultMessage: 'Reviews by stars' },
  customerReviews: { id: 'catalog.reviews.customerReviews', defaultMessage: 'Customer reviews' },
  loadFailed: { id: 'catalog.reviews.loadFailed', defaultMessage: 'We could not load the reviews.' },
  sortReviews: { id: 'catalog.reviews.sortReviews', defaultMessage: 'Sort reviews' },
  sortBy: { id: 'catalog.reviews.sortBy', defaultMessage: 'Sort by' },
  reviews: { id: 'catalog.reviews.reviews', defaultMessage: 'Reviews' },
  reviewPages: { id: 'catalog.reviews.reviewPages', defaultMessage: 'Review pages' },
  saved: { id: 'catalog.reviews.saved', defaultMessage: 'Thank you! Your review is saved.' },
  savedHeld: {
    id: 'catalog.reviews.savedHeld',
    defaultMessage: 'Thank you! Your review will show once the shop has checked it.',
  },
  chooseStars: { id: 'catalog.reviews.chooseStars', defaultMessage: 'Choose from 1 to 5 stars' },
  yourRating: { id: 'catalog.reviews.yourRating', defaultMessage: 'Your rating' },
  title: { id: 'catalog.reviews.title', defaultMessage: 'Title' },
  yourReview: { id: 'catalog.reviews.yourReview', defaultMessage: 'Your review' },
  saving: { id: 'catalog.reviews.saving', defaultMessage: 'Saving…' },
  update: { id: 'catalog.reviews.update', defaultMessage: 'Update review' },
  post: { id: 'catalog.reviews.post', defaultMessage: 'Post review' },
  cancel: { id: 'catalog.reviews.cancel', defaultMessage: 'Cancel' },
});

/** How many shoppers a review helped. */
export const foundHelpful = defineMessage<{ count: number }>({
  id: 'catalog.reviews.foundHelpful',
  defaultMessage: '{count, plural, one {# person} other {# people}} found this helpful',
});

export const hiddenBecause = defineMessage<{ reason: string }>({
  id: 'catalog.reviews.hiddenBecause',
  defaultMessage: 'The shop hid your review: {reason}',
});

/** The average's line: the number of reviews (catalog.card.reviewCount) it is based on. */
export const basedOn = defineMessage<{ reviews: string }>({
  id: 'catalog.reviews.basedOn',
  defaultMessage: 'Based on {reviews} from verified buyers',
});

/** A number of stars (a rating's choice, a line of the distribution). */
export const starCount = defineMessage<{ count: number }>({
  id: 'catalog.reviews.starCount',
  defaultMessage: '{count, plural, one {# star} other {# stars}}',
});

export const bodyHint = defineMessage<{ max: string; length: string }>({
  id: 'catalog.reviews.bodyHint',
  defaultMessage:
    'What did you like or not? Plain text, up to {max} characters ({length} so far). Links wait for a check by the shop.',
});
