import styled from 'styled-components';
import type { ProductRating } from 'shared-contracts';
import { Stars, starsLabel } from 'shared-contracts/ui/stars';
import { theme } from 'shared-contracts/ui/theme';
import { useIntl } from 'react-intl';
import { reviewCount } from './card.messages';

const Line = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  font-size: 0.8rem;
  color: ${theme.muted};
`;

/** A card's rating: the stars and how many reviews, when the product has any. */
export function CardRating({ rating }: { rating: ProductRating | undefined }) {
  const { formatMessage: t } = useIntl();
  if (!rating || rating.count === 0) return null;
  return (
    <Line role="img" aria-label={`${starsLabel(rating.average)}, ${t(reviewCount, { count: rating.count })}`}>
      <Stars value={rating.average} size="0.85rem" label={false} />
      <span aria-hidden="true">({rating.count})</span>
    </Line>
  );
}
