import {
  cloneElement,
  Suspense,
  use,
  useId,
  useState,
  type FulfilledReactPromise,
  type PendingReactPromise,
  type ReactElement,
} from 'react';
import { useHydrated } from 'shop-sdk';

/**
 * A thenable React's `use` reads at once once it is fulfilled (it looks at `status`), so that a part opened by a
 * tap hydrates in that tap's own event, before its click.
 */
type Gate = PendingReactPromise<void> | FulfilledReactPromise<void>;

interface Entry {
  gate: Gate;
  open: () => void;
}

/**
 * The gates of the server page's parts, by the id in their `data-hydrate` attribute (kept once open: React reads a
 * part's gate again as it hydrates it).
 */
const waiting = new Map<string, Entry>();

const ATTRIBUTE = 'data-hydrate';
/** How near the screen a part is hydrated: a fast scroll finds it ready. */
const AHEAD = '300px 0px';
/** Events that say the shopper is about to use a part: they open it before React handles them. */
const INTENT_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'touchstart'] as const;

/** The observer of each margin: HydrateWhenSeen's (AHEAD) and any `whenNearOrUsed` asks for. */
const observers = new Map<string, IntersectionObserver>();
let listening = false;

/** Elements awaited by `whenNearOrUsed`, each with what to do once it is near or used. */
const awaited = new Map<Element, () => void>();

function openAt(target: EventTarget | null) {
  if (!(target instanceof Element)) return;
  for (const [element, open] of awaited) if (element === target || element.contains(target)) open();
  for (
    let part = target.closest(`[${ATTRIBUTE}]`);
    part;
    part = part.parentElement?.closest(`[${ATTRIBUTE}]`) ?? null
  ) {
    const id = part.getAttribute(ATTRIBUTE);
    if (id !== null) waiting.get(id)?.open();
  }
}

/**
 * Set up on the first part that waits: events are caught on the window in their capture phase, which runs before
 * React's own listeners on the page's root, so the part is open when React looks at the event.
 */
function watch(margin = AHEAD): IntersectionObserver {
  if (!listening) {
    listening = true;
    for (const type of INTENT_EVENTS)
      window.addEventListener(type, (event) => openAt(event.target), { capture: true, passive: true });
  }
  let observer = observers.get(margin);
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) openAt(entry.target);
      },
      { rootMargin: margin },
    );
    observers.set(margin, observer);
  }
  return observer;
}

/** The part's element (an id of `useId` holds no quote or backslash; they are escaped all the same). */
const elementOf = (id: string) => document.querySelector(`[${ATTRIBUTE}="${id.replace(/["\\]/g, '\\$&')}"]`);

/**
 * The gate of the part `id`, made the first time React meets it while hydrating. None for a part the page does not
 * hold (the server rendered something else), nor in a browser that cannot tell what is on screen: it hydrates now.
 */
function gateOf(id: string): Gate | null {
  const known = waiting.get(id);
  if (known) return known.gate;
  const element = elementOf(id);
  if (!element || typeof IntersectionObserver === 'undefined') return null;
  let resolve: () => void = () => undefined;
  const gate: Gate = Object.assign(
    new Promise<void>((done) => {
      resolve = done;
    }),
    { status: 'pending' as const },
  );
  const observer = watch();
  let opened = false;
  const open = () => {
    if (opened) return;
    opened = true;
    Object.assign(gate, { status: 'fulfilled', value: undefined });
    resolve();
    observer.unobserve(element);
  };
  waiting.set(id, { gate, open });
  observer.observe(element);
  return gate;
}

/**
 * Resolves once `element` comes near the screen or the shopper is about to use it (the rule HydrateWhenSeen
 * hydrates by): for code that a part needs only then. At once in a browser that cannot tell what is on screen.
 * `margin` is how near (a CSS margin around the screen, as IntersectionObserver's `rootMargin`): HydrateWhenSeen's
 * 300 px below the screen by default; `0px` for a part already drawn from the server's HTML, whose code serves only
 * its controls and is needed once it is on screen.
 */
export function whenNearOrUsed(element: Element, margin = AHEAD): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = watch(margin);
    awaited.set(element, () => {
      awaited.delete(element);
      observer.unobserve(element);
      resolve();
    });
    observer.observe(element);
  });
}

/**
 * Opens every part still waiting when `value` changes; `value` is what a navigation changes (the location's key).
 *
 * React gives a part it has not hydrated every change of a context above it (it cannot tell which contexts the
 * part reads), and a navigation changes the router's contexts above every part of the page. React must hydrate a
 * part before it can show such a change, and a navigation is a transition: React waits, and the new page does not
 * show until every part on the old one has come into view. Rendered above the parts (the routes' own component),
 * this opens them all in the navigation's render, before React reaches them, so they hydrate in that render.
 */
export function useHydrateAllWhenChanged(value: unknown) {
  const [first] = useState(value);
  if (!Object.is(value, first)) for (const { open } of waiting.values()) open();
}

/** Waits, while React hydrates the server's page, until the part is near the screen or about to be used. */
function Gate({ id, children }: { id: string; children: ReactElement }) {
  const hydrating = !useHydrated();
  // `use`, unlike a hook, may be called conditionally: a part rendered in the browser alone reads no thenable at all.
  const gate = hydrating && typeof document !== 'undefined' ? gateOf(id) : null;
  if (gate) use(gate);
  return children;
}

/**
 * A part of a server-rendered page that React hydrates only once it comes near the screen, or once the shopper
 * points at, touches or tabs into it: until then it is the server's HTML (its links work as plain links), and the
 * work of hydrating it is not on the path to the first tap. Each part hydrates in a task of its own. Rendered in
 * the browser alone (after a navigation), it renders at once.
 *
 * `children` is one element that passes `data-hydrate` on to its outermost DOM element (a styled component does).
 * Its parent must not render it again with new props before it hydrates (memoise it): React would then throw the
 * server's HTML away and render the part in the browser.
 */
export function HydrateWhenSeen({ children }: { children: ReactElement<{ [ATTRIBUTE]?: string }> }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{cloneElement(children, { [ATTRIBUTE]: id })}</Gate>
    </Suspense>
  );
}
