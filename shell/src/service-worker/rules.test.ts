import { requestKind } from './rules';

const shop = 'https://kasuwa.ng';
const kind = (url: string, destination = '') => requestKind(new URL(url, shop), shop, destination);

describe('what the service worker does with each request', () => {
  it('keeps the storefront and help pages, whether navigated to or sent by the page to keep', () => {
    for (const path of [
      '/',
      '/products',
      '/products/12',
      '/products/category/Home%20%26%20Kitchen',
      '/help/faq',
    ])
      expect([path, kind(path, 'document'), kind(path)]).toEqual([path, 'page', 'page']);
  });

  it('leaves signed-in pages, the API and unknown paths to the network', () => {
    for (const path of ['/cart', '/checkout', '/account', '/orders/3', '/admin', '/auth/login', '/sw.js'])
      expect([path, kind(path, 'document')]).toEqual([path, 'network']);
    for (const path of [
      '/api/products/wishlist',
      '/api/products/my-prices?ids=4,7',
      '/api/orders',
      '/api/users/me',
      '/api/orders/quote',
    ])
      expect([path, kind(path)]).toEqual([path, 'network']);
  });

  it('asks the network first for what names the current builds, on any origin', () => {
    expect(kind('/runtime-config.json')).toBe('runtime-config');
    expect(kind('https://catalog.kasuwa.ng/mf-manifest.json')).toBe('federation-entry');
    expect(kind('https://cart.kasuwa.ng/remoteEntry.js', 'script')).toBe('federation-entry');
    // Another site's runtime-config.json is not the shop's.
    expect(kind('https://elsewhere.example/runtime-config.json')).toBe('network');
  });

  it('takes content-hashed files from the cache, a published build’s own entry points included', () => {
    expect(kind('/main.934fd361.js', 'script')).toBe('hashed-file');
    expect(kind('https://catalog.kasuwa.ng/230.6931b89e.js', 'script')).toBe('hashed-file');
    expect(kind('https://catalog.kasuwa.ng/remoteEntry.76cec04e1b6f.js', 'script')).toBe('hashed-file');
    expect(kind('https://catalog.kasuwa.ng/mf-manifest.76cec04e1b6f.json')).toBe('hashed-file');
    // A released version's folder never changes, whatever its files are called.
    expect(kind('https://catalog.kasuwa.ng/76cec04e1b6f/remoteEntry.js', 'script')).toBe('hashed-file');
    expect(kind('https://catalog.kasuwa.ng/76cec04e1b6f/mf-manifest.json')).toBe('hashed-file');
    expect(kind('https://catalog.kasuwa.ng/76cec04e1b6f/server/remoteEntry.js')).toBe('hashed-file');
    // Not hashed: a name that merely has digits in it.
    expect(kind('/federation-runtime-2.9.2.js', 'script')).toBe('network');
  });

  it('serves the catalogue stale-while-revalidate, and pictures from the cache', () => {
    expect(kind('/api/products?page=2&sort=price')).toBe('catalogue');
    expect(kind('/api/products/42')).toBe('catalogue');
    expect(kind('/api/products/categories')).toBe('catalogue');
    expect(kind('/api/images/products/4/a.jpg?w=480', 'image')).toBe('picture');
    expect(kind('/api/images/products/4/a.jpg?w=480')).toBe('picture');
    expect(kind('/icons/icon-192.png', 'image')).toBe('picture');
  });
});
