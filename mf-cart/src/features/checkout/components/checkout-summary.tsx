import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDate, formatNaira, type CheckoutQuote } from 'shared-contracts';
import { Picture } from 'shared-contracts/ui/square-image';
import { theme } from 'shared-contracts/ui/theme';
import { SummaryBox } from '../../../components/summary-box';
import { LineDetails, LineThumb } from '../../../components/line-item';
import { onlyLeft, subtotalOf, summaryMessages as s } from '../../../components/summary.messages';
import { useShopWords } from '../../../components/use-shop-words';
import { deliveredBy, includesVat, pickupAt, promotionWithCode, summaryDiscount } from '../checkout.messages';

const Box = styled(SummaryBox)`
  .promotion {
    color: ${theme.success};
  }
  .total {
    color: ${theme.text};
    font-weight: 700;
    font-size: 1.05rem;
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  gap: 0.75rem;
  align-items: center;
  font-size: 0.9rem;
`;

const Small = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.muted};
`;

const Short = styled.small`
  color: ${theme.danger} !important;
  font-weight: 600;
`;

/**
 * The order as the server prices it now: its lines, then Subtotal, each promotion and code by name with its
 * discount, Delivery, Total, the VAT the total includes, when it arrives and the courier that brings it. `children`
 * sits above the figures.
 */
export function CheckoutSummary({ quote, children }: { quote: CheckoutQuote; children?: ReactNode }) {
  const { formatMessage: t } = useIntl();
  const { fee: formatShippingFee, arrival: arrivalText } = useShopWords();
  const count = quote.items.reduce((sum, item) => sum + item.quantity, 0);
  const vat = (quote.vat ?? []).reduce((sum, line) => sum + line.amount, 0);
  const delivery = quote.delivery;
  // Each promotion and code by name with its discount (Σ = the quote's discount).
  const named = (quote.promotions ?? []).filter((p) => p.discount > 0);
  return (
    <Box aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t(s.heading)}</h2>
      <Lines>
        {quote.items.map((item) => (
          <Line key={item.variant_id} aria-label={item.product_name}>
            <LineThumb style={{ width: 56 }}>
              {item.image && (
                <Picture src={item.image.url} sizes="56px" alt="" loading="lazy" width={56} height={56} />
              )}
            </LineThumb>
            <LineDetails>
              <span>{item.product_name}</span>
              {item.variant_label && <small>{item.variant_label}</small>}
              <small>
                {item.quantity} × {formatNaira(item.unit_price)}
              </small>
              {item.stock < item.quantity && (
                <Short>{item.stock > 0 ? t(onlyLeft, { count: item.stock }) : t(s.outOfStock)}</Short>
              )}
            </LineDetails>
            <strong>{formatNaira(item.line_total)}</strong>
          </Line>
        ))}
      </Lines>
      {children}
      <dl>
        <dt>{t(subtotalOf, { count })}</dt>
        <dd data-testid="checkout-subtotal">{formatNaira(quote.subtotal)}</dd>
        {named.length > 0 ? (
          named.map((promotion) => (
            <Fragment key={promotion.id}>
              <dt className="promotion">
                {promotion.code
                  ? t(promotionWithCode, { name: promotion.name, code: promotion.code })
                  : promotion.name}
              </dt>
              <dd className="promotion" data-testid="checkout-promotion">
                −{formatNaira(promotion.discount)}
              </dd>
            </Fragment>
          ))
        ) : quote.discount ? (
          <>
            <dt>{t(summaryDiscount)}</dt>
            <dd data-testid="checkout-discount">−{formatNaira(quote.discount)}</dd>
          </>
        ) : null}
        <dt>{delivery?.station ? t(pickupAt, { station: delivery.station.name }) : t(s.delivery)}</dt>
        <dd data-testid="checkout-shipping">{formatShippingFee(quote.shipping_fee)}</dd>
        <dt className="total">{t(s.total)}</dt>
        <dd className="total" data-testid="checkout-total">
          {formatNaira(quote.total)}
        </dd>
      </dl>
      {vat > 0 && <Small data-testid="checkout-vat">{t(includesVat, { amount: formatNaira(vat) })}</Small>}
      {delivery && quote.items.length > 0 && (
        <Small data-testid="checkout-arrival">
          {arrivalText(delivery.min_days, delivery.max_days)} ({formatDate(delivery.earliest)} –{' '}
          {formatDate(delivery.latest)})
        </Small>
      )}
      {delivery?.courier && quote.items.length > 0 && (
        <Small data-testid="checkout-courier">{t(deliveredBy, { courier: delivery.courier })}</Small>
      )}
    </Box>
  );
}
