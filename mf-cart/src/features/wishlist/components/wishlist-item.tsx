import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira, type WishlistItem } from 'shared-contracts';
import { unitPrice } from 'shop-sdk';
import { Button } from 'shared-contracts/ui/button';
import { theme } from 'shared-contracts/ui/theme';
import { LineDetails, LinePicture, WaitingMark } from '../../../components/line-item';
import { wishlistMessages as m } from '../wishlist.messages';

const WishlistCard = styled.li`
  display: grid;
  grid-template-columns: 88px 1fr;
  gap: 0.75rem 1rem;
  padding: 1rem 0;
  border-bottom: 1px solid ${theme.border};
  @media (min-width: 700px) {
    grid-template-columns: 96px 1fr auto;
    align-items: center;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  grid-column: 2;
  @media (min-width: 700px) {
    grid-column: auto;
  }
`;

interface Props {
  item: WishlistItem;
  onAddToCart: () => void;
  onRemove: () => void;
  adding: boolean;
  removing: boolean;
  /** A change to this item made offline is not yet sent (docs/storefront.md §11.2). */
  waiting?: boolean;
  /** Without a connection the item cannot be moved to the cart (the move is not kept for later). */
  offline?: boolean;
}

export function WishlistItemRow({
  item,
  onAddToCart,
  onRemove,
  adding,
  removing,
  waiting = false,
  offline = false,
}: Props) {
  const { formatMessage: t } = useIntl();
  const { product, variant } = item;
  // The chosen variant is what goes into the cart; without one, any variant in stock will do.
  const inStock = variant ? variant.stock > 0 : product.in_stock;
  return (
    <WishlistCard aria-label={product.name}>
      <LinePicture image={product.image} name={product.name} />
      <LineDetails>
        <small>{product.category.name}</small>
        <Link to={`/products/${product.id}`}>{product.name}</Link>
        {variant && variant.attributes.length > 0 && (
          <small>{variant.attributes.map((a) => `${a.attribute}: ${a.value}`).join(' · ')}</small>
        )}
        <strong>{formatNaira(variant ? unitPrice(variant) : product.price)}</strong>
        {!inStock && <small>{t(m.outOfStock)}</small>}
        {waiting && <WaitingMark />}
      </LineDetails>
      <Actions>
        <Button
          type="button"
          onClick={onAddToCart}
          disabled={!inStock || adding || offline}
          aria-busy={adding}
          title={offline ? t(m.moveNeedsConnection) : undefined}
        >
          {t(m.addToCart)}
        </Button>
        <Button type="button" $variant="secondary" onClick={onRemove} disabled={removing}>
          {t(m.remove)}
        </Button>
      </Actions>
    </WishlistCard>
  );
}
