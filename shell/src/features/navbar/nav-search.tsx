import { lazy, Suspense, useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { useTypedBeforeHydration } from 'shop-sdk';
import { navbarMessages as m } from './navbar.messages';
import { productSearchHref } from '../../lib/product-search';
import styled from 'styled-components';
import { theme } from 'shared-contracts/ui/theme';
import type { ComboState, SuggestionKeys } from './search-suggestions';

/** The suggestions' code and styles come with the box's first focus, not with the page. */
const SearchSuggestions = lazy(() => import('./search-suggestions'));

const SearchForm = styled.form`
  position: relative;
  display: flex;
  min-width: 0;
  input {
    flex: 1;
    min-width: 0;
    padding: 8px 10px;
    border: 1px solid ${theme.border};
    border-right: 0;
    border-radius: ${theme.radius} 0 0 ${theme.radius};
    font: inherit;
    font-size: 0.9rem;
    background: ${theme.background};
    color: ${theme.text};
  }
  input:focus-visible {
    outline: 3px solid ${theme.accent};
    outline-offset: -1px;
  }
  button {
    padding: 0 12px;
    border: 1px solid ${theme.primary};
    border-radius: 0 ${theme.radius} ${theme.radius} 0;
    background: ${theme.primary};
    color: #fff;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
  }
  button:focus-visible {
    outline: 3px solid ${theme.accent};
  }
`;

const SearchIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

/**
 * The header's product search: goes to /products?search=… (blank text does nothing). Without JavaScript the form
 * itself sends the same GET. With it, the box is an ARIA combobox whose suggestions load on its first focus. On
 * /products it holds the current search.
 */
export function NavSearch({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  // On the results page the box shows what was searched, on the server too, so it can be changed rather than retyped.
  const searched =
    location.pathname === '/products' ? (new URLSearchParams(location.search).get('search') ?? '') : '';
  const [text, setText] = useState(searched);
  const [shown, setShown] = useState(searched);
  if (shown !== searched) {
    setShown(searched);
    setText(searched);
  }
  // What was typed into the server's box before the page's scripts ran stays, and is what is searched.
  const box = useTypedBeforeHydration(text, setText);
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [combo, setCombo] = useState<ComboState>({ expanded: false, active: undefined });
  const keys = useRef<SuggestionKeys>(null);
  const listId = useId();
  const { formatMessage: t } = useIntl();
  // Without script the form opens the listing, in the page's language.
  const listing = useHref('/products');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = productSearchHref(event.currentTarget);
    if (!href) return;
    onSearch?.();
    void navigate(href);
  };
  const choose = useCallback(
    (href: string) => {
      onSearch?.();
      void navigate(href);
    },
    [navigate, onSearch],
  );
  return (
    <SearchForm role="search" className={className} action={listing} method="get" onSubmit={submit}>
      <input
        type="search"
        name="search"
        role="combobox"
        aria-label={t(m.searchProducts)}
        aria-autocomplete="list"
        aria-expanded={combo.expanded}
        aria-controls={combo.expanded ? listId : undefined}
        aria-activedescendant={combo.active}
        autoComplete="off"
        placeholder={t(m.searchPlaceholder)}
        ref={box}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => {
          setFocused(true);
          setWanted(true);
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={(event) => {
          keys.current?.onKeyDown(event);
        }}
      />
      <button type="submit" aria-label={t(m.search)}>
        <SearchIcon />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchSuggestions
            text={text}
            focused={focused}
            listId={listId}
            controls={keys}
            onState={setCombo}
            onChoose={choose}
          />
        </Suspense>
      )}
    </SearchForm>
  );
}
