import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { STORE_NAME } from 'shared-contracts';
import { sharedMessages } from 'shared-contracts/shared.messages';
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
import { wishlistMessages as m, wishlistTitle } from '../../features/wishlist/wishlist.messages';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** /wishlist */
export default function WishlistPage() {
  const { formatMessage: t } = useIntl();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();
  const moveToCart = useAddWishlistItemToCart();
  const pending = usePendingChanges();
  const online = useOnline();

  let body;
  if (!authenticated) {
    body = <SignInPrompt title={t(sharedMessages.loginToViewWishlist)} announce />;
  } else if (wishlist.isPending) {
    body = (
      <div aria-busy="true" aria-label={t(m.loading)} style={{ display: 'grid', gap: '1rem' }}>
        <Skeleton $height="96px" />
        <Skeleton $height="96px" />
        <Skeleton $height="96px" />
      </div>
    );
  } else if (wishlist.isError) {
    body = (
      <ErrorState
        title={t(m.loadFailed)}
        message={errorMessage(wishlist.error, t(m.checkConnection))}
        onRetry={() => void wishlist.refetch()}
      />
    );
  } else if (wishlist.data.length === 0) {
    body = (
      <EmptyState title={t(m.emptyTitle)}>
        <p>{t(m.emptyText)}</p>
        <ButtonLink to="/products">{t(m.browse)}</ButtonLink>
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
      <title>{t(wishlistTitle, { store: STORE_NAME })}</title>
      <Title>{t(m.title)}</Title>
      {body}
    </Page>
  );
}
