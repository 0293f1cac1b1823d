import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORY_MENU_CLOSE_MS } from 'shared-contracts';
import { useCategories } from 'shop-sdk';
import { useIntl } from 'react-intl';
import { navbarMessages as m } from './navbar.messages';
import { ChevronDownIcon } from 'shared-contracts/ui/icon';
import { popoverPanel } from 'shared-contracts/ui/popover';
import { theme } from 'shared-contracts/ui/theme';
import { useTextLang } from 'shared-contracts/i18n';

/** Below this width the navbar's links fold into the mobile menu, and the categories open in place within it. */
export const MOBILE_MENU_QUERY = '(max-width: 980px)';

/** In the mobile menu the list is a disclosure: only its button opens and closes it. */
const inMobileMenu = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_MENU_QUERY).matches;

const Wrapper = styled.div`
  position: relative;
`;

export const NavButton = styled.button`
  background: none;
  border: 0;
  font: inherit;
  color: inherit;
  cursor: pointer;
  padding: 8px 10px;
  border-radius: ${theme.radius};
  display: inline-flex;
  align-items: center;
  gap: 4px;
  &:hover {
    background: ${theme.surface};
  }
  &:focus-visible {
    outline: 3px solid ${theme.accent};
  }
`;

const Menu = styled.ul`
  ${popoverPanel}
  top: 100%;
  z-index: 30;
  min-width: 220px;
  max-height: 60vh;
  margin: 4px 0 0;
  a {
    display: block;
    padding: 8px 10px;
    border-radius: 6px;
    color: ${theme.text};
    text-decoration: none;
    text-transform: capitalize;
  }
  a:hover,
  a:focus-visible {
    background: ${theme.surface};
    color: ${theme.primary};
    outline: none;
  }
  /* In the mobile menu the list opens in place, pushing the entries below it down instead of covering them. */
  @media ${MOBILE_MENU_QUERY} {
    position: static;
    max-height: none;
    margin: 0 0 0 12px;
    box-shadow: none;
    border: 0;
    border-left: 2px solid ${theme.border};
    border-radius: 0;
  }
`;

export const categoryPath = (name: string) => `/products/category/${encodeURIComponent(name)}`;

/**
 * Categories dropdown: opens on hover (or click/keyboard), closes 200 ms after the mouse leaves or when focus moves
 * away. A touch opens and closes it with the button alone, and so does everyone in the mobile menu, where the
 * list stays open while the shopper scrolls or tabs through the menu.
 */
export function CategoryMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { data: categories = [] } = useCategories();
  const { formatMessage: t } = useIntl();
  const langOf = useTextLang();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  /** The last press came from a finger or a pen: the mouse events the browser adds after it are no hover. */
  const touched = useRef(false);
  /** Opened by the pointer passing over it: a click on the button then keeps it open rather than closing it. */
  const openedByHover = useRef(false);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  /** Opens the menu; hovering over a menu opened otherwise leaves it as it was opened. */
  const show = (byHover: boolean) => {
    cancelClose();
    if (!byHover || !open) openedByHover.current = byHover;
    setOpen(true);
  };
  const close = (focusButton = false) => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => close(), CATEGORY_MENU_CLOSE_MS);
  };
  useEffect(() => cancelClose, []);
  const choose = () => {
    close();
    onNavigate?.();
  };
  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusItem = (index: number) => {
    const links = items();
    links[(index + links.length) % links.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const links = items();
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        show(false);
        requestAnimationFrame(() => focusItem(0));
      } else focusItem(current + 1);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusItem(current - 1);
    }
  };

  return (
    <Wrapper
      onPointerDown={(event) => {
        touched.current = event.pointerType !== 'mouse';
      }}
      onMouseEnter={() => {
        if (touched.current || inMobileMenu()) return;
        show(true);
      }}
      onMouseLeave={() => {
        if (touched.current || inMobileMenu()) return;
        scheduleClose();
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (inMobileMenu()) return;
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <NavButton
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          // A mouse reaches the button over the menu's hover area, so the menu is usually open by the time the
          // click lands: that click means "open", not "close".
          if (open && !openedByHover.current) close();
          else show(false);
        }}
      >
        {t(m.categories)} <ChevronDownIcon size={16} />
      </NavButton>
      {open && (
        <Menu id={menuId} ref={menuRef} aria-label={t(m.categories)}>
          <li>
            <Link to="/products?category=all" onClick={choose}>
              {t(m.allCategories)}
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={categoryPath(category.name)} onClick={choose} lang={langOf(category.lang)}>
                {category.name}
              </Link>
            </li>
          ))}
        </Menu>
      )}
    </Wrapper>
  );
}
