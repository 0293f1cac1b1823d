import 'shared-contracts/testing/render';
import { isValidElement, type ReactElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { routes } from './router';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => null),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

/** The name of what the deepest matching route renders (a remote page, the guard's child, or a shell page). */
function pageAt(path: string): string {
  const matches = matchRoutes(routes, path) ?? [];
  const element = matches.at(-1)?.route.element;
  if (!isValidElement(element)) return 'none';
  const named = (el: ReactElement) => {
    const type = el.type as { displayName?: string; name?: string };
    return type.displayName ?? type.name ?? 'anonymous';
  };
  const props = element.props as { children?: unknown };
  if (named(element) === 'RequireAuth' && isValidElement(props.children))
    return `RequireAuth>${named(props.children)}`;
  return named(element);
}

describe('route table (SPEC §2)', () => {
  it.each([
    ['/', 'RemotePage(catalog/HomePage)'],
    ['/products', 'RemotePage(catalog/ProductsPage)'],
    ['/products/category/Home%20%26%20Garden', 'RemotePage(catalog/ProductsPage)'],
    ['/products/42', 'RemotePage(catalog/ProductPage)'],
    ['/cart', 'RequireAuth>RemotePage(cart/CartPage)'],
    ['/wishlist', 'RequireAuth>RemotePage(cart/WishlistPage)'],
    ['/checkout', 'RemotePage(cart/CheckoutPage)'],
    ['/account', 'RemotePage(account/AccountPage)'],
    ['/orders', 'RemotePage(account/OrdersPage)'],
    ['/auth/login', 'RemotePage(account/AuthRoutes)'],
    ['/auth/reset-password/abc.def', 'RemotePage(account/AuthRoutes)'],
    ['/admin', 'RemotePage(admin/AdminRoutes)'],
    ['/admin/products/edit-product/3', 'RemotePage(admin/AdminRoutes)'],
    ['/admin/auth/login', 'RemotePage(admin/AdminRoutes)'],
  ])('%s renders %s', (path, page) => {
    expect(pageAt(path)).toBe(page);
  });

  it('sends any other path, including unrouted footer targets, to the 404 page', () => {
    for (const path of ['/nope', '/faq', '/contact', '/products/1/extra']) {
      const matches = matchRoutes(routes, path) ?? [];
      expect(matches.at(-1)?.route.path).toBe('*');
    }
  });

  it('shows the error page for route errors', () => {
    for (const route of routes) expect(route.errorElement).toBeTruthy();
  });
});
