import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useHref } from 'react-router-dom';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  formatNaira,
  MAX_CART_QUANTITY,
  messages,
  type Product,
  type ProductSummary,
  type Variant,
} from 'shared-contracts';
import {
  cartAtom,
  notify,
  useAddToCart,
  useRequireAuth,
  useToggleWishlist,
  useTypedBeforeHydration,
  useWishlist,
  unitPrice,
} from 'shop-sdk';
import { ProductPrice, promotionPriceOf } from '../../../components/promotion-price';
import { useOwnPrices } from '../api/get-product';
import { Button } from 'shared-contracts/ui/button';
import { HeartIcon } from 'shared-contracts/ui/icon';
import { hiddenWithoutScript } from 'shared-contracts/ui/no-script';
import { PHONE_QUERY, StickyBar } from 'shared-contracts/ui/sticky-bar';
import { theme } from 'shared-contracts/ui/theme';
import { useVariantSelection } from '../hooks/use-variant-selection';
import { DeliveryPromise } from './delivery-promise';
import { ImageGallery } from './image-gallery';
import { PlainVariantPicker, VariantPicker } from './variant-picker';
import { RatingLink } from '../../../components/rating-link';
import { beforePromotion } from '../../../components/card.messages';
import type { Translate } from '../../../messages/translate';
import { addedFewer, allInCart, lowStock, productMessages } from '../product-detail.messages';
import { useTextLang } from 'shared-contracts/i18n';

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: 1fr;
  @media (min-width: 860px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Info = styled.div`
  display: grid;
  align-content: start;
  gap: 1rem;
  /* A name or description with a very long word wraps inside the column instead of widening the page. */
  min-width: 0;
  overflow-wrap: anywhere;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
`;

const CategoryLink = styled(Link)`
  color: ${theme.primary};
  font-weight: 600;
  text-decoration: none;
  font-size: 0.9rem;
`;

const Stock = styled.p<{ $tone: 'ok' | 'low' | 'out' }>`
  font-weight: 600;
  color: ${({ $tone }) => ($tone === 'out' ? theme.danger : $tone === 'low' ? '#b45309' : theme.primary)};
`;

const NoScriptBuy = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px dashed ${theme.border};
  border-radius: ${theme.radius};
  font-weight: 600;
`;

const Buy = styled.div`
  ${hiddenWithoutScript}
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  label {
    display: grid;
    gap: 0.3rem;
    font-size: 0.85rem;
    font-weight: 600;
  }
  input {
    width: 5.5rem;
    font: inherit;
    padding: 0.5rem;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
  }
  /* On a phone, Add to Cart is in the bar at the bottom of the screen, always in reach. */
  @media ${PHONE_QUERY} {
    .add-to-cart {
      display: none;
    }
  }
`;

const BarPrice = styled.span`
  display: grid;
  line-height: 1.2;
  strong {
    font-size: 1.15rem;
    color: ${theme.primary};
  }
  s {
    font-size: 0.8rem;
    color: ${theme.muted};
  }
`;

const Share = styled.a`
  ${hiddenWithoutScript}
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1rem;
  border: 1px solid #1da851;
  border-radius: ${theme.radius};
  color: #146c36;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: #e9f9ef;
  }
`;

const noSubscription = () => () => undefined;

/** The shop's address for a product in the page's language, to share: known in the browser; on the server, its path. */
function useProductUrl(productId: number): string {
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  return `${origin}${useHref(`/products/${productId}`)}`;
}

/** A WhatsApp link that opens a chat with the product's name, price and address written in (wa.me/?text=). */
export function whatsAppShareHref(name: string, price: number, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${name} – ${formatNaira(price)}\n${url}`)}`;
}

export const LOW_STOCK = 5;

export function stockMessage(
  variant: Variant | undefined,
  t: Translate,
): { text: string; tone: 'ok' | 'low' | 'out' } {
  if (!variant) return { text: t(productMessages.combinationUnavailable), tone: 'out' };
  if (variant.stock <= 0) return { text: t(productMessages.outOfStock), tone: 'out' };
  if (variant.stock <= LOW_STOCK) return { text: t(lowStock, { stock: variant.stock }), tone: 'low' };
  return { text: t(productMessages.inStock), tone: 'ok' };
}

/** What a cart line keeps of its product. */
export const toSummary = (product: Product): ProductSummary => ({
  id: product.id,
  name: product.name,
  slug: product.slug,
  category: product.category,
  type: product.type,
  published: product.published,
  subscribers: product.subscribers,
  created_by: product.created_by,
  last_modified_by: product.last_modified_by,
  created_at: product.created_at,
  last_modified_at: product.last_modified_at,
  image: product.image ?? product.images[0] ?? null,
});

export function ProductDetails({
  product,
  outOfStock,
}: {
  product: Product;
  /** Shown beside the buying controls when no variant is in stock (the route's "Notify me"). */
  outOfStock?: ReactNode;
}) {
  const { groups, selection, select, plain, selectVariant, variant } = useVariantSelection(product.variants);
  const { formatMessage: t } = useIntl();
  const langOf = useTextLang();
  // The field's text as typed; what is added is at most what is left once the cart's own line is counted.
  const [quantityText, setQuantityText] = useState('1');
  // A quantity set in the server's page before its scripts ran is the one added.
  const quantityField = useTypedBeforeHydration(quantityText, setQuantityText);
  const cart = useAtomValue(cartAtom);
  const { addToCart, isPending } = useAddToCart();
  const requireAuth = useRequireAuth();
  const wishlist = useWishlist();
  const toggleWishlist = useToggleWishlist();
  const inWishlist = wishlist.data?.some((item) => item.product.id === product.id) ?? false;

  const maxQuantity = Math.max(1, Math.min(variant?.stock ?? 1, MAX_CART_QUANTITY));
  const typed = Math.trunc(Number(quantityText));
  const requested = Number.isFinite(typed) ? Math.min(Math.max(1, typed), MAX_CART_QUANTITY) : 1;
  const stock = stockMessage(variant, t);
  const canBuy = variant !== undefined && variant.stock > 0;
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  // The signed-in shopper's own price where a promotion counts each shopper's uses.
  const priced = useOwnPrices(product);
  // What one unit costs as the page shows it: with the promotion, its price; else the variant's own.
  const before = variant ? unitPrice(variant) : product.price;
  const price = promotionPriceOf(priced, variant) ?? before;
  const url = useProductUrl(product.id);

  const onAdd = () => {
    if (!variant || !canBuy) return;
    const inCart = cart.find((line) => line.variant.id === variant.id)?.quantity ?? 0;
    const available = Math.max(0, Math.min(variant.stock, MAX_CART_QUANTITY) - inCart);
    if (available === 0) {
      notify.error(t(allInCart, { stock: variant.stock }));
      return;
    }
    const quantity = Math.min(requested, available);
    setQuantityText(String(quantity));
    addToCart({
      product: toSummary(product),
      variant,
      quantity,
      ...(quantity < requested ? { successMessage: t(addedFewer, { stock: variant.stock, quantity }) } : {}),
    });
  };

  const onWishlist = () => {
    // The variant on screen is kept with the item, so the wishlist shows its price and moves it to the cart.
    const item = { productId: product.id, ...(variant ? { variantId: variant.id } : {}) };
    // Signed out, the product is added once the shopper has signed in (adding twice keeps one).
    if (
      !requireAuth(messages.loginToAddToWishlist, () => toggleWishlist.mutate({ ...item, inWishlist: false }))
    )
      return;
    toggleWishlist.mutate({ ...item, inWishlist });
  };

  return (
    <>
      <Layout>
        <ImageGallery images={images} name={product.name} />
        <Info>
          <CategoryLink
            to={`/products/category/${encodeURIComponent(product.category.name)}`}
            lang={langOf(product.category.lang)}
          >
            {product.category.name}
          </CategoryLink>
          <h1 lang={langOf(product.lang)}>{product.name}</h1>
          <RatingLink rating={product.rating} />
          <ProductPrice product={priced} variant={variant} large />
          {plain ? (
            <PlainVariantPicker variants={product.variants} value={variant?.id} onSelect={selectVariant} />
          ) : (
            <VariantPicker groups={groups} selection={selection} onSelect={select} />
          )}
          <Stock $tone={stock.tone} role="status">
            {stock.text}
          </Stock>
          <noscript>
            <NoScriptBuy data-testid="no-script-buy">{t(productMessages.noScriptBuy)}</NoScriptBuy>
          </noscript>
          <Buy>
            <label>
              {t(productMessages.quantity)}
              <input
                type="number"
                min={1}
                max={maxQuantity}
                ref={quantityField}
                value={quantityText}
                disabled={!canBuy}
                onChange={(e) => setQuantityText(e.target.value)}
                onBlur={() => setQuantityText(String(requested))}
              />
            </label>
            <Button type="button" className="add-to-cart" onClick={onAdd} disabled={!canBuy || isPending}>
              {t(productMessages.addToCart)}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              aria-pressed={inWishlist}
              onClick={onWishlist}
              disabled={toggleWishlist.isPending}
            >
              <HeartIcon size={18} fill={inWishlist ? 'currentColor' : 'none'} />
              {t(inWishlist ? productMessages.inWishlist : productMessages.addToWishlist)}
            </Button>
          </Buy>
          {!product.in_stock && outOfStock}
          <DeliveryPromise price={price} />
          <Share href={whatsAppShareHref(product.name, price, url)} target="_blank" rel="noopener noreferrer">
            {t(productMessages.shareOnWhatsApp)}
          </Share>
          {product.description && (
            <section aria-label={t(productMessages.description)}>
              <h2 style={{ fontSize: '1.1rem', margin: '0 0 0.4rem' }}>{t(productMessages.description)}</h2>
              <p lang={langOf(product.description_lang ?? product.lang)}>{product.description}</p>
            </section>
          )}
        </Info>
      </Layout>
      <StickyBar label={t(productMessages.buy)}>
        <BarPrice>
          <strong>{formatNaira(price)}</strong>
          {before > price && (
            <s aria-label={t(beforePromotion, { price: formatNaira(before) })}>{formatNaira(before)}</s>
          )}
        </BarPrice>
        <Button type="button" onClick={onAdd} disabled={!canBuy || isPending}>
          {t(productMessages.addToCart)}
        </Button>
      </StickyBar>
    </>
  );
}
