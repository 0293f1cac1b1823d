import { useIntl } from 'react-intl';
import { cartLabel, navbarMessages as m } from './navbar.messages';
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { useAtomValue } from 'jotai';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { afterContent, cartCountAtom, useIsSignedIn, sdkMessages } from 'shop-sdk';
import { CartIcon } from 'shared-contracts/ui/icon';
import { theme } from 'shared-contracts/ui/theme';
import { IfUnavailable } from '../offline/if-unavailable';
import type * as CartWaitingModule from './cart-waiting';
import { useChangesStored } from '../offline/stored-changes';
import { MOBILE_MENU_QUERY } from './category-menu';

let cartWaitingCode: Promise<typeof CartWaitingModule> | undefined;
/**
 * The waiting mark's code, fetched a little after a signed-in shopper's page has its content, like the code that
 * keeps a change: the first change is usually kept offline, when nothing can be fetched any more.
 */
function loadCartWaiting() {
  cartWaitingCode ??= import('./cart-waiting').catch((error: unknown) => {
    cartWaitingCode = undefined;
    throw error;
  });
  return cartWaitingCode;
}
const CartWaiting = lazy(loadCartWaiting);

const CartLink = styled(NavLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 8px 10px;
  border-radius: ${theme.radius};
  color: ${theme.text};
  text-decoration: none;
  &:hover,
  &.active {
    color: ${theme.primary};
    background: ${theme.surface};
  }
  &:focus-visible {
    outline: 3px solid ${theme.accent};
  }
  /* On a phone the icon and the count say it: the word would push the logo off the row. */
  @media ${MOBILE_MENU_QUERY} {
    .cart-word {
      display: none;
    }
  }
`;

const CartCount = styled.span`
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${theme.accent};
  color: ${theme.text};
  font-size: 0.75rem;
  font-weight: 700;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &::after {
    content: attr(data-count);
  }
  /* Some of the count is kept on the device until the connection returns (docs/storefront.md §11.2). */
  &[data-waiting] {
    background: ${theme.warningBg};
    color: ${theme.warning};
    outline: 2px dashed ${theme.warning};
    outline-offset: 1px;
  }
`;

/**
 * The cart and its count, in the header at every width (never folded into the phone's menu), so "Added to cart!"
 * visibly changes something. The count is drawn by CSS, not text: the name says it ("Cart, 2 items"), and the
 * visible text ("Cart") stays a part of the name, as accessibility checkers ask.
 */
export function HeaderCart({ onClick }: { onClick: (event: MouseEvent) => void }) {
  const cartCount = useAtomValue(cartCountAtom);
  // The waiting mark's code comes only once a signed-in shopper has changes stored on the device.
  const changesStored = useChangesStored();
  const signedIn = useIsSignedIn();
  useEffect(
    () => (signedIn ? afterContent(() => void loadCartWaiting().catch(() => undefined)) : undefined),
    [signedIn],
  );
  const [cartWaiting, setCartWaiting] = useState(false);
  const { formatMessage: t } = useIntl();
  return (
    <CartLink
      to="/cart"
      onClick={onClick}
      aria-label={`${t(cartLabel, { count: cartCount })}${cartWaiting ? `, ${t(sdkMessages.waitingForConnection).toLowerCase()}` : ''}`}
      title={cartWaiting ? t(sdkMessages.cartChangesWaiting) : undefined}
    >
      <CartIcon />
      <span className="cart-word" aria-hidden="true">
        {t(m.cart)}
      </span>
      <CartCount
        data-testid="cart-badge"
        data-count={cartCount}
        data-waiting={cartWaiting ? '' : undefined}
        aria-hidden="true"
      />
      {changesStored ? (
        <IfUnavailable fallback={null}>
          <Suspense fallback={null}>
            <CartWaiting onChange={setCartWaiting} />
          </Suspense>
        </IfUnavailable>
      ) : null}
    </CartLink>
  );
}
