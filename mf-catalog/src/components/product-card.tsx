import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type Product } from 'shared-contracts';
import { unitPrice } from 'shop-sdk';
import { isOnSale } from './price';
import { ProductPrice } from './promotion-price';
import { Skeleton } from 'shared-contracts/ui/skeleton';
import { Picture, SquareImage } from 'shared-contracts/ui/square-image';
import { HydrateWhenSeen } from 'shop-sdk/ui/hydrate-when-seen';
import { theme } from 'shared-contracts/ui/theme';
import { WishlistHeart } from './wishlist-heart';
import { CardRating } from './card-rating';
import { useIntl } from 'react-intl';
import { cardMessages } from './card.messages';
import { useTextLang } from 'shared-contracts/i18n';

const Tile = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  overflow: hidden;
  background: #fff;
  transition: box-shadow 0.15s ease;
  &:hover {
    box-shadow: 0 6px 18px rgba(31, 41, 55, 0.08);
  }
  a {
    color: inherit;
    text-decoration: none;
  }
`;

const Body = styled.div`
  display: grid;
  gap: 0.3rem;
  padding: 0.75rem;
  h3 {
    font-size: 0.95rem;
    margin: 0;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;

const CategoryName = styled.span`
  color: ${theme.muted};
  font-size: 0.8rem;
`;

const Flag = styled.span<{ $tone: 'sale' | 'out' }>`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  padding: 0.15rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ $tone }) => ($tone === 'out' ? '#fff' : theme.text)};
  background: ${({ $tone }) => ($tone === 'out' ? theme.text : theme.accent)};
`;

/** The variant whose price the card shows: the cheapest one, preferring variants in stock. */
export function displayVariant(product: Product) {
  const pool = product.variants.some((v) => v.stock > 0)
    ? product.variants.filter((v) => v.stock > 0)
    : product.variants;
  return pool.reduce<(typeof pool)[number] | undefined>(
    (best, v) => (best === undefined || unitPrice(v) < unitPrice(best) ? v : best),
    undefined,
  );
}

/**
 * The width a card's picture takes: two cards a row on a phone (half the width less the page's margins and the gap:
 * 159 px of a 375 px screen), at most 240 px in the grids of a wider screen. A phone of two device pixels per CSS
 * pixel then takes the 320 px picture, not the 480 px one.
 */
const CARD_SIZES = '(min-width: 700px) 240px, calc(50vw - 28px)';

/**
 * A card is hydrated once it comes near the screen or is pointed at (HydrateWhenSeen): a grid of 24 cards, each with
 * its wishlist heart's queries, is not on the path to the first tap. Memoised, so that the grid's own updates leave
 * a card still waiting as the server's HTML.
 *
 * `eager`: the card is likely above the fold, so its picture does not wait for lazy loading (the server's page then
 * preloads it). `first`: its picture is likely the page's largest paint, so the browser fetches it before the others.
 */
export const ProductCard = memo(function ProductCard({
  product,
  eager = false,
  first = false,
}: {
  product: Product;
  eager?: boolean;
  first?: boolean;
}) {
  const variant = displayVariant(product);
  const { formatMessage: t } = useIntl();
  const langOf = useTextLang();
  const image = product.image ?? product.images[0] ?? null;
  const onSale = variant !== undefined && isOnSale(variant);
  return (
    <HydrateWhenSeen>
      <Tile aria-label={product.name}>
        <Link to={`/products/${product.id}`}>
          <SquareImage>
            {image && (
              <Picture
                src={image.url}
                sizes={CARD_SIZES}
                alt={image.alt || product.name}
                loading={eager || first ? 'eager' : 'lazy'}
                fetchPriority={first ? 'high' : undefined}
                decoding="async"
                width={300}
                height={300}
              />
            )}
          </SquareImage>
          {!product.in_stock ? (
            <Flag $tone="out">{t(cardMessages.outOfStock)}</Flag>
          ) : onSale ? (
            <Flag $tone="sale">{t(cardMessages.sale)}</Flag>
          ) : null}
          <Body>
            <CategoryName lang={langOf(product.category.lang)}>{product.category.name}</CategoryName>
            <h3 lang={langOf(product.lang)}>{product.name}</h3>
            <CardRating rating={product.rating} />
            <ProductPrice product={product} variant={variant} />
          </Body>
        </Link>
        <WishlistHeart productId={product.id} productName={product.name} />
      </Tile>
    </HydrateWhenSeen>
  );
});

export function ProductCardSkeleton() {
  return (
    <Tile aria-hidden="true" data-testid="product-card-skeleton">
      <Skeleton $height="auto" style={{ aspectRatio: '1 / 1', borderRadius: 0 }} />
      <Body>
        <Skeleton $height="0.8rem" $width="40%" />
        <Skeleton $height="1rem" $width="85%" />
        <Skeleton $height="1rem" $width="50%" />
      </Body>
    </Tile>
  );
}

export const ProductGridLayout = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
`;
