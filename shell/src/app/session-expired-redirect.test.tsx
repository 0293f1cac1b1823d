import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { apiClient, type ApiClientOptions } from 'shop-sdk';
import { renderInShop } from 'shop-sdk/testing/render';
import { afterSessionExpiry, SessionExpiredRedirect } from './session-expired-redirect';

/** Renders the redirect at `url` and answers the handler it gives the API client for a refresh that failed. */
function expireAt(url: string) {
  let options: ApiClientOptions = {};
  const configure = jest.spyOn(apiClient, 'configure').mockImplementation((given) => {
    options = given;
  });
  const view = renderInShop(<SessionExpiredRedirect />, { url, store: createStore() });
  configure.mockRestore();
  act(() => options.onSessionExpired?.());
  return view;
}

describe('a session that cannot be refreshed (docs/storefront.md §4.1)', () => {
  it('sends an admin in the admin area to the admin sign-in page, not the storefront', async () => {
    const { currentPath } = expireAt('/admin/orders/7');
    expect(currentPath()).toBe('/admin/auth/login');
    expect(await screen.findByText('Session expired, please signin again.')).toBeInTheDocument();
  });

  it('sends a shopper on the storefront to /', () => {
    const { currentPath } = expireAt('/cart');
    expect(currentPath()).toBe('/');
  });

  it.each([
    ['/admin', '/admin/auth/login'],
    ['/admin/', '/admin/auth/login'],
    ['/admin/reports', '/admin/auth/login'],
    ['/administrator', '/'],
    ['/products/admin', '/'],
    ['/checkout', '/'],
  ])('from %s goes to %s', (from, to) => {
    expect(afterSessionExpiry(from)).toBe(to);
  });
});
