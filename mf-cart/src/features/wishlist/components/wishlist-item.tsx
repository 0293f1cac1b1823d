import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira, type WishlistItem } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { theme } from 'shared-contracts/ui/theme';

const Card = styled.li`
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

const Thumb = styled.div`
  aspect-ratio: 1 / 1;
  border-radius: ${theme.radius};
  overflow: hidden;
  background: ${theme.surface};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Info = styled.div`
  display: grid;
  gap: 0.25rem;
  a {
    color: ${theme.text};
    font-weight: 600;
    text-decoration: none;
  }
  small {
    color: ${theme.muted};
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
}

export function WishlistItemRow({ item, onAddToCart, onRemove, adding, removing }: Props) {
  const { product } = item;
  return (
    <Card aria-label={product.name}>
      <Thumb>
        {product.image && (
          <img src={product.image.url} alt={product.image.alt || product.name} loading="lazy" />
        )}
      </Thumb>
      <Info>
        <small>{product.category.name}</small>
        <Link to={`/products/${product.id}`}>{product.name}</Link>
        <strong>{formatNaira(product.price)}</strong>
        {!product.in_stock && <small>Out of stock</small>}
      </Info>
      <Actions>
        <Button type="button" onClick={onAddToCart} disabled={!product.in_stock || adding}>
          Add to Cart
        </Button>
        <Button type="button" $variant="secondary" onClick={onRemove} disabled={removing}>
          Remove
        </Button>
      </Actions>
    </Card>
  );
}
