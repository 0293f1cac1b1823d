import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCategories } from 'shop-sdk';
import { theme } from 'shared-contracts/ui/theme';
import { useIntl } from 'react-intl';
import { filterMessages } from '../product-list.messages';
import { useTextLang } from 'shared-contracts/i18n';

/** One scrolling row at every width: the categories arrive after the page, and must not push the results down. */
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 0.25rem;
  display: flex;
  gap: 0.4rem;
  overflow-x: auto;
  scrollbar-width: thin;
  li {
    flex: none;
  }
  a {
    display: inline-block;
    padding: 0.35rem 0.75rem;
    border-radius: 999px;
    border: 1px solid ${theme.border};
    color: ${theme.text};
    text-decoration: none;
    font-size: 0.9rem;
  }
  a[aria-current='page'] {
    background: ${theme.primary};
    border-color: ${theme.primary};
    color: #fff;
  }
`;

/** All Categories plus one entry per category, as in the navbar. */
export function CategoryList({ current }: { current: string | undefined }) {
  const { data: categories = [] } = useCategories();
  const { formatMessage: t } = useIntl();
  const langOf = useTextLang();
  return (
    <nav aria-label={t(filterMessages.categories)}>
      <List>
        <li>
          <Link to="/products?category=all" aria-current={current === undefined ? 'page' : undefined}>
            {t(filterMessages.allCategories)}
          </Link>
        </li>
        {categories.map((c) => {
          const active =
            current !== undefined && [c.name, c.slug].some((x) => x.toLowerCase() === current.toLowerCase());
          return (
            <li key={c.id}>
              <Link
                to={`/products/category/${encodeURIComponent(c.name)}`}
                aria-current={active ? 'page' : undefined}
                lang={langOf(c.lang)}
              >
                {c.name}
              </Link>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
