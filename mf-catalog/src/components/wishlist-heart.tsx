import styled from 'styled-components';
import { messages } from 'shared-contracts';
import { useRequireAuth, useToggleWishlist, useWishlist } from 'shop-sdk';
import { HeartIcon } from 'shared-contracts/ui/icon';
import { theme } from 'shared-contracts/ui/theme';
import { useIntl } from 'react-intl';
import { cardMessages, saveToWishlist } from './card.messages';

const Heart = styled.button`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  z-index: 1;
  width: 36px;
  height: 36px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${theme.border};
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${theme.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${theme.danger};
  }
  &:hover {
    color: ${theme.danger};
  }
  &:focus-visible {
    outline: 3px solid ${theme.accent};
  }
  &:disabled {
    cursor: progress;
  }
`;

/** The heart on a product card: adds the product to the wishlist, or takes it off again. */
export function WishlistHeart({ productId, productName }: { productId: number; productName: string }) {
  const wishlist = useWishlist();
  const { formatMessage: t } = useIntl();
  const toggle = useToggleWishlist();
  const requireAuth = useRequireAuth();
  const inWishlist = wishlist.data?.some((item) => item.product.id === productId) ?? false;
  return (
    <Heart
      type="button"
      aria-label={t(saveToWishlist, { name: productName })}
      aria-pressed={inWishlist}
      title={t(inWishlist ? cardMessages.inYourWishlist : cardMessages.addToWishlist)}
      disabled={toggle.isPending}
      onClick={() => {
        // Signed out, the product is added once the shopper has signed in (adding twice keeps one).
        const add = () => toggle.mutate({ productId, inWishlist: false });
        if (!requireAuth(messages.loginToAddToWishlist, add)) return;
        toggle.mutate({ productId, inWishlist });
      }}
    >
      <HeartIcon size={18} fill={inWishlist ? 'currentColor' : 'none'} />
    </Heart>
  );
}
