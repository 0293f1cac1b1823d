import {
  useEffect,
  useImperativeHandle,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira, type ProductSuggestion } from 'shared-contracts';
import type { Locale } from 'shared-contracts/locales';
import { catalogApi, queryKeys } from 'shop-sdk';
import { Picture, SquareImage } from 'shared-contracts/ui/square-image';
import { popoverPanel } from 'shared-contracts/ui/popover';
import { theme } from 'shared-contracts/ui/theme';
import { useDebouncedValue } from 'shared-contracts/ui/use-debounced-value';
import { VisuallyHidden } from 'shared-contracts/ui/visually-hidden';
import { useTextLang } from 'shared-contracts/i18n';
import {
  beforePromotion,
  promotionPrice,
  suggestionCount,
  suggestionListMessages as m,
} from './search-suggestions.messages';

/** Suggestions are asked from this many characters on, once typing pauses this long. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DEBOUNCE_MS = 200;
const SUGGESTIONS_STALE_MS = 60_000;

/** What the search box shows of the list, for its ARIA attributes. */
export interface ComboState {
  expanded: boolean;
  /** The id of the highlighted option (aria-activedescendant). */
  active: string | undefined;
}

/** What the search box hands on: its keys, before its own handling (true when the list used the key). */
export interface SuggestionKeys {
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => boolean;
}

interface Option {
  id: string;
  href: string;
  label: string;
  /** The language of its label (a category's, from the API). */
  lang?: Locale | undefined;
}

const List = styled.div`
  ${popoverPanel}
  top: calc(100% + 4px);
  right: 0;
  z-index: 40;
  min-width: min(420px, 90vw);
  max-height: min(70vh, 560px);
  margin: 0;
  [data-heading] {
    padding: 8px 8px 4px;
    font-size: 0.75rem;
    font-weight: 700;
    text-transform: uppercase;
    color: ${theme.muted};
  }
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 6px 8px;
    border-radius: 6px;
    color: ${theme.text};
    text-decoration: none;
    min-height: 44px;
  }
  a:hover,
  a[aria-selected='true'] {
    background: ${theme.surface};
    color: ${theme.primary};
  }
  a[aria-selected='true'] {
    outline: 2px solid ${theme.primary};
    outline-offset: -2px;
  }
`;

const Thumb = styled(SquareImage)`
  flex: 0 0 44px;
  width: 44px;
  border-radius: 6px;
`;

/** Up to two lines: products of one brand differ at the end of their names. */
const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  line-height: 1.3;
`;

const Price = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  font-size: 0.9rem;
  font-weight: 600;
  white-space: nowrap;
  s {
    font-size: 0.78rem;
    font-weight: 400;
    color: ${theme.muted};
  }
`;

/**
 * One product's row: its own first picture, its name, and the price the product page shows (with an automatic
 * promotion, the promotion's price and the price before it struck through).
 */
export function SuggestionRow({ product }: { product: ProductSuggestion }) {
  const { formatMessage: t } = useIntl();
  const langOf = useTextLang();
  const before = product.promotion?.price_before;
  return (
    <>
      <Thumb $rounded>
        <Picture src={product.image?.url} alt="" sizes="44px" loading="lazy" />
      </Thumb>
      <Name lang={langOf(product.lang)}>{product.name}</Name>
      <Price>
        {before !== undefined ? (
          <>
            <span aria-label={t(promotionPrice, { price: formatNaira(product.price) })}>
              {formatNaira(product.price)}
            </span>
            <s aria-label={t(beforePromotion, { price: formatNaira(before) })}>{formatNaira(before)}</s>
          </>
        ) : (
          formatNaira(product.price)
        )}
      </Price>
    </>
  );
}

/** A search as suggestions ask it: one space between words, as the API keys its answers. */
const typedOf = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The header search box's suggestions (the ARIA combobox pattern's listbox): up to 8 products (picture, name,
 * price) and the categories holding matches, asked after 2 characters once typing pauses. The box keeps the
 * focus; arrows move the highlight, Enter opens the highlighted one (without one, the form searches), Escape
 * closes the list. A status line tells screen readers how many there are. Loaded on the box's first focus.
 */
export default function SearchSuggestions({
  text,
  focused,
  listId,
  controls,
  onState,
  onChoose,
}: {
  text: string;
  focused: boolean;
  listId: string;
  controls: Ref<SuggestionKeys>;
  onState: (state: ComboState) => void;
  /** Called with the option's address when one is chosen (by keyboard or pointer). */
  onChoose: (href: string) => void;
}) {
  const { formatMessage: t } = useIntl();
  const langOf = useTextLang();
  const typed = typedOf(text);
  const debounced = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const asking = debounced.length >= SUGGEST_MIN_CHARS;
  const { data } = useQuery({
    queryKey: queryKeys.products.suggestions(debounced),
    queryFn: () => catalogApi.suggestions(debounced),
    enabled: asking,
    staleTime: SUGGESTIONS_STALE_MS,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  // Typing opens the list again and starts the highlight over.
  useEffect(() => {
    setOpen(true);
    setActive(-1);
  }, [typed]);

  const suggestions = typed.length >= SUGGEST_MIN_CHARS && asking ? data : undefined;
  const products: (Option & { product: ProductSuggestion })[] = (suggestions?.products ?? []).map((p) => ({
    id: `${listId}-product-${p.id}`,
    href: `/products/${p.id}`,
    label: p.name,
    product: p,
  }));
  const categories: Option[] = (suggestions?.categories ?? []).map((c) => ({
    id: `${listId}-category-${c.id}`,
    href: `/products/category/${c.slug}`,
    label: c.name,
    lang: c.lang,
  }));
  const options: Option[] = [...products, ...categories];
  const expanded = focused && open && options.length > 0;
  const activeId = expanded ? options[active]?.id : undefined;

  useEffect(() => {
    onState({ expanded, active: activeId });
  }, [expanded, activeId, onState]);

  const choose = (option: Option) => {
    setOpen(false);
    setActive(-1);
    if (option.href.startsWith('/products/') && !option.href.startsWith('/products/category/'))
      catalogApi.searchClick(typed).catch(() => undefined);
    onChoose(option.href);
  };

  useImperativeHandle(controls, () => ({
    onKeyDown(event) {
      const n = options.length;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (n === 0) return false;
          event.preventDefault();
          const down = event.key === 'ArrowDown';
          if (!expanded) {
            setOpen(true);
            setActive(down ? 0 : n - 1);
          } else setActive((a) => (down ? (a + 1 < n ? a + 1 : 0) : a > 0 ? a - 1 : n - 1));
          return true;
        }
        case 'Enter': {
          const option = expanded ? options[active] : undefined;
          if (!option) return false;
          event.preventDefault();
          choose(option);
          return true;
        }
        case 'Escape':
          if (!expanded) return false;
          event.preventDefault();
          setOpen(false);
          setActive(-1);
          return true;
        default:
          return false;
      }
    },
  }));

  const status =
    !focused || typed.length < SUGGEST_MIN_CHARS || !suggestions
      ? ''
      : options.length === 0
        ? t(m.none)
        : t(suggestionCount, { products: products.length, categories: categories.length });

  const option = (o: Option, i: number, body: ReactNode) => (
    <Link
      key={o.id}
      id={o.id}
      to={o.href}
      role="option"
      aria-selected={i === active}
      tabIndex={-1}
      // The box keeps the focus, so the list stays open until the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        event.preventDefault();
        choose(o);
      }}
    >
      {body}
    </Link>
  );

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {status}
      </VisuallyHidden>
      {expanded && (
        <List id={listId} role="listbox" aria-label={t(m.list)}>
          {products.length > 0 && (
            <div role="group" aria-labelledby={`${listId}-products`}>
              <div id={`${listId}-products`} data-heading="">
                {t(m.products)}
              </div>
              {products.map((p, i) => option(p, i, <SuggestionRow product={p.product} />))}
            </div>
          )}
          {categories.length > 0 && (
            <div role="group" aria-labelledby={`${listId}-categories`}>
              <div id={`${listId}-categories`} data-heading="">
                {t(m.categories)}
              </div>
              {categories.map((c, i) =>
                option(c, products.length + i, <Name lang={langOf(c.lang)}>{c.label}</Name>),
              )}
            </div>
          )}
        </List>
      )}
    </>
  );
}
