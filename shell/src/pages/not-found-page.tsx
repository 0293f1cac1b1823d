import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { NOT_FOUND_REDIRECT_S, STORE_NAME } from 'shared-contracts';
import { usePageMeta } from 'shop-sdk';
import { Button } from 'shared-contracts/ui/button';
import { theme } from 'shared-contracts/ui/theme';

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

const CATEGORY_TILES = ['Electronics', 'Fashion', 'Home & Garden', 'Sports'] as const;

const EASTER_EGGS = [
  'You found a secret! Even our lost pages are well looked after.',
  'Fun fact: "kasuwa" means "market" in Hausa.',
  'This page went to the market and never came back.',
];

/** The 404 page of docs/storefront.md §2.7: a 10-second countdown home (cancellable), search, actions, tiles and quick links. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState<number>(NOT_FOUND_REDIRECT_S);
  const [counting, setCounting] = useState(true);
  const [query, setQuery] = useState('');
  const [egg, setEgg] = useState<number | null>(null);

  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);
  useEffect(() => {
    if (counting && seconds === 0) navigate('/');
  }, [counting, seconds, navigate]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    navigate(`/products?${new URLSearchParams({ search: text }).toString()}`);
  };

  usePageMeta({ title: `Page Not Found | ${STORE_NAME}`, status: 404 });
  return (
    <NotFoundSection aria-labelledby="not-found-title">
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Oops! Page Not Found</h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      {counting ? (
        <p role="status">
          Redirecting to the homepage in <strong data-testid="countdown">{seconds}</strong> seconds.{' '}
          <Button $variant="secondary" type="button" onClick={() => setCounting(false)}>
            Cancel redirect
          </Button>
        </p>
      ) : (
        <p role="status">Redirect cancelled.</p>
      )}
      <Search onSubmit={search} role="search">
        <input
          type="search"
          aria-label="Search the shop"
          placeholder="Search for products..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </Search>
      <ButtonRow>
        <Button $variant="secondary" type="button" onClick={() => navigate(-1)}>
          Go Back
        </Button>
        <Button type="button" onClick={() => navigate('/')}>
          Go to Homepage
        </Button>
        <Button $variant="secondary" type="button" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </ButtonRow>
      <h2>Popular categories</h2>
      <Tiles>
        {CATEGORY_TILES.map((tile) => (
          <li key={tile}>
            <Link to={`/products/category/${encodeURIComponent(tile)}`}>{tile}</Link>
          </li>
        ))}
      </Tiles>
      <h2>Quick links</h2>
      <QuickLinks>
        <li>
          <Link to="/">Homepage</Link>
        </li>
        <li>
          <Link to="/products">All Products</Link>
        </li>
        <li>
          <Link to="/products?category=all">Categories</Link>
        </li>
        <li>
          <Link to="/account">My Account</Link>
        </li>
        <li>
          <Link to="/contact">Contact Us</Link>
        </li>
        <li>
          <Link to="/faq">Help Center</Link>
        </li>
      </QuickLinks>
      <ButtonRow>
        <Button
          $variant="secondary"
          type="button"
          onClick={() => setEgg((n) => (n === null ? 0 : (n + 1) % EASTER_EGGS.length))}
        >
          Surprise me
        </Button>
      </ButtonRow>
      {egg !== null && <p role="status">{EASTER_EGGS[egg]}</p>}
    </NotFoundSection>
  );
}

export default NotFoundPage;
