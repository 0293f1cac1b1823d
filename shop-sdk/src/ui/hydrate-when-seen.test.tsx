import { act, createContext, memo, startTransition, useContext, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateWhenSeen, useHydrateAllWhenChanged, whenNearOrUsed } from './hydrate-when-seen';

/** The parts whose effects have run, i.e. that React has hydrated (or rendered). */
let live: string[] = [];

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    live.push(name);
  }, [name]);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <div>
      {['a', 'b'].map((name) => (
        <HydrateWhenSeen key={name}>
          <section aria-label={name}>
            <Counter name={name} />
          </section>
        </HydrateWhenSeen>
      ))}
    </div>
  );
}

/** A router's location, as a context above the page (react-router's are). */
const Location = createContext('/products');
let navigate: (to: string) => void = () => undefined;

/** The parts, memoised: the routes' updates do not give them new props. */
const Parts = memo(function Parts() {
  return <Page />;
});

function Routes({ hydrateOnNavigation }: { hydrateOnNavigation: boolean }) {
  const location = useContext(Location);
  useHydrateAllWhenChanged(hydrateOnNavigation ? location : null);
  return (
    <main>
      <h1>{location}</h1>
      <Parts />
    </main>
  );
}

function Router({ hydrateOnNavigation }: { hydrateOnNavigation: boolean }) {
  const [location, setLocation] = useState('/products');
  navigate = (to) => startTransition(() => setLocation(to));
  return (
    <Location.Provider value={location}>
      <Routes hydrateOnNavigation={hydrateOnNavigation} />
    </Location.Provider>
  );
}

/** IntersectionObserver as the browser gives it, told by the test what comes into view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  static show(element: Element) {
    for (const observer of FakeObserver.all.filter((o) => o.observed.has(element)))
      observer.callback(
        [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  }
}

const part = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLElement>(`section[aria-label="${name}"]`)!;

let container: HTMLDivElement;
let root: Root | undefined;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  Object.assign(window, { IntersectionObserver: FakeObserver });
});

beforeEach(() => {
  live = [];
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** Each test's page has ids of its own, as each page load has: the parts' gates are kept by id. */
let pageLoads = 0;

async function hydrateServerPage(page = <Page />) {
  const identifierPrefix = `load${++pageLoads}-`;
  container.innerHTML = renderToString(page, { identifierPrefix });
  const serverParts = [part(container, 'a'), part(container, 'b')];
  await act(async () => {
    root = hydrateRoot(container, page, { identifierPrefix });
  });
  return serverParts;
}

describe('HydrateWhenSeen', () => {
  it("keeps the server's HTML of each part unhydrated until it comes into view, then hydrates only that part", async () => {
    const [a, b] = await hydrateServerPage();
    expect(live).toEqual([]);
    expect(a).toHaveAttribute('data-hydrate');

    await act(async () => FakeObserver.show(a!));
    expect(live).toEqual(['a']);
    // Hydrated in place: the server's elements are kept, not rendered again.
    expect(part(container, 'a')).toBe(a);
    expect(part(container, 'b')).toBe(b);
  });

  it('hydrates a part the shopper taps before it is seen, and that tap is handled', async () => {
    const [, b] = await hydrateServerPage();
    const button = b!.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(live).toEqual(['b']);
    expect(button).toHaveTextContent('b 1');
    expect(part(container, 'b')).toBe(b);
  });

  it('hydrates every waiting part when the shopper navigates, so that the next page shows', async () => {
    const [a, b] = await hydrateServerPage(<Router hydrateOnNavigation />);
    expect(live).toEqual([]);

    await act(async () => navigate('/products?in_stock=true'));
    expect(container.querySelector('h1')).toHaveTextContent('/products?in_stock=true');
    expect(live.sort()).toEqual(['a', 'b']);
    expect(part(container, 'a')).toBe(a);
    expect(part(container, 'b')).toBe(b);
  });

  it('without it, a navigation waits until every part has been seen (what the hook is for)', async () => {
    const [a, b] = await hydrateServerPage(<Router hydrateOnNavigation={false} />);
    await act(async () => navigate('/products?in_stock=true'));
    expect(container.querySelector('h1')).toHaveTextContent(/^\/products$/);

    await act(async () => FakeObserver.show(a!));
    expect(container.querySelector('h1')).toHaveTextContent(/^\/products$/);
    await act(async () => FakeObserver.show(b!));
    expect(container.querySelector('h1')).toHaveTextContent('/products?in_stock=true');
  });

  it('renders at once in a page the browser renders alone (after a navigation)', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(live.sort()).toEqual(['a', 'b']);
  });
});

describe('whenNearOrUsed', () => {
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await act(async () => undefined);
    return done;
  };

  it('waits until the element nears the screen', async () => {
    const place = document.createElement('footer');
    container.appendChild(place);
    const wanted = whenNearOrUsed(place);
    expect(await settled(wanted)).toBe(false);
    FakeObserver.show(place);
    expect(await settled(wanted)).toBe(true);
  });

  it('or until the shopper touches something inside it', async () => {
    const place = document.createElement('footer');
    const input = document.createElement('input');
    place.appendChild(input);
    container.appendChild(place);
    const wanted = whenNearOrUsed(place);
    input.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(wanted)).toBe(true);
  });

  it('watches from 300 px below the screen, or from the margin asked for', async () => {
    const near = document.createElement('footer');
    const drawn = document.createElement('footer');
    container.append(near, drawn);
    void whenNearOrUsed(near);
    void whenNearOrUsed(drawn, '0px');
    const marginOf = (element: Element) =>
      FakeObserver.all.find((observer) => observer.observed.has(element))?.options?.rootMargin;
    expect(marginOf(near)).toBe('300px 0px');
    expect(marginOf(drawn)).toBe('0px');
  });

  it('not when the shopper touches something elsewhere', async () => {
    const place = document.createElement('footer');
    const elsewhere = document.createElement('button');
    container.append(place, elsewhere);
    const wanted = whenNearOrUsed(place);
    elsewhere.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(wanted)).toBe(false);
  });
});
