import { act, renderHook } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;

/** An IntersectionObserver the test drives: what it watches, with which margin, and when it reports. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: Callback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const element = document.createElement('section');

beforeEach(() => {
  FakeObserver.last = undefined;
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true });
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('is false until the element comes within 100 px of the viewport, then true for good', () => {
  const { result } = renderHook(() => useNearViewport({ current: element }));
  const observer = FakeObserver.last!;
  expect(result.current).toBe(false);
  expect(observer.observed).toEqual([element]);
  expect(observer.options.rootMargin).toBe('100px');

  act(() => observer.report([{ isIntersecting: false }]));
  expect(result.current).toBe(false);
  act(() => observer.report([{ isIntersecting: true }]));
  expect(result.current).toBe(true);
  expect(observer.disconnected).toBe(true);
});

it('takes another margin when given one', () => {
  renderHook(() => useNearViewport({ current: element }, '0px'));
  expect(FakeObserver.last!.options.rootMargin).toBe('0px');
});

it('is true at once where the browser has no IntersectionObserver', () => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  const { result } = renderHook(() => useNearViewport({ current: element }));
  expect(result.current).toBe(true);
});
