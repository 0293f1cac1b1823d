import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Category } from 'shared-contracts';
import { SectionTitle } from 'shared-contracts/ui/layout';
import { Skeleton } from 'shared-contracts/ui/skeleton';
import { theme } from 'shared-contracts/ui/theme';
import { useIntl } from 'react-intl';
import { homeMessages, productCount } from '../home.messages';
import { useTextLang } from 'shared-contracts/i18n';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  /* Tiles of a row are as tall as the tallest (a name on two lines). */
  li {
    display: grid;
  }
  a {
    display: grid;
    gap: 0.2rem;
    padding: 1rem;
    min-height: 88px;
    align-content: center;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    text-decoration: none;
    color: ${theme.text};
    background: ${theme.surface};
    transition: border-color 0.15s ease;
  }
  a:hover {
    border-color: ${theme.primary};
  }
  strong {
    font-size: 1rem;
  }
  span {
    color: ${theme.muted};
    font-size: 0.85rem;
  }
`;

export function CategoryTiles({ categories, loading }: { categories: Category[]; loading: boolean }) {
  const { formatMessage: t } = useIntl();
  const langOf = useTextLang();
  if (!loading && categories.length === 0) return null;
  return (
    <section aria-labelledby="categories-title">
      <SectionTitle id="categories-title">{t(homeMessages.shopByCategory)}</SectionTitle>
      <Grid>
        {loading
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton $height="88px" />
              </li>
            ))
          : categories.map((c) => (
              <li key={c.id}>
                <Link to={`/products/category/${encodeURIComponent(c.name)}`}>
                  <strong lang={langOf(c.lang)}>{c.name}</strong>
                  <span>{t(productCount, { count: c.product_count })}</span>
                </Link>
              </li>
            ))}
      </Grid>
    </section>
  );
}
