import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { messages } from 'shared-contracts';
import {
  errorMessage,
  isAuthenticatedAtom,
  isWishlistItemPending,
  usePendingChanges,
  useRemoveFromWishlist,
  useOnline,
  useWishlist,
} from 'shop-sdk';
import { SignInPrompt } from 'shop-sdk/ui/sign-in-prompt';
import { ButtonLink } from 'shared-contracts/ui/button';
import { Page, Title } from 'shared-contracts/ui/layout';
import { Skeleton } from 'shared-contracts/ui/skeleton';
import { EmptyState, ErrorState } from 'shared-contracts/ui/states';
import { useAddWishlistItemToCart } from '../../features/wishlist/api/add-wishlist-item-to-cart';
import { WishlistItemRow } from '../../features/wishlist/components/wishlist-item';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** /wishlist */
export default function WishlistPage() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();
  const moveToCart = useAddWishlistItemToCart();
  const pending = usePendingChanges();
  const online = useOnline();

  let body;
  if (!authenticated) {
    body = <SignInPrompt title={messages.loginToViewWishlist} announce />;
  } else if (wishlist.isPending) {
    body = (
      <div aria-busy="true" aria-label="Loading wishlist" style={{ display: 'grid', gap: '1rem' }}>
        <Skeleton $height="96px" />
        <Skeleton $height="96px" />
        <Skeleton $height="96px" />
      </div>
    );
  } else if (wishlist.isError) {
    body = (
      <ErrorState
        title="We couldn't load your wishlist"
        message={errorMessage(wishlist.error, 'Please check your connection and try again.')}
        onRetry={() => void wishlist.refetch()}
      />
    );
  } else if (wishlist.data.length === 0) {
    body = (
      <EmptyState title="Your wishlist is empty">
        <p>Tap the heart on a product to save it for later.</p>
        <ButtonLink to="/products">Browse products</ButtonLink>
      </EmptyState>
    );
  } else {
    body = (
      <List>
        {wishlist.data.map((item) => (
          <WishlistItemRow
            key={item.product.id}
            item={item}
            adding={moveToCart.isPending && moveToCart.variables.product.id === item.product.id}
            removing={remove.isPending && remove.variables === item.product.id}
            onAddToCart={() => moveToCart.mutate(item)}
            onRemove={() => remove.mutate(item.product.id)}
            waiting={isWishlistItemPending(pending, item.product.id)}
            offline={!online}
          />
        ))}
      </List>
    );
  }

  return (
    <Page>
      <title>Wishlist | Kasuwa</title>
      <Title>Your Wishlist</Title>
      {body}
    </Page>
  );
}
