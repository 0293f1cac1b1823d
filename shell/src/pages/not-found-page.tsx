import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useHref, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { NOT_FOUND_REDIRECT_S, STORE_NAME } from 'shared-contracts';
import { usePageMeta } from 'shop-sdk';
import { Button } from 'shared-contracts/ui/button';
import { theme } from 'shared-contracts/ui/theme';
import { OwnMessages } from 'shared-contracts/i18n';
import { pagesCatalogue } from '../messages/pages';
import { notFoundMessages as m, redirectCountdown } from './not-found.messages';
import { productSearchHref } from '../lib/product-search';
import { HYDRATE_AT_ONCE } from 'shared-contracts/hydration';

const NotFoundSection = styled.section`
  width: 90%;
  max-width: 960px;
  margin: 0 auto;
  padding: 48px 0;
  text-align: center;
  .code {
    font-size: clamp(4rem, 14vw, 7rem);
    font-weight: 900;
    color: ${theme.primary};
    line-height: 1;
    margin: 0;
  }
  h1 {
    margin: 8px 0;
  }
  .muted {
    color: ${theme.muted};
  }
`;

const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
  margin: 20px 0;
`;

const Search = styled.form`
  display: flex;
  gap: 8px;
  max-width: 480px;
  margin: 24px auto;
  input {
    flex: 1;
    min-width: 0;
    padding: 10px 12px;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    font: inherit;
  }
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 20px 12px;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    color: ${theme.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    border-color: ${theme.primary};
    color: ${theme.primary};
  }
`;

const QuickLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  justify-content: center;
  padding: 0;
  list-style: none;
  a,
  button {
    color: ${theme.primary};
    background: none;
    border: 0;
    font: inherit;
    cursor: pointer;
    padding: 0;
    text-decoration: underline;
  }
`;

/** The category each tile opens (its English name is its address) and the tile's words. */
const CATEGORY_TILES = [
  ['Electronics', m.electronics],
  ['Fashion', m.fashion],
  ['Home & Garden', m.homeAndGarden],
  ['Sports', m.sports],
] as const;

const EASTER_EGGS = [m.egg1, m.egg2, m.egg3];

/** The countdown ticks from the first second: the page hydrates at once (shared-contracts/hydration). */
const countdownNumber = (chunks: ReactNode[]) => (
  <strong data-testid="countdown" {...{ [HYDRATE_AT_ONCE]: '' }}>
    {chunks}
  </strong>
);

/**
 * The 404 page of docs/storefront.md §2.7: a 10-second countdown home (cancellable), search, actions, tiles and quick
 * links, with its words in the page's language (a catalogue of their own).
 */
export function NotFoundPage() {
  return (
    <OwnMessages catalogue={pagesCatalogue}>
      <NotFoundContent />
    </OwnMessages>
  );
}

function NotFoundContent() {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState<number>(NOT_FOUND_REDIRECT_S);
  const [counting, setCounting] = useState(true);
  const [egg, setEgg] = useState<number | null>(null);

  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);
  useEffect(() => {
    if (counting && seconds === 0) navigate('/');
  }, [counting, seconds, navigate]);

  // Without script (or typed before the page hydrated: the box is not React's state, so nothing typed is lost) the
  // form opens the listing, in the page's language.
  const listing = useHref('/products');
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = productSearchHref(event.currentTarget);
    if (href) navigate(href);
  };

  usePageMeta({ title: `${t(m.title)} | ${STORE_NAME}`, status: 404 });
  return (
    <NotFoundSection aria-labelledby="not-found-title">
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t(m.heading)}</h1>
      <p className="muted">{t(m.text)}</p>
      {counting ? (
        <p role="status">
          {t(redirectCountdown, { seconds, count: countdownNumber })}{' '}
          <Button $variant="secondary" type="button" onClick={() => setCounting(false)}>
            {t(m.cancel)}
          </Button>
        </p>
      ) : (
        <p role="status">{t(m.cancelled)}</p>
      )}
      <Search onSubmit={search} role="search" action={listing} method="get">
        <input
          type="search"
          name="search"
          aria-label={t(m.searchLabel)}
          placeholder={t(m.searchPlaceholder)}
        />
        <Button type="submit">{t(m.search)}</Button>
      </Search>
      <ButtonRow>
        <Button $variant="secondary" type="button" onClick={() => navigate(-1)}>
          {t(m.goBack)}
        </Button>
        <Button type="button" onClick={() => navigate('/')}>
          {t(m.goHome)}
        </Button>
        <Button $variant="secondary" type="button" onClick={() => window.location.reload()}>
          {t(m.refresh)}
        </Button>
      </ButtonRow>
      <h2>{t(m.popularCategories)}</h2>
      <Tiles>
        {CATEGORY_TILES.map(([category, words]) => (
          <li key={category}>
            <Link to={`/products/category/${encodeURIComponent(category)}`}>{t(words)}</Link>
          </li>
        ))}
      </Tiles>
      <h2>{t(m.quickLinks)}</h2>
      <QuickLinks>
        <li>
          <Link to="/">{t(m.homepage)}</Link>
        </li>
        <li>
          <Link to="/products">{t(m.allProducts)}</Link>
        </li>
        <li>
          <Link to="/products?category=all">{t(m.categories)}</Link>
        </li>
        <li>
          <Link to="/account">{t(m.myAccount)}</Link>
        </li>
        <li>
          <Link to="/contact">{t(m.contactUs)}</Link>
        </li>
        <li>
          <Link to="/faq">{t(m.helpCenter)}</Link>
        </li>
      </QuickLinks>
      <ButtonRow>
        <Button
          $variant="secondary"
          type="button"
          onClick={() => setEgg((n) => (n === null ? 0 : (n + 1) % EASTER_EGGS.length))}
        >
          {t(m.surpriseMe)}
        </Button>
      </ButtonRow>
      {egg !== null && <p role="status">{t(EASTER_EGGS[egg] ?? m.egg1)}</p>}
    </NotFoundSection>
  );
}

export default NotFoundPage;
