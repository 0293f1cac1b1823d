import 'shop-sdk/testing/render';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import { isValidElement } from 'react';
import { createStore, Provider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { matchRoutes, MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { createQueryClient } from 'shop-sdk';
import { ShopIntlProvider } from 'shared-contracts/i18n';
import { HELP_TOPICS } from '../pages/help/help-topics';
import { routes, ShopRoutes } from './routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => null),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../features/navbar/navbar', () => ({ Navbar: () => <nav>navbar</nav> }));
jest.mock('../features/footer/footer', () => ({ Footer: () => <footer>footer</footer> }));
jest.mock('../features/contact/contact-dialog', () => ({ ContactDialog: () => null }));

/** The name of what serves a path: the deepest matching route that renders something. */
function servedBy(path: string): string {
  const matches = matchRoutes(routes, path) ?? [];
  const element = matches.findLast((match) => match.route.element)?.route.element;
  if (!isValidElement(element)) return 'none';
  const type = element.type as { displayName?: string; name?: string };
  return type.displayName ?? type.name ?? 'anonymous';
}

describe('route table (docs/storefront.md §2.1)', () => {
  it.each([
    ['/', 'catalog'],
    ['/products', 'catalog'],
    ['/products/category/Home%20%26%20Garden', 'catalog'],
    ['/products/42', 'catalog'],
    ['/products/x/y', 'catalog'],
    ['/track', 'catalog'],
    ['/track/KSW-20261207-4QX2ZA', 'catalog'],
    ['/cart', 'cart'],
    ['/wishlist', 'cart'],
    ['/checkout', 'cart'],
    ['/account', 'account'],
    ['/orders', 'account'],
    ['/orders/7', 'account'],
    ['/auth/login', 'account'],
    ['/auth/reset-password/abc.def', 'account'],
    ['/admin', 'admin'],
    ['/admin/products/edit-product/3', 'admin'],
    ['/admin/auth/login', 'admin'],
  ])('%s is served by the %s remote', (path, remote) => {
    expect(servedBy(path)).toBe(`RemotePage(${remote}/routes)`);
  });

  it('sends any other path to the 404 page', () => {
    for (const path of ['/nope', '/faqs', '/contact/x', '/cart/extra', '/account/x']) {
      const matches = matchRoutes(routes, path) ?? [];
      expect(matches.at(-1)?.route.path).toBe('*');
    }
  });
});

describe('a remote route subtree', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  function Product() {
    const { productId } = useParams();
    return <h1>Product {productId}</h1>;
  }

  /** What a catalog build could add: a page the shell has never heard of. */
  function CatalogRoutes() {
    return (
      <Routes>
        <Route index element={<h1>Home</h1>} />
        <Route path="products/:productId" element={<Product />} />
        <Route path="products/gift-guide" element={<h1>Gift guide</h1>} />
        <Route path="*" element={<h1>Not in the catalog</h1>} />
      </Routes>
    );
  }

  const renderAt = (path: string) =>
    render(
      <Provider store={createStore()}>
        <QueryClientProvider client={createQueryClient()}>
          <ShopIntlProvider locale="en-NG" messages={{}}>
            <MemoryRouter initialEntries={[path]}>
              <ShopRoutes />
            </MemoryRouter>
          </ShopIntlProvider>
        </QueryClientProvider>
      </Provider>,
    );

  beforeEach(() => {
    jest.mocked(loadRemote).mockClear();
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id === 'catalog/routes') return { default: CatalogRoutes };
      throw new Error(`${id} is not in this test`);
    });
  });

  it('matches whole paths under the shell layout, including pages the shell does not know', async () => {
    renderAt('/products/42');
    expect(await screen.findByRole('heading', { name: 'Product 42' })).toBeInTheDocument();
    expect(screen.getByText('navbar')).toBeInTheDocument();
    // The footer is part of the chrome, in the server's HTML and rendered with the page.
    expect(await screen.findByText('footer')).toBeInTheDocument();
  });

  it('serves a new page under its prefix', async () => {
    renderAt('/products/gift-guide');
    expect(await screen.findByRole('heading', { name: 'Gift guide' })).toBeInTheDocument();
  });

  it('shows its own 404 within its prefix', async () => {
    renderAt('/products/x/y');
    expect(await screen.findByRole('heading', { name: 'Not in the catalog' })).toBeInTheDocument();
  });

  it.each(HELP_TOPICS.map(({ slug, title }) => [`/${slug}`, title]))(
    'serves the footer link %s as a help page of the shell, with no remote',
    async (path, title) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(loadRemote).not.toHaveBeenCalled();
    },
  );

  it("leaves other paths to the shell's 404 page", async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeInTheDocument();
  });
});
