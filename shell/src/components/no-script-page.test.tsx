import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { cartLoading } from '../app/routes';
import { remotePage, RemoteRenderingContext } from '../federation/remote-page';
import { InLanguage } from '../testing/intl';
import { NoScriptPage, noScriptMessage } from './no-script-page';

const serverHtml = (path: string) =>
  renderToString(
    <InLanguage>
      <MemoryRouter initialEntries={[path]}>
        <NoScriptPage />
      </MemoryRouter>
    </InLanguage>,
  );

describe('the message a page that needs JavaScript renders for a browser without it', () => {
  it.each([
    ['/cart', 'Your cart needs JavaScript'],
    ['/wishlist', 'Your wishlist needs JavaScript'],
    ['/checkout', 'Checkout needs JavaScript'],
    ['/auth/login', 'Signing in needs JavaScript'],
    ['/orders/12', 'Your orders need JavaScript'],
  ])(
    '%s says what needs JavaScript, why, and links back to the catalogue, inside <noscript>',
    (path, title) => {
      const html = serverHtml(path);
      expect(html.startsWith('<noscript>')).toBe(true);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain('Turn JavaScript on');
      expect(html).toMatch(/href="\/products"[^>]*>Browse all products</);
      expect(html).toMatch(/href="\/"[^>]*>Home</);
    },
  );

  it('does not take a prefix for a longer word', () => {
    expect(noScriptMessage('/cartography').title.defaultMessage).toBe('This page needs JavaScript');
  });

  it.each([
    ['/cart', 'Loading...', 'Your cart needs JavaScript'],
    ['/wishlist', 'Loading...', 'Your wishlist needs JavaScript'],
    ['/checkout', 'Preparing your checkout...', 'Checkout needs JavaScript'],
  ])(
    'the server leaves %s to the browser with its loading words and, for no script, its message',
    (path, loading, message) => {
      const Cart = remotePage('cart', './routes', {
        loading: cartLoading,
        load: jest.fn(),
        refresh: jest.fn(),
      });
      const html = renderToString(
        <InLanguage>
          <MemoryRouter initialEntries={[path]}>
            <RemoteRenderingContext.Provider value={{ rendersBeforeHydration: () => false }}>
              <Cart />
            </RemoteRenderingContext.Provider>
          </MemoryRouter>
        </InLanguage>,
      );
      expect(html).toContain(`<strong>${loading}</strong>`);
      expect(html).toMatch(new RegExp(`<noscript>.*<h1>${message}</h1>.*</noscript>`));
      if (path !== '/checkout') expect(html).not.toContain('Preparing your checkout');
    },
  );
});
