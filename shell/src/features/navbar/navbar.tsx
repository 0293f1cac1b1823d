import { useState, type MouseEvent, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import {
  authDialogAtom,
  cartCountAtom,
  contactDialogAtom,
  hasPendingCartChanges,
  messages,
  waitingMessages,
  useIsSignedIn,
  useLogout,
  usePendingChanges,
  useRequireAuth,
} from 'shared-contracts';
import { Logo } from 'shared-contracts/ui/logo';
import { theme } from 'shared-contracts/ui/theme';
import { CategoryMenu, MOBILE_MENU_QUERY, NavButton } from './category-menu';
import { NavSearch } from './nav-search';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${theme.background};
  border-bottom: 1px solid ${theme.border};
`;

const Bar = styled.nav`
  width: 90%;
  max-width: 1200px;
  margin: 0 auto;
  min-height: 64px;
  display: flex;
  align-items: center;
  gap: 16px;
  /* On a phone the search box takes a row of its own under the logo and the menu's button. */
  @media ${MOBILE_MENU_QUERY} {
    flex-wrap: wrap;
    row-gap: 0;
  }
`;

const Brand = styled(Logo)`
  font-size: 1.5rem;
  margin-right: auto;
`;

/** The search box, at every width (docs/storefront.md §1.2). */
const HeaderSearch = styled(NavSearch)`
  flex: 0 1 260px;
  @media ${MOBILE_MENU_QUERY} {
    order: 1;
    flex: 1 0 100%;
    margin-bottom: 10px;
  }
`;

/** A row of links without list markers: the navbar's, and each set of session links within it. */
const linkRow = css`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Links = styled.ul<{ $open: boolean }>`
  ${linkRow}
  a {
    color: ${theme.text};
    text-decoration: none;
    padding: 8px 10px;
    border-radius: ${theme.radius};
    display: inline-block;
  }
  a:hover,
  a.active {
    color: ${theme.primary};
    background: ${theme.surface};
  }
  a:focus-visible {
    outline: 3px solid ${theme.accent};
  }
  .mobile-only {
    display: none;
  }
  /* Both sets of session links in one cell, as wide as the wider. */
  .session-links {
    display: grid;
  }
  @media ${MOBILE_MENU_QUERY} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    padding: 12px 5%;
    background: ${theme.background};
    border-bottom: 1px solid ${theme.border};
    /* The header is sticky: a menu taller than the screen scrolls inside itself, so every entry can be reached. */
    max-height: calc(100vh - 120px);
    max-height: calc(100dvh - 120px);
    overflow-y: auto;
    overscroll-behavior: contain;
    .mobile-only,
    .session-links {
      display: block;
    }
    .desktop-only {
      display: none;
    }
  }
`;

/** One set of session links; the other set shares its place, hidden (and so out of reach of focus and readers). */
const SessionList = styled.ul`
  grid-area: 1 / 1;
  /* The narrower set keeps to the cart's side: the room it leaves falls among the links before it. */
  justify-self: end;
  ${linkRow}
  @media ${MOBILE_MENU_QUERY} {
    flex-direction: column;
    align-items: stretch;
    &[data-shown='false'] {
      display: none;
    }
  }
`;

function SessionLinks({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <SessionList data-shown={shown} style={shown ? undefined : { visibility: 'hidden' }}>
      {children}
    </SessionList>
  );
}

const Toggle = styled.button`
  display: none;
  background: none;
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  padding: 6px 10px;
  font: inherit;
  cursor: pointer;
  @media ${MOBILE_MENU_QUERY} {
    display: inline-block;
  }
`;

const CartLink = styled(NavLink)`
  position: relative;
  display: inline-flex !important;
  align-items: center;
  gap: 6px;
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

const SignUpButton = styled(NavButton)`
  background: ${theme.primary};
  color: #fff;
  &:hover {
    background: ${theme.primaryDark};
  }
`;

const CartIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <circle cx="9" cy="21" r="1" />
    <circle cx="20" cy="21" r="1" />
    <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
  </svg>
);

/** Top navigation (docs/storefront.md §1.2, §2.3): Home, Categories, Wishlist, Contact, Account/Logout or Login/Sign Up, Cart. */
export function Navbar() {
  const authenticated = useIsSignedIn();
  const cartCount = useAtomValue(cartCountAtom);
  const cartWaiting = hasPendingCartChanges(usePendingChanges());
  const openAuthDialog = useSetAtom(authDialogAtom);
  const openContact = useSetAtom(contactDialogAtom);
  const requireAuth = useRequireAuth();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  /** Wishlist and cart: anonymous shoppers stay where they are and get the toast and the sign-in dialog. */
  const guard = (message: string) => (event: MouseEvent) => {
    if (!requireAuth(message)) event.preventDefault();
    else closeMenu();
  };
  const contact = (event: MouseEvent) => {
    event.preventDefault();
    closeMenu();
    openContact(true);
  };

  return (
    <Header>
      <Bar aria-label="Main">
        <Brand onClick={closeMenu} />
        <HeaderSearch onSearch={closeMenu} />
        <Toggle
          type="button"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? '✕' : '☰'}
        </Toggle>
        <Links id="main-menu" $open={menuOpen}>
          <li>
            <NavLink to="/" end onClick={closeMenu}>
              Home
            </NavLink>
          </li>
          <li>
            <CategoryMenu onNavigate={closeMenu} />
          </li>
          <li>
            <NavLink to="/wishlist" onClick={guard(messages.loginToViewWishlist)}>
              Wishlist
            </NavLink>
          </li>
          <li className="desktop-only">
            <NavButton type="button" onClick={contact}>
              Contact
            </NavButton>
          </li>
          <li className="mobile-only">
            <NavLink to="/contact" onClick={closeMenu}>
              Contact
            </NavLink>
          </li>
          {/*
            Both sets of links are always there, in one cell: the session's decides which shows. The server renders
            signed out, and a signed-in shopper's switch after hydration changes nothing around them (no jump).
          */}
          <li className="session-links">
            <SessionLinks shown={authenticated}>
              <li>
                <NavLink to="/account" onClick={closeMenu}>
                  Account
                </NavLink>
              </li>
              <li>
                <NavLink to="/orders" onClick={closeMenu}>
                  Orders
                </NavLink>
              </li>
              <li>
                <NavButton
                  type="button"
                  onClick={() => {
                    closeMenu();
                    void logout();
                  }}
                >
                  Logout
                </NavButton>
              </li>
            </SessionLinks>
            <SessionLinks shown={!authenticated}>
              <li>
                <NavButton
                  type="button"
                  onClick={() => {
                    closeMenu();
                    openAuthDialog('login');
                  }}
                >
                  Login
                </NavButton>
              </li>
              <li>
                <SignUpButton
                  type="button"
                  onClick={() => {
                    closeMenu();
                    openAuthDialog('signup');
                  }}
                >
                  Sign Up
                </SignUpButton>
              </li>
            </SessionLinks>
          </li>
          <li>
            {/*
              The count is drawn by CSS, not text: the name says it ("Cart, 2 items"), and the visible text ("Cart")
              stays a part of the name, as accessibility checkers ask.
            */}
            <CartLink
              to="/cart"
              onClick={guard(messages.loginToViewCart)}
              aria-label={`Cart, ${cartCount} items${cartWaiting ? `, ${waitingMessages.waitingForConnection.toLowerCase()}` : ''}`}
              title={cartWaiting ? waitingMessages.cartChangesWaiting : undefined}
            >
              <CartIcon />
              <span aria-hidden="true">Cart</span>
              <CartCount
                data-testid="cart-badge"
                data-count={cartCount}
                data-waiting={cartWaiting ? '' : undefined}
                aria-hidden="true"
              />
            </CartLink>
          </li>
        </Links>
      </Bar>
    </Header>
  );
}
