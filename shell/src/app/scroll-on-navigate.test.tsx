import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollOnNavigate } from './scroll-on-navigate';

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

/** The window's scroll as the browser keeps it: scrollTo moves it and fires 'scroll'. */
function fakeScroll() {
  const scrollTo = jest.fn((x: number, y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  return scrollTo;
}

const scrollBy = (y: number) => window.scrollTo(0, y);

beforeEach(() => sessionStorage.clear());

describe('ScrollOnNavigate (docs/storefront.md §2.2)', () => {
  it('opens a new page at its top and returns to where the shopper was on Back', () => {
    const scrollTo = fakeScroll();
    render(
      <MemoryRouter initialEntries={['/products']}>
        <Navigator />
        <ScrollOnNavigate />
      </MemoryRouter>,
    );
    scrollBy(2400);
    scrollTo.mockClear();

    act(() => void navigate('/products/7'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.scrollY).toBe(0);
    scrollBy(300);

    act(() => void navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2400);
    expect(window.scrollY).toBe(2400);

    act(() => void navigate(1));
    expect(window.scrollY).toBe(300);
  });

  it('keeps the page where it is when only the query changes (filters, sort)', () => {
    const scrollTo = fakeScroll();
    render(
      <MemoryRouter initialEntries={['/products']}>
        <Navigator />
        <ScrollOnNavigate />
      </MemoryRouter>,
    );
    scrollBy(900);
    scrollTo.mockClear();
    act(() => void navigate('/products?category=Phones'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(900);
  });

  it('does not move the first page of a visit', () => {
    const scrollTo = fakeScroll();
    render(
      <MemoryRouter initialEntries={['/products/7']}>
        <ScrollOnNavigate />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
