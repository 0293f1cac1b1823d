import styled from 'styled-components';
import { formatNaira, type Variant } from 'shared-contracts';
import { theme } from 'shared-contracts/ui/theme';
import { useIntl } from 'react-intl';
import { regularPrice, salePrice } from './card.messages';

const Wrap = styled.span<{ $large?: boolean }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.4rem;
  font-size: ${({ $large }) => ($large ? '1.6rem' : '1rem')};
  strong {
    color: ${theme.primary};
  }
  s {
    color: ${theme.muted};
    font-size: 0.85em;
  }
`;

type Prices = Pick<Variant, 'sale_price' | 'regular_price'>;

/** True when the variant is sold below its regular price. */
export const isOnSale = ({ sale_price, regular_price }: Prices): boolean =>
  sale_price > 0 && sale_price < regular_price;

/** The effective price, with the regular price struck through when on sale. */
export function Price({ variant, large }: { variant: Prices; large?: boolean }) {
  const { formatMessage: t } = useIntl();
  if (isOnSale(variant)) {
    return (
      <Wrap $large={large ?? false}>
        <strong aria-label={t(salePrice, { price: formatNaira(variant.sale_price) })}>
          {formatNaira(variant.sale_price)}
        </strong>
        <s aria-label={t(regularPrice, { price: formatNaira(variant.regular_price) })}>
          {formatNaira(variant.regular_price)}
        </s>
      </Wrap>
    );
  }
  const price = variant.sale_price > 0 ? variant.sale_price : variant.regular_price;
  return (
    <Wrap $large={large ?? false}>
      <strong>{formatNaira(price)}</strong>
    </Wrap>
  );
}
