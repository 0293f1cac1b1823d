import { fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { renderInShop } from 'shop-sdk/testing/render';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('the page broke');
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error page for a page that throws, and leaves it behind when the shopper moves on', async () => {
    renderInShop(
      <>
        <Link to="/fine">elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<h1>A working page</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </>,
      { url: '/broken' },
    );
    // The error page's code loads when a page first fails.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Something Went Wrong');
    expect(screen.getByText(/Error: the page broke/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(screen.getByRole('heading', { name: 'A working page' })).toBeInTheDocument();
  });
});
