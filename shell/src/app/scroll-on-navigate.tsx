import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, kept for the tab's life (a reload or a return from another site). */
const STORAGE_KEY = 'kasuwa-scroll-positions';
/** How long a return waits for its page to grow tall enough (a remote's page, its data) before it gives up, in ms. */
const RESTORE_LIMIT_MS = 3000;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Positions) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Positions): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Private browsing with no storage: positions live as long as the page.
  }
}

/**
 * Scrolls `y` into place as soon as the page is tall enough for it: a page returned to renders from its cached data,
 * but a remote or a picture may still be on its way. Stops early when the shopper scrolls or touches the page.
 * Returns a function that stops it.
 */
function restoreWhenTall(y: number): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    const reached = Math.abs(window.scrollY - y) < 2;
    if (reached || performance.now() - started > RESTORE_LIMIT_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

/**
 * docs/storefront.md §2.2: a new page opens at its top; Back and Forward return to where the shopper was on the
 * page they return to (by history entry). React Router's `<ScrollRestoration>` does this for data routers only; the
 * shop renders with `<BrowserRouter>` (and `<StaticRouter>` on the server), so it is done here, once, for the whole
 * history: a remote's own routes navigate through the same history and location. A change of the query alone
 * (filters, sort, a page of reviews) keeps the page where it is: the page itself decides (the listing's pagination
 * scrolls up). A link to `#id` goes to that element.
 */
export function ScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Positions | null>(null);
  const keyRef = useRef(location.key);
  const pathRef = useRef<string | null>(null);

  // The browser restores nothing itself: it would do so before the page returned to has rendered.
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return undefined;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  // The current entry's position, as the shopper scrolls; kept across reloads when the page is left.
  useEffect(() => {
    positions.current ??= readPositions();
    const save = () => {
      (positions.current ??= {})[keyRef.current] = window.scrollY;
    };
    const persist = () => {
      save();
      writePositions(positions.current ?? {});
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    keyRef.current = location.key;
    const firstPage = pathRef.current === null;
    const pathChanged = pathRef.current !== location.pathname;
    pathRef.current = location.pathname;
    const saved = positions.current[location.key];
    if (navigationType === 'POP' && saved !== undefined) return restoreWhenTall(saved);
    // The first page of a visit is where the browser put it (its top, or its #fragment).
    if (firstPage || !pathChanged) return undefined;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return undefined;
      }
    }
    window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
