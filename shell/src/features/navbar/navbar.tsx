import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { NavLink, useHref, useNavigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { messages } from 'shared-contracts';
import {
  authDialogAtom,
  contactDialogAtom,
  signInRequestAtom,
  useIsSignedIn,
  useLogout,
  useRequireAuth,
} from 'shop-sdk';
import { CloseIcon, MenuIcon } from 'shared-contracts/ui/icon';
import { Logo } from 'shared-contracts/ui/logo';
import { hiddenWithoutScript, openWhenTargeted } from 'shared-contracts/ui/no-script';
import { theme } from 'shared-contracts/ui/theme';
import { CategoryMenu, MOBILE_MENU_QUERY, NavButton } from './category-menu';
import { HeaderCart } from './header-cart';
import { NavSearch } from './nav-search';
import { navbarMessages as m } from './navbar.messages';
import { HeaderLanguages, LanguageRow } from '../language/language-links';

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
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  row-gap: 0;
  /*
   * A wide header's rows (HeaderEnd); on a phone the search box takes a row of its own under the logo and the menu's
   * button.
   */
  @media not all and ${MOBILE_MENU_QUERY} {
    padding: 8px 0;
    row-gap: 8px;
  }
`;

/**
 * A wide header's links and cart, as one: where they do not fit beside the logo and the search (a language with
 * longer words, a narrow window) they take a second row, each link on one line. On a phone they are the bar's own
 * items: the links in the menu, the cart beside its button.
 */
const HeaderEnd = styled.div`
  display: flex;
  /* Beside the search box it takes nearly all of the row's room (1000 to the search box's 1). */
  flex: 1000 0 auto;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  @media ${MOBILE_MENU_QUERY} {
    display: contents;
  }
`;

const Brand = styled(Logo)`
  font-size: 1.5rem;
  @media ${MOBILE_MENU_QUERY} {
    margin-right: auto;
  }
`;

/** The search box, at every width (docs/storefront.md §1.2). */
const HeaderSearch = styled(NavSearch)`
  /*
   * Its own width beside the links (HeaderEnd takes the row's room, so nothing moves as the rest of the header
   * arrives); alone on its row with the logo, it grows into the room there.
   */
  flex: 1 1 160px;
  max-width: 480px;
  @media ${MOBILE_MENU_QUERY} {
    order: 1;
    flex: 1 0 100%;
    max-width: none;
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
  /* In the wide header each link keeps to one line (HeaderEnd). */
  @media not all and ${MOBILE_MENU_QUERY} {
    a,
    button {
      white-space: nowrap;
    }
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
    /* Login, Sign Up and Logout are buttons: they start at the left edge like the links above them. */
    .session-links button {
      width: 100%;
      justify-content: flex-start;
      text-align: left;
    }
    ${openWhenTargeted('flex')}
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
    justify-self: stretch;
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

const toggleStyle = css`
  display: none;
  background: none;
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  padding: 6px 10px;
  font: inherit;
  color: inherit;
  text-decoration: none;
  cursor: pointer;
  @media ${MOBILE_MENU_QUERY} {
    display: inline-flex;
  }
`;

const Toggle = styled.button`
  ${toggleStyle}
  ${hiddenWithoutScript}
`;

/** Without script, ☰ is a link to the menu, which shows while it is the page's target. */
const NoScriptToggle = styled.a`
  ${toggleStyle}
`;

const SignUpButton = styled(NavButton)`
  background: ${theme.primary};
  color: #fff;
  &:hover {
    background: ${theme.primaryDark};
  }
`;

/** Top navigation (docs/storefront.md §1.2, §2.3): Home, Categories, Wishlist, Contact, Account/Logout or Login/Sign Up, Cart. */
/** The header's height, kept in `--kasuwa-header-height` on the page: toasts on a phone open below it, never over the cart. */
function useHeaderHeight() {
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--kasuwa-header-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return header;
}

export function Navbar() {
  const headerRef = useHeaderHeight();
  const authenticated = useIsSignedIn();
  const navigate = useNavigate();
  const openAuthDialog = useSetAtom(authDialogAtom);
  const setSignInRequest = useSetAtom(signInRequestAtom);
  const openContact = useSetAtom(contactDialogAtom);
  const requireAuth = useRequireAuth();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const { formatMessage: t } = useIntl();
  // The no-script forms' pages, in the page's language.
  const contactPage = useHref('/contact');
  const loginPage = useHref('/auth/login');
  const signUpPage = useHref('/auth/signup');

  /**
   * Wishlist and cart: anonymous shoppers stay where they are and get the toast and the sign-in dialog; the page
   * opens once they have signed in.
   */
  const guard = (message: string, to: string) => (event: MouseEvent) => {
    closeMenu();
    if (!requireAuth(message, () => void navigate(to))) event.preventDefault();
  };
  /** The shopper's own Login or Sign Up: nothing waits on it. */
  const openAuth = (dialog: 'login' | 'signup') => (event: MouseEvent) => {
    event.preventDefault();
    closeMenu();
    setSignInRequest(null);
    openAuthDialog(dialog);
  };
  const contact = (event: MouseEvent) => {
    event.preventDefault();
    closeMenu();
    openContact(true);
  };

  return (
    <Header ref={headerRef}>
      <Bar aria-label={t(m.main)}>
        <Brand onClick={closeMenu} />
        <HeaderSearch onSearch={closeMenu} />
        <Toggle
          type="button"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={t(menuOpen ? m.closeMenu : m.openMenu)}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </Toggle>
        <noscript>
          <NoScriptToggle href="#main-menu" aria-label={t(m.openMenu)}>
            <MenuIcon />
          </NoScriptToggle>
        </noscript>
        <HeaderEnd>
          <Links id="main-menu" $open={menuOpen}>
            <li>
              <NavLink to="/" end onClick={closeMenu}>
                {t(m.home)}
              </NavLink>
            </li>
            <li>
              <CategoryMenu onNavigate={closeMenu} />
            </li>
            <li>
              <NavLink to="/wishlist" onClick={guard(messages.loginToViewWishlist, '/wishlist')}>
                {t(m.wishlist)}
              </NavLink>
            </li>
            <li className="desktop-only">
              <form action={contactPage} method="get">
                <NavButton type="submit" onClick={contact}>
                  {t(m.contact)}
                </NavButton>
              </form>
            </li>
            <li className="mobile-only">
              <NavLink to="/contact" onClick={closeMenu}>
                {t(m.contact)}
              </NavLink>
            </li>
            <li className="desktop-only">
              <HeaderLanguages />
            </li>
            <li className="mobile-only">
              <LanguageRow />
            </li>
            <noscript>
              <li className="mobile-only">
                <a href="#">{t(m.closeMenu)}</a>
              </li>
            </noscript>
            {/*
              Both sets of links are always there, in one cell: the session's decides which shows. The server renders
              signed out, and a signed-in shopper's switch after hydration changes nothing around them (no jump).
            */}
            <li className="session-links">
              <SessionLinks shown={authenticated}>
                <li>
                  <NavLink to="/account" onClick={closeMenu}>
                    {t(m.account)}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/orders" onClick={closeMenu}>
                    {t(m.orders)}
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
                    {t(m.logout)}
                  </NavButton>
                </li>
              </SessionLinks>
              <SessionLinks shown={!authenticated}>
                {/* Without script each button's form opens the page of the same name, which says what it needs. */}
                <li>
                  <form action={loginPage} method="get">
                    <NavButton type="submit" onClick={openAuth('login')}>
                      {t(m.login)}
                    </NavButton>
                  </form>
                </li>
                <li>
                  <form action={signUpPage} method="get">
                    <SignUpButton type="submit" onClick={openAuth('signup')}>
                      {t(m.signUp)}
                    </SignUpButton>
                  </form>
                </li>
              </SessionLinks>
            </li>
          </Links>
          {/* After the menu, as the last link of a wide header; on a phone, beside the menu button. */}
          <HeaderCart onClick={guard(messages.loginToViewCart, '/cart')} />
        </HeaderEnd>
      </Bar>
    </Header>
  );
}
