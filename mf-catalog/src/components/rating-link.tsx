import styled from 'styled-components';
import type { ProductRating } from 'shared-contracts';
import { Stars } from 'shared-contracts/ui/stars';
import { theme } from 'shared-contracts/ui/theme';
import { useIntl } from 'react-intl';
import { reviewCount } from './card.messages';

const Line = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  justify-self: start;
  font-size: 0.9rem;
  color: ${theme.text};
  text-decoration: none;
  > span:last-child {
    color: ${theme.primary};
    text-decoration: underline;
  }
`;

/** Under the product's name: its stars, average and number of reviews, leading to them. */
export function RatingLink({ rating }: { rating: ProductRating | undefined }) {
  const { formatMessage: t } = useIntl();
  if (!rating || rating.count === 0) return null;
  return (
    <Line href="#reviews">
      <Stars value={rating.average} />
      <strong>{rating.average.toFixed(1)}</strong>
      <span>{t(reviewCount, { count: rating.count })}</span>
    </Line>
  );
}
