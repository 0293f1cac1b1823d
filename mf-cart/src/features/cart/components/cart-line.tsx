import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira, MAX_CART_QUANTITY, type CartItem, type CheckoutQuoteLine } from 'shared-contracts';
import { linePrice, unitPrice, useRemoveFromCart, useUpdateCartQuantity } from 'shop-sdk';
import { theme } from 'shared-contracts/ui/theme';
import { LineDetails, LinePicture, WaitingMark } from '../../../components/line-item';
import { onlyLeft, summaryMessages } from '../../../components/summary.messages';
import {
  atMostPerOrder,
  beforePromotion,
  eachPrice,
  lineMessages,
  lineTotal,
  onlyInStock,
  promotedEachPrice,
  promotionPrice,
} from '../cart.messages';
import { QuantityStepper } from './quantity-stepper';

const CartRow = styled.li<{ $marked: boolean }>`
  display: grid;
  grid-template-columns: 80px minmax(0, 1fr);
  gap: 0.75rem 1rem;
  padding: 1rem 0;
  border-bottom: 1px solid ${theme.border};
  ${({ $marked }) =>
    $marked &&
    `
    padding: 1rem 0.75rem;
    background: ${theme.dangerBg};
    border: 1px solid ${theme.dangerBorder};
    border-left: 4px solid ${theme.danger};
    border-radius: ${theme.radius};
  `}
  @media (min-width: 700px) {
    grid-template-columns: 96px minmax(0, 1fr) auto auto;
    align-items: center;
  }
`;

const Thumb = styled(LinePicture)`
  width: 80px;
  @media (min-width: 700px) {
    width: 96px;
  }
`;

const Warning = styled.small`
  color: ${theme.danger} !important;
  font-weight: 600;
`;

/** The promotion's name and what it takes off the line, as the product page names it. */
const Deal = styled.small`
  justify-self: start;
  padding: 0.1rem 0.4rem;
  border-radius: 4px;
  border: 1px solid ${theme.warningBorder};
  background: ${theme.warningBg};
  color: ${theme.warning} !important;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Each = styled.small`
  s {
    margin-left: 0.35rem;
  }
  strong {
    color: ${theme.primary};
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  grid-column: 2;
  @media (min-width: 700px) {
    grid-column: auto;
  }
`;

const Remove = styled.button`
  border: 0;
  background: none;
  color: ${theme.danger};
  font: inherit;
  font-size: 0.9rem;
  cursor: pointer;
  text-decoration: underline;
  padding: 0.25rem;
`;

const Total = styled.span`
  grid-column: 2;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  align-items: baseline;
  s {
    color: ${theme.muted};
    font-size: 0.85rem;
  }
  @media (min-width: 700px) {
    grid-column: auto;
    min-width: 8rem;
    flex-direction: column;
    align-items: end;
    gap: 0;
  }
`;

export const variantLabel = (item: CartItem): string =>
  item.variant.attributes.map((a) => `${a.attribute}: ${a.value}`).join(' · ');

/**
 * One cart line at the price checkout charges: with the quote's line (`priced`, when the server's quote prices the
 * cart shown), each promotion that reaches it by name, the price of each unit after them (when every unit costs the
 * same) with the price before struck through, and the line's total after them.
 * `marked` when checkout stopped on it (a 409 named its product and variant), `waiting` while a
 * change to it made offline is not yet sent (docs/storefront.md §11.2).
 */
export function CartLine({
  item,
  priced,
  marked = false,
  waiting = false,
}: {
  item: CartItem;
  priced?: CheckoutQuoteLine | undefined;
  marked?: boolean;
  waiting?: boolean;
}) {
  const { formatMessage: t } = useIntl();
  const update = useUpdateCartQuantity();
  const remove = useRemoveFromCart();
  const { product, variant, quantity } = item;
  const label = variantLabel(item);
  const max = Math.min(MAX_CART_QUANTITY, Math.max(variant.stock, quantity));
  const each = unitPrice(variant);
  const total = linePrice(item);
  // The quote's line, when it is for this quantity and takes something off.
  const discount = priced && priced.quantity === quantity ? (priced.discount ?? 0) : 0;
  const promotions = discount > 0 ? (priced?.promotions ?? []) : [];
  const promotedEach = discount > 0 ? (priced?.promoted_unit_price ?? null) : null;
  const promotedTotal = total - discount;
  return (
    <CartRow aria-label={product.name} $marked={marked}>
      <Thumb image={product.image} name={product.name} />
      <LineDetails>
        <Link to={`/products/${product.id}`}>{product.name}</Link>
        {label && <small>{label}</small>}
        {promotedEach !== null && promotedEach < each ? (
          <Each>
            {t(promotedEachPrice, {
              price: formatNaira(promotedEach),
              before: formatNaira(each),
              promo: (chunks) => (
                <strong aria-label={t(promotionPrice, { price: formatNaira(promotedEach) })}>{chunks}</strong>
              ),
              was: (chunks) => <s aria-label={t(beforePromotion, { price: formatNaira(each) })}>{chunks}</s>,
            })}
          </Each>
        ) : (
          <small>{t(eachPrice, { price: formatNaira(each) })}</small>
        )}
        {promotions.map((promotion) => (
          <Deal key={promotion.name}>
            {promotion.name}: −{formatNaira(promotion.discount)}
          </Deal>
        ))}
        {waiting && <WaitingMark />}
        {marked && <Warning>{t(lineMessages.stopped)}</Warning>}
        {variant.stock < quantity && (
          <Warning>
            {variant.stock > 0 ? t(onlyLeft, { count: variant.stock }) : t(summaryMessages.outOfStock)}
          </Warning>
        )}
      </LineDetails>
      <Controls>
        <QuantityStepper
          label={product.name}
          value={quantity}
          max={max}
          maxReason={
            max >= MAX_CART_QUANTITY
              ? t(atMostPerOrder, { max: MAX_CART_QUANTITY })
              : t(onlyInStock, { count: variant.stock })
          }
          onChange={(next) => update.mutate({ productId: product.id, variantId: variant.id, quantity: next })}
        />
        <Remove type="button" onClick={() => remove.mutate({ productId: product.id, variantId: variant.id })}>
          {t(summaryMessages.remove)}
        </Remove>
      </Controls>
      <Total aria-label={t(lineTotal, { amount: formatNaira(promotedTotal) })}>
        <strong>{formatNaira(promotedTotal)}</strong>
        {discount > 0 && <s>{formatNaira(total)}</s>}
      </Total>
    </CartRow>
  );
}
