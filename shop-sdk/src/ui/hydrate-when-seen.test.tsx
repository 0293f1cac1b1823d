import { act, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateWhenSeen } from './hydrate-when-seen';

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

/** IntersectionObserver as the browser gives it, told by the test what comes into view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
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

async function hydrateServerPage() {
  const identifierPrefix = `load${++pageLoads}-`;
  container.innerHTML = renderToString(<Page />, { identifierPrefix });
  const serverParts = [part(container, 'a'), part(container, 'b')];
  await act(async () => {
    root = hydrateRoot(container, <Page />, { identifierPrefix });
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

  it('renders at once in a page the browser renders alone (after a navigation)', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(live.sort()).toEqual(['a', 'b']);
  });
});
