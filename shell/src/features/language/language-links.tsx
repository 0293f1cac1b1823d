import { useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLocale } from 'shared-contracts/i18n';
import { HREFLANG, LOCALE_NAMES, LOCALES, type Locale } from 'shared-contracts/locales';
import { ChevronDownIcon, GlobeIcon } from 'shared-contracts/ui/icon';
import { popoverPanel } from 'shared-contracts/ui/popover';
import { theme } from 'shared-contracts/ui/theme';
import { VisuallyHidden } from 'shared-contracts/ui/visually-hidden';
import { navbarMessages as m } from '../navbar/navbar.messages';

/**
 * The language picker (docs/storefront.md §18): plain links, so a choice works without JavaScript. Each goes through
 * `/language/<locale>`, which keeps the choice in a cookie and answers this page in that language; each language is
 * named in itself.
 */
function useLanguageLinks() {
  const current = useLocale();
  // The page's path without its language's prefix (the router's basename).
  const { pathname, search } = useLocation();
  const to = encodeURIComponent(`${pathname}${search}`);
  return LOCALES.map((locale) => ({
    locale,
    current: locale === current,
    href: `/language/${locale}?to=${to}`,
  }));
}

function LanguageLink({ locale, current, href }: { locale: Locale; current: boolean; href: string }) {
  return (
    <a
      href={href}
      hrefLang={HREFLANG[locale]}
      lang={HREFLANG[locale]}
      rel="nofollow"
      aria-current={current || undefined}
    >
      {LOCALE_NAMES[locale]}
    </a>
  );
}

const linkList = `
  margin: 0;
  padding: 0;
  list-style: none;
  a[aria-current] {
    font-weight: 700;
  }
`;

/** Below this width the header has no room for the picker beside the links: the footer's (and the phone menu's) serve. */
const HEADER_PICKER_QUERY = '(max-width: 1100px)';

const Picker = styled.details`
  position: relative;
  @media ${HEADER_PICKER_QUERY} {
    display: none;
  }
  summary {
    cursor: pointer;
    padding: 8px 10px;
    border-radius: ${theme.radius};
    list-style: none;
    display: inline-flex;
    align-items: center;
    gap: 4px;
    white-space: nowrap;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:hover {
    background: ${theme.surface};
  }
  summary:focus-visible {
    outline: 3px solid ${theme.accent};
  }
  ul {
    ${popoverPanel}
    ${linkList}
    left: auto;
    right: 0;
    z-index: 30;
    min-width: 160px;
  }
  ul a {
    display: block;
    padding: 8px 10px;
    color: ${theme.text};
    text-decoration: none;
    border-radius: ${theme.radius};
  }
  ul a:hover {
    background: ${theme.surface};
  }
`;

/**
 * The header's picker: a globe and the page's language's code (the header has no room for five names), opening to
 * every language named in itself (a disclosure that needs no script).
 */
export function HeaderLanguages({ className }: { className?: string }) {
  const { formatMessage: t } = useIntl();
  const links = useLanguageLinks();
  const current = links.find((link) => link.current);
  return (
    <Picker className={className}>
      <summary>
        <GlobeIcon size={18} />
        {/* Read as "Language: Yorùbá"; the code is for the eye only. */}
        <VisuallyHidden>{`${t(m.language)}: ${current ? LOCALE_NAMES[current.locale] : ''}`}</VisuallyHidden>
        <span aria-hidden="true">{current ? current.locale.split('-')[0]?.toUpperCase() : null}</span>
        <ChevronDownIcon size={16} />
      </summary>
      <ul>
        {links.map((link) => (
          <li key={link.locale}>
            <LanguageLink {...link} />
          </li>
        ))}
      </ul>
    </Picker>
  );
}

const LinkRow = styled.ul`
  ${linkList}
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
`;

/** The picker as a row of links: in the phone's menu and the footer. */
export function LanguageRow({ className }: { className?: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <LinkRow className={className} aria-label={t(m.language)}>
      {useLanguageLinks().map((link) => (
        <li key={link.locale}>
          <LanguageLink {...link} />
        </li>
      ))}
    </LinkRow>
  );
}
