import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'shared-contracts/ui/theme';
import { itemsMessages, writeReviewOf } from '../orders.messages';

const ReviewAnchor = styled(Link)`
  display: inline-block;
  margin-top: 4px;
  font-size: 0.85rem;
  && {
    color: ${theme.primary};
    font-weight: 600;
    text-decoration: underline;
  }
`;

/** Beside a delivered item: where its buyer reviews it, on the product's page (docs/storefront.md §16). */
export function ReviewLink({ productId, name }: { productId: number; name: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <ReviewAnchor to={`/products/${productId}#reviews`} aria-label={t(writeReviewOf, { name })}>
      {t(itemsMessages.writeReview)}
    </ReviewAnchor>
  );
}
