import styled from 'styled-components';
import { formatDate, formatNaira, unitPrice, type Product, type Variant } from 'shared-contracts';
import { theme } from 'shared-contracts/ui/theme';
import { Price } from './price';

const Wrap = styled.span<{ $large: boolean }>`
  display: grid;
  gap: 0.2rem;
  justify-items: start;
  font-size: ${({ $large }) => ($large ? '1.6rem' : '1rem')};
  .amounts {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.4rem;
  }
  strong {
    color: ${theme.primary};
  }
  s {
    color: ${theme.muted};
    font-size: 0.85em;
  }
`;

/** The promotion's name (and when it ends), small, under the price. */
const Deal = styled.span<{ $large: boolean }>`
  padding: 0.1rem 0.4rem;
  border-radius: 4px;
  border: 1px solid ${theme.warningBorder};
  background: ${theme.warningBg};
  color: ${theme.warning};
  font-size: ${({ $large }) => ($large ? '0.85rem' : '0.72rem')};
  font-weight: 700;
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

/** What one unit of this variant costs with the product's automatic promotion, or undefined when it is not reached. */
export function promotionPriceOf(product: Product, variant: Pick<Variant, 'id'> | undefined) {
  const promotion = product.promotion;
  if (!promotion) return undefined;
  if (!variant) return promotion.price;
  return promotion.variant_prices.find((p) => p.variant_id === variant.id)?.price;
}

/**
 * A product's price (docs/storefront.md §2.12): with an automatic promotion that reaches the variant, its price with
 * the promotion (what checkout charges for one), the price before it struck through, and the promotion's name;
 * otherwise the variant's own price.
 */
export function ProductPrice({
  product,
  variant,
  large = false,
}: {
  product: Product;
  variant: Variant | undefined;
  large?: boolean;
}) {
  const plain = variant ?? { sale_price: 0, regular_price: product.price };
  const promoted = promotionPriceOf(product, variant);
  const promotion = product.promotion;
  if (!promotion || promoted === undefined) return <Price variant={plain} large={large} />;
  const before = variant ? unitPrice(variant) : product.price;
  return (
    <Wrap $large={large}>
      <span className="amounts">
        <strong aria-label={`Promotion price ${formatNaira(promoted)}`}>{formatNaira(promoted)}</strong>
        {before > promoted && (
          <s aria-label={`Before the promotion ${formatNaira(before)}`}>{formatNaira(before)}</s>
        )}
      </span>
      <Deal $large={large}>
        {promotion.name}
        {promotion.ends_at ? ` · ends ${formatDate(promotion.ends_at)}` : ''}
      </Deal>
    </Wrap>
  );
}
