import styled from 'styled-components';
import {
  formatDate,
  formatNaira,
  formatPlainNaira,
  type Product,
  type ProductOffer,
  type Variant,
} from 'shared-contracts';
import { unitPrice } from 'shop-sdk';
import { theme } from 'shared-contracts/ui/theme';
import { useIntl } from 'react-intl';
import type { Translate } from '../messages/translate';
import {
  amountOff,
  beforePromotion,
  endsOn,
  percentOff,
  percentOffUpTo,
  promotionPrice,
} from './card.messages';
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

/** ' · ends 30 Nov 2026' for a promotion with an end, else nothing. */
const endOf = (endsAt: string | null, t: Translate): string =>
  endsAt ? ` · ${t(endsOn, { date: formatDate(endsAt) })}` : '';

/**
 * An offer on the order of a product as the shopper reads it: 'Naira off: ₦1,000 off your order of this product', or
 * 'Weekend: 10% off your order of this product, up to ₦2,000', with its end.
 */
export function offerText(offer: ProductOffer, t: Translate): string {
  const what =
    offer.amount_off !== null
      ? t(amountOff, { amount: formatPlainNaira(offer.amount_off) })
      : offer.max_off !== null
        ? t(percentOffUpTo, { percent: offer.percent_off ?? 0, max: formatPlainNaira(offer.max_off) })
        : t(percentOff, { percent: offer.percent_off ?? 0 });
  return `${offer.name}: ${what}${endOf(offer.ends_at, t)}`;
}

/** The offers that reach this variant (all of them while none is chosen). */
const offersOf = (product: Product, variant: Pick<Variant, 'id'> | undefined): ProductOffer[] =>
  (product.offers ?? []).filter((offer) => !variant || offer.variant_ids.includes(variant.id));

/**
 * A product's price (docs/storefront.md §2.12): with an automatic promotion that takes the same off each unit of the
 * variant, its price with the promotion (what checkout charges for each), the price before it struck through, and
 * the promotion's name; otherwise the variant's own price. A promotion that takes an amount off the order of the
 * product (a fixed amount, a capped percentage) is never shown as a price for each unit: it is named under the price
 * as what it is.
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
  const { formatMessage: t } = useIntl();
  const plain = variant ?? { sale_price: 0, regular_price: product.price };
  const promoted = promotionPriceOf(product, variant);
  const promotion = product.promotion;
  const offers = offersOf(product, variant).map((offer) => (
    <Deal key={offer.name} $large={large}>
      {offerText(offer, t)}
    </Deal>
  ));
  if (!promotion || promoted === undefined) {
    if (offers.length === 0) return <Price variant={plain} large={large} />;
    return (
      <Wrap $large={large}>
        <Price variant={plain} large={large} />
        {offers}
      </Wrap>
    );
  }
  const before = variant ? unitPrice(variant) : product.price;
  return (
    <Wrap $large={large}>
      <span className="amounts">
        <strong aria-label={t(promotionPrice, { price: formatNaira(promoted) })}>
          {formatNaira(promoted)}
        </strong>
        {before > promoted && (
          <s aria-label={t(beforePromotion, { price: formatNaira(before) })}>{formatNaira(before)}</s>
        )}
      </span>
      <Deal $large={large}>
        {promotion.name}
        {endOf(promotion.ends_at, t)}
      </Deal>
      {offers}
    </Wrap>
  );
}
