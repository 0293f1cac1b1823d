import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useShopIntl } from '../i18n';
import { kitMessages, pageNumber, pageRange } from '../shared.messages';
import { theme } from './theme';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem 1rem;
  margin-top: 1.5rem;
  font-size: 0.9rem;
  color: ${theme.muted};
  &[data-summary] {
    justify-content: space-between;
  }
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button,
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    box-sizing: border-box;
    text-decoration: none;
    min-width: 40px;
    min-height: 40px;
    padding: 0 0.6rem;
    font: inherit;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    background: ${theme.background};
    color: ${theme.text};
    cursor: pointer;
  }
  button:hover:not(:disabled),
  a:hover {
    background: ${theme.surface};
  }
  button[aria-current='page'],
  a[aria-current='page'] {
    background: ${theme.primary};
    border-color: ${theme.primary};
    color: #fff;
  }
  button:disabled,
  a[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  button:focus-visible,
  a:focus-visible {
    outline: 2px solid ${theme.accent};
    outline-offset: 2px;
  }
  li[aria-hidden] {
    align-self: center;
    padding: 0 0.25rem;
  }
`;

/** Page numbers around the current one, with the first and last always shown. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** How many pages `count` items fill, at least one. */
export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));

type Size =
  /** Only the number of pages is known. */
  | { pages: number; count?: undefined; pageSize?: undefined }
  /** The total is known: also says which items the page shows ("21–40 of 57"). */
  | { count: number; pageSize: number; pages?: undefined };

export type PaginationProps = Size & {
  /** The current page, from 1. */
  page: number;
  onPage: (page: number) => void;
  /** Each page's URL: the controls are then links, which also work without JavaScript. */
  hrefFor?: (page: number) => string;
  label?: string;
};

/** A plain click: the page handles it; a click with a modifier (new tab) is left to the browser. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface ControlProps {
  target: number;
  onPage: (page: number) => void;
  hrefFor: ((page: number) => string) | undefined;
  disabled?: boolean;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
}

/** One control of the pagination: a button, or a link when pages have URLs. */
function PageControl({ target, onPage, hrefFor, disabled = false, children, ...aria }: ControlProps) {
  if (!hrefFor)
    return (
      <button type="button" onClick={() => onPage(target)} disabled={disabled} {...aria}>
        {children}
      </button>
    );
  if (disabled)
    return (
      <a role="link" aria-disabled="true" {...aria}>
        {children}
      </a>
    );
  return (
    <a
      href={hrefFor(target)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onPage(target);
      }}
      {...aria}
    >
      {children}
    </a>
  );
}

/** Previous, page numbers and Next. Shows nothing when everything fits on one page and no total is given. */
export function Pagination({ page, onPage, hrefFor, label, ...size }: PaginationProps) {
  const { formatMessage: t } = useShopIntl();
  const pages = size.count === undefined ? size.pages : pageCount(size.count, size.pageSize);
  if (pages <= 1 && size.count === undefined) return null;
  const summary =
    size.count === undefined
      ? null
      : t(pageRange, {
          from: size.count === 0 ? 0 : (page - 1) * size.pageSize + 1,
          to: Math.min(size.count, page * size.pageSize),
          count: size.count,
        });
  return (
    <Nav aria-label={label ?? t(kitMessages.pagination)} data-summary={summary === null ? undefined : ''}>
      {summary !== null && <span>{summary}</span>}
      <ol>
        <li>
          <PageControl target={page - 1} onPage={onPage} hrefFor={hrefFor} disabled={page <= 1}>
            {t(kitMessages.previous)}
          </PageControl>
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <PageControl
                target={p}
                onPage={onPage}
                hrefFor={hrefFor}
                aria-label={t(pageNumber, { page: p })}
                {...(p === page ? { 'aria-current': 'page' as const } : {})}
              >
                {p}
              </PageControl>
            </li>
          ),
        )}
        <li>
          <PageControl target={page + 1} onPage={onPage} hrefFor={hrefFor} disabled={page >= pages}>
            {t(kitMessages.next)}
          </PageControl>
        </li>
      </ol>
    </Nav>
  );
}
