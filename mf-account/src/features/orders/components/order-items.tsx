import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira, type Order } from 'shared-contracts';
import { Card, CardTitle } from 'shared-contracts/ui/layout';
import { Picture, SquareImage } from 'shared-contracts/ui/square-image';
import { theme } from 'shared-contracts/ui/theme';
import { OrderTotalLines } from 'shared-contracts/ui/order-totals';
import { DescriptionList } from 'shared-contracts/ui/description-list';
import { ReviewLink } from './review-link';
import { itemsMessages } from '../orders.messages';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** One line of the order. Its total sits at the right: under the name on a phone, beside it from 700 px. */
const Item = styled.li`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: 4px 12px;
  align-items: center;
  padding: 12px 0;
  border-bottom: 1px solid ${theme.border};
  > :first-child {
    grid-row: span 2;
    align-self: start;
  }
  > strong {
    grid-column: 2;
    justify-self: end;
    white-space: nowrap;
  }
  @media (min-width: 700px) {
    grid-template-columns: 64px minmax(0, 1fr) auto;
    > :first-child {
      grid-row: auto;
      align-self: center;
    }
    > strong {
      grid-column: auto;
    }
  }
  a {
    color: ${theme.text};
    font-weight: 600;
    text-decoration: none;
  }
  small {
    display: block;
    color: ${theme.muted};
  }
`;

const Totals = styled(DescriptionList)`
  margin-top: 12px;
`;

/** What was ordered, line by line, and what it all came to. */
export function OrderItems({ order }: { order: Order }) {
  const { formatMessage: t } = useIntl();
  return (
    <Card aria-labelledby="order-items">
      <CardTitle id="order-items">{t(itemsMessages.items)}</CardTitle>
      <Items>
        {order.items.map((item) => (
          <Item key={item.id}>
            <SquareImage $rounded style={{ width: 64 }}>
              {item.image && (
                <Picture src={item.image.url} sizes="64px" alt="" loading="lazy" width={64} height={64} />
              )}
            </SquareImage>
            <div>
              {item.product_id ? (
                <Link to={`/products/${item.product_id}`}>{item.product_name}</Link>
              ) : (
                <strong>{item.product_name}</strong>
              )}
              {item.variant_label && <small>{item.variant_label}</small>}
              <small>
                {item.quantity} × {formatNaira(item.unit_price)}
              </small>
              {order.status === 'delivered' && item.product_id ? (
                <ReviewLink productId={item.product_id} name={item.product_name} />
              ) : null}
            </div>
            <strong>{formatNaira(item.line_total)}</strong>
          </Item>
        ))}
      </Items>
      <Totals $layout="totals">
        <OrderTotalLines order={order} />
      </Totals>
    </Card>
  );
}
